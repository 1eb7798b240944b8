import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpstreamCall } from './api/client.js';
import { buildBff, type BuildBffOptions } from './app.js';
import { GENERIC_ERROR_MESSAGE } from './errors.js';
import {
  buildConfig,
  execute,
  expectError,
  sendEnvelope,
  startFakeApi,
  type FakeApi,
} from './test/builders.js';

const VIEWER = '{ viewer { name preferences { canvasWidth } } }';

let fake: FakeApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function bffWith(
  options: Partial<BuildBffOptions> & { apiUrl?: string; timeoutMs?: number },
) {
  const logs: string[] = [];
  const calls: UpstreamCall[] = [];
  const app = await buildBff({
    config: buildConfig({
      ...(options.apiUrl && { apiUrl: options.apiUrl }),
      ...(options.timeoutMs && { upstreamTimeoutMs: options.timeoutMs }),
    }),
    logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } },
    onUpstreamCall: (call) => calls.push(call),
    ...options,
  });
  return { app, logs, calls };
}

describe('formatError', () => {
  it('masks an unexpected fault as INTERNAL_SERVER_ERROR with the generic message and logs it', async () => {
    // The api cannot produce this: a user without preferences breaks a resolver with a TypeError.
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent
      .get('http://127.0.0.1:9')
      .intercept({ path: '/api/v1/client/user/info', method: 'GET' })
      .reply(200, {
        code: 200,
        message: 'ok',
        data: { id: 1, name: '张伟', sex_id: 1, department_id: null, role_state: 'user' },
      });
    const { app, logs } = await bffWith({ dispatcher: agent });

    const res = await execute(app, VIEWER, { token: 'tok' });

    expect(res.errors).toEqual([
      {
        message: GENERIC_ERROR_MESSAGE,
        locations: [{ line: 1, column: 17 }],
        path: ['viewer', 'preferences'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(JSON.stringify(res)).not.toContain('canvas_width');
    expect(logs.join('')).toMatch(/TypeError.*canvas_width/);
    await app.close();
    await agent.close();
  });

  it('masks an api code outside the contract and logs it', async () => {
    fake = await startFakeApi((_req, res) => {
      sendEnvelope(res, 418, '我是茶壶', null);
    });
    const { app, logs } = await bffWith({ apiUrl: fake.url });

    const res = await execute(app, VIEWER, { token: 'tok' });

    expect(res.errors?.[0]).toMatchObject({
      message: GENERIC_ERROR_MESSAGE,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(logs.join('')).toContain('我是茶壶');
    await app.close();
  });

  it.each([
    [414, '请求地址过长'],
    [431, '请求头过大'],
  ])(
    'answers an api %i (a value too long for the URL) as BAD_USER_INPUT with its message',
    async (code, message) => {
      fake = await startFakeApi((_req, res) => {
        sendEnvelope(res, code, message, null);
      });
      const { app } = await bffWith({ apiUrl: fake.url });

      const error = expectError(await execute(app, VIEWER, { token: 'tok' }), 'BAD_USER_INPUT');

      expect(error).toMatchObject({ message, extensions: { apiCode: code } });
      await app.close();
    },
  );

  it('keeps the api’s Chinese message and code for an api 5xx as UPSTREAM_UNAVAILABLE', async () => {
    fake = await startFakeApi((_req, res) => {
      sendEnvelope(res, 500, '服务器开小差了，请稍后再试', null);
    });
    const { app } = await bffWith({ apiUrl: fake.url });

    const error = expectError(await execute(app, VIEWER, { token: 'tok' }), 'UPSTREAM_UNAVAILABLE');

    expect(error).toMatchObject({
      message: '服务器开小差了，请稍后再试',
      extensions: { apiCode: 500 },
    });
    await app.close();
  });
});

describe('upstream faults seen through GraphQL', () => {
  it('answers UPSTREAM_TIMEOUT soon after the timeout when the api hangs', async () => {
    fake = await startFakeApi(() => {
      // a real server that accepts the request and never answers
    });
    const { app } = await bffWith({ apiUrl: fake.url, timeoutMs: 200 });
    const started = Date.now();

    const error = expectError(await execute(app, VIEWER, { token: 'tok' }), 'UPSTREAM_TIMEOUT');

    expect(Date.now() - started).toBeLessThan(1500);
    expect(error.message).toBe('服务响应超时，请稍后再试');
    await app.close();
  });

  it('answers UPSTREAM_UNAVAILABLE for an api returning a non-JSON 200', async () => {
    fake = await startFakeApi((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    const { app } = await bffWith({ apiUrl: fake.url });

    expectError(await execute(app, '{ clientConfig { staffMailSuffix } }'), 'UPSTREAM_UNAVAILABLE');
    await app.close();
  });

  it('answers UPSTREAM_UNAVAILABLE when the api is down and then stops calling it', async () => {
    const { app, calls } = await bffWith({
      breaker: { failureThreshold: 3, halfOpenAfterMs: 60_000 },
    });

    for (let i = 0; i < 3; i += 1) {
      const error = expectError(
        await execute(app, VIEWER, { token: 'tok' }),
        'UPSTREAM_UNAVAILABLE',
      );
      expect(error.message).toBe('服务暂时不可用，请稍后再试');
    }
    const callsBeforeOpen = calls.length;
    const started = Date.now();

    expectError(await execute(app, VIEWER, { token: 'tok' }), 'UPSTREAM_UNAVAILABLE');

    expect(calls).toHaveLength(callsBeforeOpen);
    expect(Date.now() - started).toBeLessThan(100);
    await app.close();
  });
});
