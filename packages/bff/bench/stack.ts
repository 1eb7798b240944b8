// The api and the bff as their own processes (src/server.ts through tsx), as in production, on
// free ports, for the bff benchmarks; the load generator is the bench process itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { demoAccount, encryptPassword, testConfig } from '@adstudio/api/test';

export interface Stack {
  /** http://127.0.0.1:port of the api (REST under /api/v1). */
  api: string;
  /** http://127.0.0.1:port of the bff (/graphql). */
  bff: string;
  /** Authorization header of a logged-in demo user. */
  auth: { authorization: string };
  stop: () => void;
}

export interface StackOptions {
  /** Database variables of the api (DATABASE_URL, or DATA_DIR for PGlite). */
  apiEnv: Record<string, string>;
  /** How long the api may take to come up: seeding demo data on first start takes minutes. */
  apiStartSeconds?: number;
}

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

async function waitFor(child: ChildProcess, seconds: number, url: string, init: RequestInit = {}) {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

export async function startStack(o: StackOptions): Promise<Stack> {
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  // BENCH_PROFILE_DIR: each server writes a CPU profile there when it stops (where the time went).
  const profile = process.env.BENCH_PROFILE_DIR;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const start = (entry: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, [...profiling, '--import', 'tsx', root(entry)], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
    children.push(child);
    return child;
  };
  try {
    const [apiPort, bffPort] = [await freePort(), await freePort()];
    const api = `http://127.0.0.1:${apiPort}`;
    const bff = `http://127.0.0.1:${bffPort}`;
    // warn: per-request info lines would cost both sides the same and hide the difference.
    const apiChild = start('packages/api/src/server.ts', {
      ...o.apiEnv,
      API_PORT: String(apiPort),
      LOG_LEVEL: 'warn',
    });
    await waitFor(apiChild, o.apiStartSeconds ?? 60, `${api}/api/v1/client/tag/recommend`);
    const bffChild = start('packages/bff/src/server.ts', {
      BFF_PORT: String(bffPort),
      API_URL: `${api}/api/v1`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The load comes from one address and one token, far above a person's rate.
      RATE_LIMIT_IP_PER_MINUTE: '0',
      RATE_LIMIT_USER_PER_MINUTE: '0',
    });
    await waitFor(bffChild, 60, `${bff}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });

    const config = testConfig();
    const account = demoAccount('zhangwei');
    const login = await fetch(`${api}/api/v1/client/user_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: `${account.login}${config.staffMailSuffix}`,
        password: encryptPassword(account.password, config.loginPhrases.user),
      }).toString(),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    return { api, bff, auth: { authorization: `Bearer ${data.token}` }, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
