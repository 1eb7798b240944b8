import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export type SqlParam = string | number | boolean | null | Date;

/** The one database interface the services use; PGlite and PostgreSQL look the same through it. */
export interface Db {
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  tx<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The first row, or undefined. */
export async function maybeOne<T>(
  db: Db,
  sql: string,
  params?: readonly SqlParam[],
): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}

// The part of PGlite both the instance and its transactions offer.
type PgliteLike = Pick<Transaction, 'query' | 'exec'>;

function pgliteQueries(conn: PgliteLike) {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      return (await conn.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

/**
 * PGlite in-process: in memory when dataDir is undefined, else persisted under dataDir. `image` (a
 * dumpDataDir tarball) starts it from that state instead of an empty cluster.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir && { dataDir }),
    ...(image && { loadDataDir: image }),
  });
  return pgliteDb(pglite);
}

/** The Db interface over a PGlite instance. */
export function pgliteDb(pglite: PGlite): Db {
  return {
    ...pgliteQueries(pglite),
    tx: (fn) => pglite.transaction((tx) => fn(nested(pgliteQueries(tx)))),
    close: () => pglite.close(),
  };
}

// Inside a transaction a further tx() joins it rather than opening another.
function nested(queries: Pick<Db, 'query' | 'exec'>): Db {
  const db: Db = { ...queries, tx: (fn) => fn(db), close: () => Promise.resolve() };
  return db;
}

function clientQueries(client: pg.Pool | pg.PoolClient) {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A PostgreSQL pool; `searchPath` isolates a schema (tests use one per run). */
export function openPostgres(connectionString: string, searchPath?: string): Db {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(searchPath && { options: `-c search_path=${searchPath}` }),
  });
  return {
    ...clientQueries(pool),
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(nested(clientQueries(client)));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }) {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl))
    : openPglite(join(config.dataDir, 'pglite'));
}
