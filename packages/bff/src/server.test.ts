import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

// Runs the real entry point as `node` would, with tsx compiling it on the fly.
function startServer(
  env: Record<string, string>,
  onStdout?: (text: string, stop: () => void) => void,
) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH, API_URL: 'http://127.0.0.1:9/api/v1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => {
    run.stdout += chunk.toString();
    onStdout?.(run.stdout, () => child.kill('SIGTERM'));
  });
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  return new Promise<Run>((resolve) => {
    child.on('exit', (code) => {
      run.code = code;
      resolve(run);
    });
  });
}

let blocker: Server | undefined;
afterEach(() => {
  blocker?.close();
  blocker = undefined;
});

describe('server.ts', () => {
  it('says which port is taken and exits 1 without a stack trace', async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker!.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;

    const run = await startServer({ BFF_PORT: String(port), LOG_LEVEL: 'silent' });

    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`端口 ${port} 已被占用 (BFF_PORT)；请换一个端口\n`);
  });

  it('names the bad variable and exits 1 without a stack trace', async () => {
    const run = await startServer({ BFF_PORT: 'eighty' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      '配置错误：\n  - BFF_PORT 必须是 0 到 65535 之间的整数（当前为 "eighty"）\n',
    );
  });

  it('logs one line with its URL, serves GraphQL and stops cleanly on SIGTERM', async () => {
    let health: unknown;
    const run = await startServer({ BFF_PORT: '0' }, (stdout, stop) => {
      const url = /bff 已启动：(http:\/\/\S+?)"/.exec(stdout)?.[1];
      if (!url || health !== undefined) return;
      health = null;
      void fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health }' }),
      })
        .then((res) => res.json())
        .then((body: unknown) => {
          health = body;
        })
        .finally(stop);
    });

    expect(run.code).toBe(0);
    expect(health).toEqual({ data: { health: true } });
    expect(run.stdout.split('\n').filter((line) => line.includes('bff 已启动'))).toHaveLength(1);
    expect(run.stderr).toBe('');
  });
});
