// Redis faults fail fast (issue 29 item 6): the api with REDIS_URL reaches Redis through a proxy
// this bench can cut, so Redis goes away under a running api as in an outage (this machine's Redis
// server, which others use, is never stopped). Measured in one run: a logged-in call and a render
// drawn by a BullMQ worker with Redis up (the anchor), then the same after the cut — the render
// route's answer (503 作图服务暂时不可用, one by one and ten at once) and the logged-in call again.
// Bars: every render refused within 2 s; logged-in p95 at most 100 ms above its p95 with Redis up.
// Needs REDIS_URL (redis://127.0.0.1:6379); without it the row says it was skipped.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { restoreTemplate } from '@adstudio/render';
import { createRedisQueue, startRedisWorker } from '../src/render/render.queue.js';
import { DEMO_TEMPLATES_DIR } from '../src/templates/templates.files.js';
import { loginAs, startTestApi } from '../src/test/index.js';
import { emitRow, ms, progress, since, summarize } from './stats.js';

const what = 'render and logged-in calls with Redis down';
const RENDER_BAR_MS = 2000;
const EXTRA_BAR_MS = 100;
const CALLS = 40;
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  progress(`${what} skipped: REDIS_URL is not set`);
  emitRow({
    what,
    workload: '—',
    ours: 'skipped: set REDIS_URL=redis://127.0.0.1:6379',
    anchor: '—',
    bar: `503 within ${RENDER_BAR_MS} ms, logged-in ≤ ${EXTRA_BAR_MS} ms extra`,
    pass: null,
  });
  process.exit(0);
}

/** A TCP proxy to Redis; cut() closes it and every connection through it, as a dead Redis would. */
async function redisProxy(target: URL) {
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        open.delete(a);
        b.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut() {
      server.close();
      for (const socket of open) socket.destroy();
    },
  };
}

const sample = JSON.parse(readFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_p_0231.json'), 'utf8')) as {
  synthetic: unknown;
};
const proxy = await redisProxy(new URL(redisUrl));
// Limits far above this bench's rate: the calls consult Redis but are never refused by it.
const api = await startTestApi({
  listen: false,
  env: {
    REDIS_URL: proxy.url,
    RATE_LIMIT_USER_PER_MINUTE: '100000',
    RATE_LIMIT_IP_PER_MINUTE: '100000',
  },
});
const { app } = api;
const token = await loginAs(app, api.config, 'zhangwei');
// The anchor's renders on a queue of this run's own prefix, drawn by a worker here: nothing shared
// with another process's queue on the same Redis.
const limits = {
  workers: 1,
  queueMax: 20,
  timeoutMs: 60_000,
  prefix: `bench${randomBytes(4).toString('hex')}`,
};
const queue = createRedisQueue(proxy.url, limits);
const deps = { db: api.db, storage: app.deps.storage, photosDir: app.deps.photosDir };
startRedisWorker(proxy.url, deps, limits);

const timed = async (work: () => Promise<unknown>) => {
  const started = process.hrtime.bigint();
  await work();
  return since(started);
};
const loggedIn = async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/client/user/info',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`user/info: ${res.statusCode} ${res.body}`);
};
const calls = async () => {
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i += 1) samples.push(await timed(loggedIn));
  return summarize(samples);
};
const drawn = async () => {
  const outcome = await queue.run({
    userId: 1,
    kind: 'poster',
    doc: restoreTemplate(sample.synthetic),
  });
  if (!outcome.ok) throw new Error('the anchor render was refused');
};
/** The render route's answer with Redis away: its time, and whether it was the 503. */
const refused = async () => {
  const started = process.hrtime.bigint();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/render/posterRenderClient',
    payload: new URLSearchParams({
      materials: JSON.stringify([{ synthetic: sample.synthetic }]),
    }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${token}`,
    },
  });
  const body = JSON.parse(res.body) as { code: number; message: string };
  return { ms: since(started), ok: res.statusCode === 503 && body.code === 503, said: body.message };
};

progress('redis down: warming up with Redis …');
await loggedIn();
await drawn();
const up = await calls();
const renders: number[] = [];
for (let i = 0; i < 5; i += 1) renders.push(await timed(drawn));
const upRender = summarize(renders);

progress('redis down: cutting Redis …');
proxy.cut();
const oneByOne = [];
for (let i = 0; i < 5; i += 1) oneByOne.push(await refused());
const atOnce = await Promise.all(Array.from({ length: 10 }, refused));
const down = await calls();
const answers = [...oneByOne, ...atOnce];
const slowest = Math.max(...answers.map((a) => a.ms));
const single = summarize(oneByOne.map((a) => a.ms));
const burst = summarize(atOnce.map((a) => a.ms));
const wrong = answers.filter((a) => !a.ok);
const said = answers[0]?.said ?? '—';
const extra = down.p95 - up.p95;

emitRow({
  what,
  workload: `api with REDIS_URL through a proxy to ${redisUrl}, cut mid-run: render route × 5 one by one and × 10 at once (one user, RENDER_WORKERS=1); GET /client/user/info logged in × ${CALLS}`,
  ours: `Redis down: renders ${answers.length - wrong.length}/${answers.length} answered 503「${said}」, one by one p50 ${ms(single.p50)}, max ${ms(single.max)}; ten at once p50 ${ms(burst.p50)}, max ${ms(burst.max)}; logged-in p50 ${ms(down.p50)}, p95 ${ms(down.p95)} (${extra >= 0 ? '+' : ''}${ms(extra)} p95)`,
  anchor: `Redis up: a render drawn by the BullMQ worker p50 ${ms(upRender.p50)}; logged-in p50 ${ms(up.p50)}, p95 ${ms(up.p95)}`,
  bar: `every render 503 within ${RENDER_BAR_MS} ms; logged-in p95 ≤ +${EXTRA_BAR_MS} ms`,
  pass: wrong.length === 0 && slowest <= RENDER_BAR_MS && extra <= EXTRA_BAR_MS,
});
// Not closed: the worker, the queue and the api's clients wait for a Redis that no longer answers
// (each reconnecting to the cut proxy), and nothing of theirs outlives the process.
process.exit(0);
