// Prints the api's OpenAPI document (what /api/v1/openapi.json serves) without a server or data:
// `pnpm codegen` turns it into the bff's wire types (packages/bff/src/generated/api.ts), so the api's
// TypeBox schemas are the one source of every wire shape.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openPglite } from './db/db.js';
import { migrate } from './db/migrate.js';

const dataDir = mkdtempSync(join(tmpdir(), 'openapi-'));
const db = await openPglite();
await migrate(db);
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir }),
  db,
});
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
