// Starts the built api and bff as real processes on free ports with a throw-away PGlite directory,
// the same way `npm start` runs them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface Stack {
  webUrl: string;
  apiUrl: string;
  /** SIGKILLs the api (a crash: no shutdown hooks run); the bff stays up. */
  killApi(): Promise<void>;
  /** Starts the api again on the same port and data folder, after killApi. */
  restartApi(): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  // Seeding the demo library takes minutes when the machine is shared: E2E_READY_MS waits longer.
  const deadline = Date.now() + (Number(process.env.E2E_READY_MS) || 240_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} not ready at ${url}`);
}

export async function startStack(): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;
  const env = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    BFF_PORT: String(bffPort),
    API_URL: apiUrl,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
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

export interface E2eEnv {
  readonly stack: Stack;
  readonly browser: Browser;
}

/** Starts the stack and Chromium before a spec file's tests and stops both after them. */
export function useStackAndBrowser(): E2eEnv {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the e2e stack is not started yet');
    return value;
  };
  return {
    get stack() {
      return started(stack);
    },
    get browser() {
      return started(browser);
    },
  };
}
