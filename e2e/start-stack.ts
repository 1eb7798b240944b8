// Starts the built api and bff as real processes on free ports, on a copy of the seeded demo data
// (seed.ts), the same way `npm start` runs them.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, ROOT, serviceEnv, waitFor } from './processes.js';
import { seededCopy } from './seed.js';

export interface StackUrls {
  webUrl: string;
  apiUrl: string;
  /** The stack's data folder (its local storage under storage/). */
  dataDir?: string;
}

// What global-setup.ts provides to the specs.
declare module 'vitest' {
  export interface ProvidedContext {
    sharedStack: StackUrls;
  }
}

export interface Stack extends StackUrls {
  /** SIGKILLs the api (a crash: no shutdown hooks run); the bff stays up. */
  killApi(): Promise<void>;
  /** Starts the api again on the same port and data folder, after killApi. */
  restartApi(): Promise<void>;
  stop(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const dataDir = await seededCopy();
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;
  const env = serviceEnv({
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    BFF_PORT: String(bffPort),
    API_URL: apiUrl,
    // The copy is seeded already.
    SEED_DEMO: 'false',
  });
  const launch = (name: string) =>
    // Built services load workspace packages from their dist (packages/render/package.json exports).
    spawn(
      process.execPath,
      ['--conditions=adstudio-dist', join(ROOT, 'packages', name, 'dist', 'server.js')],
      {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
  let api = launch('api');
  await waitFor(`${apiUrl}/client/config`, api, 'api');
  const bff = launch('bff');
  const webUrl = `http://127.0.0.1:${bffPort}`;
  await waitFor(`${webUrl}/realHome`, bff, 'bff');
  return {
    webUrl,
    apiUrl,
    dataDir,
    async killApi() {
      if (api.exitCode !== null || api.signalCode !== null) return;
      const exited = new Promise((r) => api.once('exit', r));
      api.kill('SIGKILL');
      await exited;
    },
    async restartApi() {
      api = launch('api');
      await waitFor(`${apiUrl}/client/config`, api, 'api');
    },
    async stop() {
      for (const child of [bff, api]) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
