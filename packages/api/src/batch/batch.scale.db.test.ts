// Issue 33 item 8, scale proven here: two api processes, two worker services and one bff on this
// machine's PostgreSQL and Redis, one storage folder; a 300-row batch started through the bff,
// one worker SIGKILLed mid-way; every row finishes exactly once and every output file exists.
// Named *.db.test.ts so that the PostgreSQL tier of `npm test` runs it (.ci/run sets DATABASE_URL
// and REDIS_URL); skipped without either, saying why.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openPostgres, type Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { seedDemo } from '../seed/seed.js';
import { loginChildApi } from '../test/child-api.process.js';
import { springPoster } from './batch.poster.fixture.js';
import { csvOf } from './batch.fixtures.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ROWS = 300;
const databaseUrl = process.env.DATABASE_URL?.trim();
const redisUrl = process.env.REDIS_URL?.trim();
const missing = [!databaseUrl && 'DATABASE_URL', !redisUrl && 'REDIS_URL'].filter(Boolean);
if (missing.length > 0)
  console.log(
    `(skipped: the batch scale test needs ${missing.join(' and ')} — PostgreSQL and Redis, as .ci/run sets them)`,
  );

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => {
        resolve(port);
      });
    });
  });

/**
 * A Redis database of this run's own: the first one empty, claimed by a key, so no other queue on
 * this Redis (a developer's worker, a run left behind) shares the batch's jobs or places. Answers
 * its URL and how to give it back emptied.
 */
async function ownRedisDatabase(url: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  const claim = `batch-scale:${randomBytes(6).toString('hex')}`;
  for (let index = 1; index < 16; index += 1) {
    await redis.select(index);
    if ((await redis.set(claim, '1', 'NX')) && (await redis.dbsize()) === 1) {
      const own = new URL(url);
      own.pathname = `/${String(index)}`;
      return {
        url: own.toString(),
        release: async () => {
          await redis.flushdb();
          redis.disconnect();
        },
      };
    }
    await redis.del(claim);
  }
  redis.disconnect();
  throw new Error('no empty Redis database for the batch scale test');
}

async function listening(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited`);
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(missing.length > 0)('批量生成 at scale', { timeout: 180_000 }, () => {
  const schema = `scale_${randomBytes(4).toString('hex')}`;
  // Made in beforeAll: a skipped run leaves no folder behind.
  let dataDir: string;
  const children: ChildProcess[] = [];
  let db: Db;
  let redis: Awaited<ReturnType<typeof ownRedisDatabase>> | undefined;
  let apis: { url: string; child: ChildProcess }[];
  let workers: ChildProcess[];
  let bff: { url: string; child: ChildProcess };
  let templateId: number;

  const start = (entry: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, entry)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'batch-scale-'));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = openPostgres(databaseUrl ?? '', schema);
    await migrate(db);
    redis = await ownRedisDatabase(redisUrl ?? '');
    // Every process on this run's own schema, so nothing is shared with other tests.
    const env = {
      DATABASE_URL: `${databaseUrl ?? ''}${databaseUrl?.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      UPLOAD_SECRET: 'scale-test-secret-0123456789abcdef',
      RENDER_WORKERS: '2',
    };
    // The services start (seconds of imports each) while the accounts and template are written.
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    apis = ports.slice(0, 2).map((port) => ({
      url: `http://127.0.0.1:${port}/api/v1`,
      child: start('packages/api/src/server.ts', { ...env, API_PORT: String(port) }),
    }));
    workers = [0, 1].map(() => start('packages/api/src/render/render.worker.ts', env));
    bff = {
      url: `http://127.0.0.1:${ports[2]}`,
      child: start('packages/bff/src/server.ts', {
        ...env,
        BFF_PORT: String(ports[2]),
        API_URL: apis[1]?.url ?? '',
      }),
    };
    await seedDemo(db, loadConfig({ ...process.env, DATA_DIR: dataDir }));
    templateId = await springPoster(db, 'tpl_scale');
  });

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) resolve(undefined);
            else {
              c.once('exit', resolve);
              c.kill('SIGKILL');
            }
          }),
      ),
    );
    await db.close();
    await redis?.release();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs 300 rows on two apis and two workers, one SIGKILLed, each row exactly once', async () => {
    for (const api of apis) await listening(`${api.url}/client/config`, api.child);
    await listening(`${bff.url}/realHome`, bff.child);

    const [first, second] = apis as [(typeof apis)[0], (typeof apis)[0]];
    const token = await loginChildApi(first, loadConfig({ ...process.env, DATA_DIR: dataDir }));
    const auth = { authorization: `Bearer ${token}` };
    const form = (path: string, body: Record<string, string>, api = first) =>
      fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
      }).then((r) => r.json() as Promise<{ code: number; message: string; data: unknown }>);

    const sheet = csvOf(['标题', ...Array.from({ length: ROWS }, (_, i) => `春日新品${i + 1}号`)]);
    const created = (await fetch(`${first.url}/client/batch/create?name=scale.csv`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      body: sheet,
    }).then((r) => r.json())) as { data: { id: number } };
    const id = String(created.data.id);
    // The mapping on one api, preflight on the other: both read the one database.
    const mapped = await form('/client/batch/mapping', {
      batch_id: id,
      template_id: String(templateId),
      mapping: JSON.stringify({ 标题: 'mainLabel' }),
    });
    expect(mapped.code, mapped.message).toBe(200);
    expect((await form('/client/batch/preflight', { batch_id: id }, second)).code).toBe(200);

    const graphql = async <T>(query: string) => {
      const res = await fetch(`${bff.url}/graphql`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      const body = (await res.json()) as { data: T; errors?: { message: string }[] };
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return body.data;
    };
    await graphql(`mutation { startBatch(id: "${id}") { status } }`);
    const progress = () =>
      graphql<{ batch: { status: string; done: number; failed: number } }>(
        `{ batch(id: "${id}") { status done failed } }`,
      ).then((d) => d.batch);

    // A third of the way, one worker dies as in a crash: its rows are taken by the other. Asked
    // once a second: each question costs the bff, an api and the database a little CPU.
    let killed = false;
    let batch = await progress();
    while (batch.status !== 'FINISHED') {
      if (!killed && batch.done >= ROWS / 3) {
        workers[0]?.kill('SIGKILL');
        killed = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      batch = await progress();
    }
    expect(killed).toBe(true);
    expect(batch).toMatchObject({ done: ROWS, failed: 0 });

    const items = await db.query<{ row_no: number; design_id: number; object_key: string }>(
      `SELECT row_no, design_id, object_key FROM batch_items WHERE batch_id = $1 ORDER BY row_no`,
      [Number(id)],
    );
    expect(items).toHaveLength(ROWS);
    const designs = await db.query<{ template_id: string; n: number }>(
      `SELECT template_id, count(*)::int AS n FROM templates WHERE template_id LIKE $1
        GROUP BY template_id`,
      [`batch_${id}_%`],
    );
    // Exactly once: one design per row, each row's design its own.
    expect(designs).toHaveLength(ROWS);
    expect(designs.every((d) => d.n === 1)).toBe(true);
    expect(new Set(items.map((i) => i.design_id)).size).toBe(ROWS);
    const absent = items.filter((i) => !existsSync(join(dataDir, 'storage', i.object_key)));
    expect(absent.map((i) => i.row_no)).toEqual([]);
  });
});
