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
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT, serviceEnv, waitFor } from './processes.js';

const CACHE = process.env.ADSTUDIO_CACHE_DIR ?? join(ROOT, 'node_modules', '.cache', 'adstudio');
const COMPLETE = '.complete';

// What a seeded data folder is made of: the demo data, the api's code (migrations, seeder and what
// they call), the vocabulary and the render and vision code they use, and every dependency's
// version (the lockfile: PGlite's data format, sharp's pixels). The key is the content alone, so
// checkouts may share the cache (npm test points ADSTUDIO_CACHE_DIR outside the checkout).
const INPUTS = [
  'packages/api/demo',
  'packages/api/src',
  'packages/domain/src',
  'packages/render/src',
  'packages/vision/src',
];
// Seeded folders of other keys kept beside the current one (another checkout's, an older tree's).
const KEEP_OTHERS = 2;

function seedKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(ROOT, 'pnpm-lock.yaml')));
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

/** Removes all but the newest KEEP_OTHERS seeded folders of other keys: each is hundreds of MB. */
function pruneOthers(current: string): void {
  const others = readdirSync(CACHE)
    .filter((name) => name.startsWith('e2e-seed-') && !name.includes('.building-'))
    .map((name) => join(CACHE, name))
    .filter((path) => path !== current)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const stale of others.slice(KEEP_OTHERS)) rmSync(stale, { recursive: true, force: true });
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
    pruneOthers(dir);
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
