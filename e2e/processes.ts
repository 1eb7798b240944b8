// Process plumbing shared by the stacks and the seed snapshot.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
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

export async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
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

/**
 * The environment of a service the suite starts: embedded PGlite and the in-process render queue
 * whatever the test run itself was given (CI sets DATABASE_URL and REDIS_URL for the other tiers;
 * a REDIS_URL here would send renders to a worker service the suite does not start).
 */
export function serviceEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...env };
}
