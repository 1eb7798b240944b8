// A real api process for tests that kill it (uploads.crash.test.ts): PGlite persisted under
// DATA_DIR, demo accounts only, a free port (or CHILD_API_PORT, to come back where a killed one
// was); prints one JSON line {"url"} once it listens.
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openPglite } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { seedDemo } from '../seed/seed.js';
import { sweepOrphans } from '../uploads/uploads.service.js';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', API_PORT: '0' });
const db = await openPglite(`${config.dataDir}/pglite`);
await migrate(db);
await seedDemo(db, config);
const clock = process.env.TEST_NOW ? () => new Date(process.env.TEST_NOW ?? '') : undefined;
const app = await buildApp({ config, db, ...(clock && { clock }) });
if (process.env.SWEEP_AT_START === 'true') await sweepOrphans(app.deps);
const address = await app.listen({
  host: '127.0.0.1',
  port: Number(process.env.CHILD_API_PORT ?? 0),
});
process.stdout.write(`${JSON.stringify({ url: `${address}/api/v1` })}\n`);
