import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { migratedImage } from './migrated-image.js';

/**
 * A fresh, migrated database: in-memory PGlite started from the migrated image (migrate() then finds
 * nothing to do), or with DATABASE_URL a new schema on that server, dropped again on close (the
 * server outlives the test run).
 */
export async function createTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  let db: Db;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const pool = openPostgres(url, schema);
    db = {
      ...pool,
      async close() {
        await pool.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await dropper.end();
      },
    };
  } else {
    db = await openPglite(undefined, await migratedImage());
  }
  await migrate(db);
  return db;
}
