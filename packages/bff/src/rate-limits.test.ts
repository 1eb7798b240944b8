import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildBff } from './app.js';
import type { BffConfig } from './config.js';
import { buildConfig } from './test/builders.js';
import { testRedisUrl } from '@adstudio/api/test';

// This machine's Redis (BRIEF §2: rate limits shared by every replica when REDIS_URL is set).
const REDIS_URL = testRedisUrl('the bff rate limits in Redis');

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function bffWith(overrides: Partial<BffConfig>) {
  app = await buildBff({ config: buildConfig(overrides) });
  return app;
}

const health = (bff: FastifyInstance, headers: Record<string, string> = {}) =>
  bff.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query: '{ health }' },
  });

const stores: [where: string, redisUrl: string | undefined][] = [['in memory', undefined]];
if (REDIS_URL) stores.push(['in Redis', REDIS_URL]);

describe.each(stores)('rate limits on /graphql %s', (_where, redisUrl) => {
  it('answers past the per-IP limit with 429 RATE_LIMITED in the GraphQL shape', async () => {
    // A fresh address per run, so counters left in Redis by an earlier run do not count.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const bff = await bffWith({ rateLimitIpPerMinute: 3, redisUrl });
    const from = (address: string) =>
      bff.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ health }' },
      });
    for (let i = 0; i < 3; i += 1) expect((await from(ip)).statusCode).toBe(200);

    const refused = await from(ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      errors: [{ message: '请求过于频繁，请稍后再试', extensions: { code: 'RATE_LIMITED' } }],
    });
    // Another address is not affected, nor is a route outside /graphql.
    expect((await from(`${ip}1`)).statusCode).toBe(200);
    expect((await bff.inject({ url: '/api/v1/nope', remoteAddress: ip })).statusCode).toBe(404);
  });

  it('limits each signed-in token on its own and leaves guests to the IP limit', async () => {
    const token = `t-${Math.random()}`;
    const bff = await bffWith({ rateLimitUserPerMinute: 2, redisUrl });
    const auth = { authorization: `Bearer ${token}` };
    expect((await health(bff, auth)).statusCode).toBe(200);
    expect((await health(bff, auth)).statusCode).toBe(200);
    expect((await health(bff, auth)).json()).toMatchObject({
      errors: [{ extensions: { code: 'RATE_LIMITED' } }],
    });
    expect((await health(bff, { authorization: `Bearer ${token}x` })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await health(bff)).statusCode).toBe(200);
  });
});

describe('rate limits with Redis down', () => {
  it('let requests through rather than fail', async () => {
    const bff = await bffWith({ rateLimitIpPerMinute: 1, redisUrl: 'redis://127.0.0.1:9' });
    for (let i = 0; i < 3; i += 1) expect((await health(bff)).statusCode).toBe(200);
  });
});

describe('load shedding', () => {
  it('answers 503 with a GraphQL error while the event loop lags, then serves again', async () => {
    const bff = await bffWith({ shedEventLoopDelayMs: 50 });
    expect((await health(bff)).statusCode).toBe(200);

    // Block the loop the way an overload would, then let the lag be sampled.
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      // busy
    }
    await new Promise((r) => setTimeout(r, 5));
    const shed = await health(bff);
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({
      errors: [{ message: '服务繁忙，请稍后再试', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    });

    let status = shed.statusCode;
    for (let i = 0; i < 40 && status !== 200; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await health(bff)).statusCode;
    }
    expect(status).toBe(200);
  });
});
