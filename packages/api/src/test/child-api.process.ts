// The parent side of child-api.ts, for tests that kill the api (uploads.crash.test.ts,
// designs.crash.test.ts): start it on a data folder, SIGKILL it, log a demo user in over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import type { ApiConfig } from '../config.js';
import { encryptPassword } from './index.js';

const CHILD = fileURLToPath(new URL('./child-api.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ChildApi {
  /** http://127.0.0.1:<port>/api/v1 */
  url: string;
  child: ChildProcess;
}

/** Starts the api as its own process (PGlite on disk under DATA_DIR) once it listens. */
export async function startChildApi(env: Record<string, string>): Promise<ChildApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: ROOT,
    // Embedded database and in-process render queue, whatever this test run was given.
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => {
      reject(new Error(`api exited with ${String(code)}`));
    });
  });
  return { url, child };
}

/** SIGKILL: no shutdown hook runs, as in a crash or a power cut. */
export async function killChildApi({ child }: ChildApi): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Logs zhangwei in over HTTP and answers the token. */
export async function loginChildApi(
  { url }: ChildApi,
  config: Pick<ApiConfig, 'staffMailSuffix' | 'loginPhrases'>,
): Promise<string> {
  const res = await fetch(`${url}/client/user_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: `zhangwei${config.staffMailSuffix}`,
      password: encryptPassword(DEMO_PASSWORD, config.loginPhrases.user),
    }).toString(),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
