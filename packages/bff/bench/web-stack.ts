// The built web app behind the bff with demo data, for the benchmarks that load pages in Chromium
// (web, editor): the bench database on PostgreSQL when DATABASE_URL is set, else a throw-away PGlite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchUrl, ensureDatabase, progress } from '@adstudio/api/bench';
import { startStack, type Stack } from './stack.js';

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** Builds the web app, then starts api (seeding demo data) and bff; `stop` also drops the data. */
export async function startWebStack(name: string): Promise<Stack> {
  progress('building the web app …');
  const built = spawnSync(
    process.execPath,
    [root('packages/web/node_modules/vite/bin/vite.js'), 'build'],
    { cwd: root('packages/web'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (built.status !== 0) throw new Error('vite build failed');

  const url = benchUrl();
  let dataDir: string | undefined;
  const apiEnv: Record<string, string> = { SEED_DEMO: 'true' };
  if (url) {
    await ensureDatabase(process.env.DATABASE_URL ?? url, new URL(url).pathname.slice(1));
    apiEnv.DATABASE_URL = url;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
    Object.assign(apiEnv, { DATABASE_URL: '', DATA_DIR: dataDir });
  }
  progress('api (seeding demo data on first start: minutes) and bff …');
  const stack = await startStack({ apiEnv, apiStartSeconds: 1800 });
  return {
    ...stack,
    stop: () => {
      stack.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
