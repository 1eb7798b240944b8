// The seeded demo state, built once and copied for each stack: seeding (accounts, 543 materials,
// 109,973 headlines, 8,406 copy cards, 415 templates) takes minutes; a copy takes about a second.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT, serviceEnv, waitFor } from './processes.js';

const CACHE = process.env.ADSTUDIO_CACHE_DIR ?? join(ROOT, 'node_modules', '.cache', 'adstudio');
const COMPLETE = '.complete';

// What a seeded data folder is made of: the demo data, the api's code (migrations, seeder and what
// they call), the render code that derives template columns, and the PGlite build.
const INPUTS = ['packages/api/demo', 'packages/api/src', 'packages/render/src'];

function seedKey(): string {
  const hash = createHash('sha256');
  const pglite = join(ROOT, 'packages/api/node_modules/@electric-sql/pglite/package.json');
  hash.update(readFileSync(pglite));
  for (const input of INPUTS) {
    const files = readdirSync(join(ROOT, input), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
      .map((e) => join(e.parentPath, e.name))
      .sort();
    for (const file of files) hash.update(file.slice(ROOT.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Seeds a data folder with the built api, as `npm start` does on a first run. */
async function seedInto(dataDir: string): Promise<void> {
  const port = await freePort();
  const api = spawn(
    process.execPath,
    ['--conditions=adstudio-dist', join(ROOT, 'packages/api/dist/server.js')],
    {
      cwd: ROOT,
      env: serviceEnv({ DATA_DIR: dataDir, API_PORT: String(port), SEED_DEMO: 'true' }),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitFor(`http://127.0.0.1:${port}/api/v1/client/config`, api, 'api (seeding)');
  // SIGTERM closes PGlite cleanly, so the folder can be copied and opened again.
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
}

let snapshot: Promise<string> | undefined;

/** The seeded data folder for this checkout, built on first use (kept by content hash). */
export function seedSnapshot(): Promise<string> {
  snapshot ??= (async () => {
    const dir = join(CACHE, `e2e-seed-${seedKey()}`);
    if (existsSync(join(dir, COMPLETE))) return dir;
    mkdirSync(CACHE, { recursive: true });
    const building = mkdtempSync(`${dir}.building-`);
    const started = Date.now();
    await seedInto(building);
    writeFileSync(join(building, COMPLETE), new Date().toISOString());
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
    console.log(`e2e: seeded the demo data once in ${Math.round((Date.now() - started) / 1000)} s`);
    return dir;
  })();
  return snapshot;
}

/** A private copy of the seeded data folder, for one stack. */
export async function seededCopy(): Promise<string> {
  const source = await seedSnapshot();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  cpSync(source, dataDir, {
    recursive: true,
    mode: constants.COPYFILE_FICLONE,
    filter: (path) => !path.endsWith(COMPLETE),
  });
  return dataDir;
}
