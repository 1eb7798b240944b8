import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TemplateDoc } from '@adstudio/render';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editedSample, insertSamplePoster } from '../designs/designs.fixtures.js';
import { ApiError } from '../http/errors.js';
import { postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { outputSweepDeps, sweepOutputs } from './outputs.sweep.js';
import { trackOutputs } from './outputs.track.js';

// Issue 29 item 9: rendered images have a life cycle. The clock is injected; nothing waits.
let api: TestApi;
let app: FastifyInstance;
let user: string;
let templateId: number;
let now = new Date('2026-12-01T08:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await startTestApi({ listen: false, clock: () => now });
  app = api.app;
  user = await loginAs(app, api.config, 'zhangwei');
  templateId = await insertSamplePoster(api.db);
});
afterAll(() => api.close());

/** Bytes of every file under the storage root and the preview documents. */
async function diskUse(dir = api.config.dataDir): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) total += await diskUse(path);
    else if (e.isFile() && !path.includes('pglite')) total += (await stat(path)).size;
  }
  return total;
}

const sweep = () => sweepOutputs(outputSweepDeps(app));

async function saveDesign(): Promise<{ id: number; path: string }> {
  const body = (
    await postForm(
      app,
      '/client/design/save',
      { templateId: String(templateId), synthetic: editedSample({}) },
      user,
    )
  ).json<Body<{ id: number; path: string }>>();
  expect(body.code, body.message).toBe(200);
  return body.data;
}

async function exportDesign(id: number, format: 'png' | 'jpeg') {
  const body = (
    await postForm(app, '/client/design/export', { id: String(id), format }, user)
  ).json<Body<{ url: string }>>();
  expect(body.code, body.message).toBe(200);
  return body.data.url;
}

describe('the render outputs sweep', () => {
  it('removes exports a day after they are made and keeps the design’s current image', async () => {
    await sweep();
    const design = await saveDesign();
    const baseline = await diskUse();
    const png = await exportDesign(design.id, 'png');
    const jpeg = await exportDesign(design.id, 'jpeg');
    expect(await diskUse()).toBeGreaterThan(baseline);

    now = new Date(now.getTime() + 23 * HOUR);
    // The design's own render left the ledger: a creation record shows it.
    expect(await sweep()).toMatchObject({ removed: 0, kept: 1 });
    expect((await app.inject({ url: png })).statusCode).toBe(200);

    now = new Date(now.getTime() + 2 * HOUR);
    const swept = await sweep();
    expect(swept).toMatchObject({ removed: 2, kept: 0 });
    expect(await diskUse()).toBe(baseline);
    expect((await app.inject({ url: png })).statusCode).toBe(404);
    expect((await app.inject({ url: jpeg })).statusCode).toBe(404);
    expect((await app.inject({ url: design.path })).statusCode).toBe(200);
  });

  // The engine's part is shown above; here a queue stands in for it, storing a real export's bytes
  // under the key the api gave the job, so a thousand exports take seconds, not minutes.
  function storingQueue(bytes: Buffer, after?: () => never) {
    const { storage } = app.deps;
    return trackOutputs(
      {
        async run(job) {
          const key = job.key ?? '';
          await storage.write(key, bytes, 'image/png');
          if (after) after();
          return { ok: true as const, key, url: storage.url(key), width: 64, height: 64 };
        },
        close: () => Promise.resolve(),
      },
      {
        db: api.db,
        clock: () => now,
        retention: { exportMinutes: 24 * 60, previewMinutes: 60, designMinutes: 60 },
      },
    );
  }

  it('soak: disk use after 1,000 exports returns to its baseline after the sweep', async () => {
    user = await loginAs(app, api.config, 'zhangwei');
    const design = await saveDesign();
    const png = await app.inject({ url: await exportDesign(design.id, 'png') });
    await sweep();
    now = new Date(now.getTime() + 25 * HOUR);
    await sweep();
    const baseline = await diskUse();

    const queue = storingQueue(png.rawPayload);
    const doc = JSON.parse(editedSample({})) as TemplateDoc;
    for (let i = 0; i < 1000; i += 1) {
      await queue.run({ userId: 1, kind: 'poster', doc, format: 'png', purpose: 'export' });
    }
    const soaked = await diskUse();
    expect(soaked - baseline).toBe(1000 * png.rawPayload.length);

    now = new Date(now.getTime() + 24 * HOUR + 1);
    expect(await sweep()).toMatchObject({ removed: 1000 });
    expect(await diskUse()).toBe(baseline);
    expect((await app.inject({ url: design.path })).statusCode).toBe(200);
  });

  it('removes the image of a render the api gave up on after it started', async () => {
    const baseline = await diskUse();
    // The worker stores the image after the api answered 作图超时 (BullMQ's wait timed out).
    const queue = storingQueue(Buffer.from('late image'), () => {
      throw new ApiError('renderTimeout');
    });
    const doc = JSON.parse(editedSample({})) as TemplateDoc;
    await expect(queue.run({ userId: 1, kind: 'poster', doc })).rejects.toThrow(ApiError);
    expect(await diskUse()).toBeGreaterThan(baseline);

    now = new Date(now.getTime() + 30 * 60_000);
    expect(await sweep()).toMatchObject({ removed: 0 });
    now = new Date(now.getTime() + 31 * 60_000);
    expect(await sweep()).toMatchObject({ removed: 1 });
    expect(await diskUse()).toBe(baseline);
  });

  it('removes a smart preview an hour after it was last drawn, its document too', async () => {
    const { previewsDir } = outputSweepDeps(app);
    const baseline = await diskUse();
    const hash = 'a'.repeat(32);
    await mkdir(previewsDir, { recursive: true });
    await writeFile(join(previewsDir, `${hash}.json`), '{}');
    // The document's age is its file's: written at the injected clock's time.
    await utimes(join(previewsDir, `${hash}.json`), now, now);
    const queue = storingQueue(Buffer.from('preview'));
    const doc = JSON.parse(editedSample({})) as TemplateDoc;
    const key = `user_upload/1/${hash}.jpg`;
    await queue.run({ userId: 1, kind: 'poster', doc, preview: { key, scale: 0.5 } });
    expect(await diskUse()).toBeGreaterThan(baseline);

    now = new Date(now.getTime() + 59 * 60_000);
    expect(await sweep()).toMatchObject({ removed: 0, previews: 0 });
    now = new Date(now.getTime() + 2 * 60_000);
    expect(await sweep()).toMatchObject({ removed: 1, previews: 1 });
    expect(await diskUse()).toBe(baseline);
  });
});
