import pg from 'pg';

/** `base` (a postgres:// URL) pointing at database `name` instead. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates database `name` on the server of `adminUrl` unless it exists; returns its URL. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  return databaseUrl(adminUrl, name);
}

/**
 * The benchmark library's database: BENCH_DATABASE_URL, or database `bench` on the DATABASE_URL
 * server; undefined without either (the PostgreSQL rows are then skipped).
 */
export function benchUrl(): string | undefined {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const base = process.env.DATABASE_URL;
  return base ? databaseUrl(base, 'bench') : undefined;
}
