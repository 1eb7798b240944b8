import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postForm, type Body } from '../test/http.js';
import { loginAs, seedDemoTemplates, startTestApi, type TestApi } from '../test/index.js';
import { COPY_LINES_MAX, COPY_MAX_CHARS, COPY_TOTAL_MAX_CHARS } from './smart.constants.js';
import { COPY_FIELDS } from './smart.inputs.js';
import { ApiError } from '../http/errors.js';
import { createRankPool, rankPoolOf } from './smart.rank.pool.js';
import type { RankRequest } from './smart.rank.js';
import { normaliseInputs } from './smart.inputs.js';

// Issue 29 item 2: the ranking runs on its own threads, so the event loop answers others meanwhile.
// Ordered by signals (the pool's in-flight count, which promise settled first), never by a clock;
// the milliseconds are `pnpm bench smart` material.

/** The largest copy getSmartProfile accepts: full lines in every field up to the total. */
function largestCopy() {
  const line = '春'.repeat(COPY_MAX_CHARS);
  const copy: Record<string, string[]> = {};
  let left = COPY_TOTAL_MAX_CHARS;
  for (const field of COPY_FIELDS) {
    const lines = Math.min(COPY_LINES_MAX, Math.floor(left / COPY_MAX_CHARS));
    copy[field] = Array<string>(lines).fill(line);
    left -= lines * COPY_MAX_CHARS;
  }
  return JSON.stringify(copy);
}

let api: TestApi;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  // The budget is its own case below; here the rankings queue on one thread for as long as needed.
  api = await startTestApi({ listen: false, env: { SMART_TIMEOUT_MS: '120000' } });
  app = api.app;
  expect(await seedDemoTemplates(api.db)).toBeGreaterThan(100);
  token = await loginAs(app, api.config, 'zhangwei');
}, 120_000);
afterAll(() => api.close());

const smart = (text: string) =>
  postForm(
    app,
    '/client/composeTemplate/getSmartProfile',
    { is_check: '1', tagId: '[268]', text },
    token,
  );

const until = async (ready: () => boolean) => {
  while (!ready()) await new Promise((r) => setImmediate(r));
};

describe('the smart ranking pool', () => {
  it('answers a guest while the largest allowed smart requests are ranked', async () => {
    // The threads start (fonts load) on the first request, and the guest's route compiles its
    // serializer on its first answer; this is about the requests after.
    expect((await smart(JSON.stringify({ mainLabel: '春日上新' }))).statusCode).toBe(200);
    const guestPage = () => getJson(app, '/client/template', { sort: 'fresh' });
    expect((await guestPage()).statusCode).toBe(200);
    const pool = rankPoolOf(app);

    // The largest requests keep the ranking thread busy until the guest has an answer: two in the
    // pool's line at any time (on a loaded machine one ranking may take less than the guest).
    let guestDone = false;
    let busyWhenAnswered = false;
    const big: Promise<{ statusCode: number; body: string }>[] = [];
    const feed = async () => {
      while (!guestDone && big.length < 40) {
        const next = smart(largestCopy());
        big.push(next);
        await until(() => pool.inFlight() >= 1 || guestDone);
        if (pool.inFlight() >= 2) await next;
      }
    };
    const feeding = feed();
    await until(() => pool.inFlight() >= 1);
    const guest = await guestPage();
    busyWhenAnswered = pool.inFlight() > 0;
    guestDone = true;
    await feeding;
    expect(guest.json<Body>().code).toBe(200);
    // Answered while a ranking was on its thread: the event loop was free for the guest.
    expect(busyWhenAnswered).toBe(true);
    for (const res of await Promise.all(big)) {
      const body = JSON.parse(res.body) as Body;
      expect(body.code, body.message).toBe(200);
    }
  }, 180_000);

  it('stops a ranking past its budget, and refuses one past the line, each with a Chinese 503', async () => {
    const candidates = await api.db.query<RankRequest['candidates'][number]>(
      'SELECT id, synthetic, tag_ids, downloads, layout_family FROM templates WHERE category = 120',
    );
    const req: RankRequest = {
      candidates,
      inputs: normaliseInputs({ is_check: 1, tagId: '[268]', text: largestCopy() }),
      facts: new Map(),
      scene: { chosen: new Map([[0, [268]]]), tags: new Map() },
    };
    const pool = createRankPool({ workers: 1, queueMax: 0, timeoutMs: 50 });
    try {
      const [first, second] = await Promise.allSettled([pool.rank(req), pool.rank(req)]);
      const reasons: unknown[] = [first, second].map((r) =>
        r.status === 'rejected' ? (r.reason as unknown) : r.value,
      );
      expect(reasons.every((r) => r instanceof ApiError)).toBe(true);
      expect(reasons.map((r) => (r as ApiError).message).sort()).toEqual([
        '智能创作的人太多了，请稍后再试',
        '智能创作超时，请减少文案或图片后重试',
      ]);
    } finally {
      await pool.close();
    }
  }, 120_000);
});
