import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loginAs, startTestApi, testConfig, testRedisUrl, type TestApi } from '../test/index.js';
import { expectFailure, postForm, type Body } from '../test/http.js';

// One seeded api for the file (seeding is the slow part); apps with other settings share its database.
let shared: TestApi;
const extra: FastifyInstance[] = [];
beforeAll(async () => {
  shared = await startTestApi({
    env: {
      RATE_LIMIT_IP_PER_MINUTE: '200',
      RATE_LIMIT_USER_PER_MINUTE: '3',
      WORDCHECK_GUEST_MAX_CHARS: '10',
      RATE_LIMIT_GUEST_WORDCHECK_PER_MINUTE: '2',
    },
  });
}, 180_000);
afterAll(async () => {
  await Promise.all(extra.map((app) => app.close()));
  await shared.close();
});
async function appWith(env: Record<string, string>) {
  const app = await buildApp({
    config: testConfig({ DATA_DIR: shared.config.dataDir, SEARCH_INDEX: 'off', ...env }),
    db: shared.db,
  });
  extra.push(app);
  return app;
}

// A client address of its own, so runs sharing a Redis never count each other's requests.
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const get = (app: FastifyInstance, url: string, remoteAddress: string, token?: string) =>
  app.inject({
    url: `/api/v1${url}`,
    remoteAddress,
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  });

function expectLimited(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) {
  const body = res.json() as Body;
  expect(res.statusCode).toBe(429);
  expect(body.code).toBe(429);
  expect(body.message).toMatch(/^请求过于频繁，请\d+秒后再试$/);
  expect(body.data).toBeNull();
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits', () => {
  it('answers 429 请求过于频繁 past the per-address limit, other addresses unaffected', async () => {
    const ip = someIp();
    for (let i = 0; i < 200; i++)
      expect((await get(shared.app, '/no/such', ip)).statusCode).toBe(404);
    expectLimited(await get(shared.app, '/client/tag/recommend', ip));
    expect((await get(shared.app, '/client/tag/recommend', someIp())).statusCode).toBe(200);
  });

  it('limits a logged-in user on login-only calls by user, not by address', async () => {
    const token = await loginAs(shared.app, shared.config, 'zhangwei');
    for (let i = 0; i < 3; i++) {
      expect((await get(shared.app, '/client/user/info', someIp(), token)).statusCode).toBe(200);
    }
    expectLimited(await get(shared.app, '/client/user/info', someIp(), token));
    const other = await loginAs(shared.app, shared.config, 'lina');
    expect((await get(shared.app, '/client/user/info', someIp(), other)).statusCode).toBe(200);
  });

  // Issue 29 item 6: every limited call queued its Redis command for the reconnect — 0.7 s, then
  // 1.5 s, then 2.3 s … per call. Without Redis the limits are skipped, not waited for: twenty
  // calls took over 40 s and take milliseconds (the test's own 20 s limit is the only clock).
  // This api's render queue on the same dead Redis once failed whole runs about every second time
  // with an unhandled ECONNREFUSED: BullMQ's Queue, made while Redis was down, failed its
  // connection check after close() had removed its listeners (render.queue.ts now makes it only
  // once Redis answers).
  it('answers logged-in calls at once with Redis down, skipping the limits', async () => {
    const down = { RATE_LIMIT_USER_PER_MINUTE: '1000', REDIS_URL: 'redis://127.0.0.1:1' };
    const app = await appWith({ ...down, RATE_LIMIT_IP_PER_MINUTE: '1000' });
    const token = await loginAs(app, shared.config, 'zhangwei');
    for (let i = 0; i < 20; i += 1) {
      expect((await get(app, '/client/user/info', someIp(), token)).statusCode).toBe(200);
    }
  }, 20_000);

  const redisUrl = testRedisUrl('sharing rate-limit counters between api processes');
  it.skipIf(!redisUrl)(
    'shares the counters of two api processes through Redis (REDIS_URL)',
    async () => {
      const env = { RATE_LIMIT_IP_PER_MINUTE: '3', REDIS_URL: redisUrl ?? '' };
      const [a, b] = [await appWith(env), await appWith(env)];
      const ip = someIp();
      expect((await get(a, '/client/tag/recommend', ip)).statusCode).toBe(200);
      expect((await get(b, '/client/tag/recommend', ip)).statusCode).toBe(200);
      expect((await get(a, '/client/tag/recommend', ip)).statusCode).toBe(200);
      expectLimited(await get(b, '/client/tag/recommend', ip));
    },
  );
});

describe('guest word checks', () => {
  it('caps a guest text and the guest check rate; a logged-in user is held to neither', async () => {
    const long = '最好的产品，全网最低价！';
    expectFailure(
      await postForm(shared.app, '/client/sensitiveWord', { content: long }),
      413,
      '未登录时每次最多检测10字，登录后可检测更长的内容',
    );
    const short = { content: '最好' };
    expect((await postForm(shared.app, '/client/sensitiveWord', short)).statusCode).toBe(200);
    expectLimited(await postForm(shared.app, '/client/sensitiveWord', short));
    const token = await loginAs(shared.app, shared.config, 'wangfang');
    for (let i = 0; i < 3; i++) {
      const res = await postForm(shared.app, '/client/sensitiveWord', { content: long }, token);
      expect(res.json<Body>().code).toBe(200);
    }
  }, 120_000); // the first check loads the shipped lexicon

  it('reads sensitiveUrl links given as a JSON array without cutting them at commas', async () => {
    const token = await loginAs(shared.app, shared.config, 'admin');
    const links = ['http://127.0.0.1/a,b', 'http://10.0.0.1/c'];
    const res = await postForm(
      shared.app,
      '/client/sensitiveUrl',
      { links: JSON.stringify(links) },
      token,
    );
    const body = res.json<Body<{ list: { link: string }[] }>>();
    expect(body.code).toBe(200);
    expect(body.data.list.map((l) => l.link)).toEqual(links);
    expectFailure(
      await postForm(shared.app, '/client/sensitiveUrl', { links: '["http://a.cn"' }, token),
      400,
      '请求参数不正确：links',
    );
  });
});

describe('oversized requests and load shedding', () => {
  it('answers a request line over MAX_HEADER_BYTES with a 431 envelope', async () => {
    const url = new URL(`${shared.url}/noLogin/material/search?text=${'a'.repeat(70 * 1024)}`);
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        request(url, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body: text });
          });
        })
          .on('error', reject)
          .end();
      },
    );
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({ code: 431, message: '请求地址或请求头过长', data: null });
  });

  it("accepts a 20 KB request line, over Node's default 16 KB", async () => {
    const res = await fetch(`${shared.url}/noLogin/material/search?text=${'a'.repeat(20 * 1024)}`);
    expect(res.status).not.toBe(431);
    expect(((await res.json()) as Body).message).toBeTypeOf('string');
  });

  it('sheds load with 503 服务器繁忙 while the event loop lags (MAX_EVENT_LOOP_DELAY_MS)', async () => {
    const app = await appWith({ MAX_EVENT_LOOP_DELAY_MS: '50' });
    await app.ready();
    const until = Date.now() + 1500;
    while (Date.now() < until); // a blocked event loop, as a runaway request would cause
    let shed: { statusCode: number; json: () => unknown } | undefined;
    for (let i = 0; i < 40 && !shed; i++) {
      const res = await get(app, '/client/tag/recommend', someIp());
      if (res.statusCode === 503) shed = res;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(shed).toBeDefined();
    if (shed) expectFailure(shed, 503, '服务器繁忙，请稍后再试');
  });
});
