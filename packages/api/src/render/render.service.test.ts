import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { startTestApi, type TestApi } from '../test/index.js';
import type { RenderOutcome } from './render.job.js';
import type { RenderQueue } from './render.queue.js';
import { renderTemplate, type RenderDeps } from './render.service.js';

const SAMPLE = JSON.parse(
  readFileSync(new URL('../../demo/templates/tpl_p_0231.json', import.meta.url), 'utf8'),
) as { synthetic: unknown };
const MATERIALS = JSON.stringify([{ synthetic: SAMPLE.synthetic, replaceObj: {} }]);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ listen: false });
}, 120_000);
afterAll(() => api.close());

const counts = async () =>
  (
    await api.db.query<{ designs: number; records: number }>(
      `SELECT (SELECT count(*)::int FROM templates WHERE owner_id IS NOT NULL) AS designs,
              (SELECT count(*)::int FROM creation_records) AS records`,
    )
  )[0];

describe(renderTemplate.name, () => {
  // Issue 29 item 5: 7 of 7 renders the bff had answered UPSTREAM_TIMEOUT were saved anyway.
  it('saves nothing and removes the image when the caller left while it was drawn', async () => {
    const left = new AbortController();
    let drawn: RenderOutcome | undefined;
    const queue: RenderQueue = {
      // The caller leaves (its connection closes) while the job runs; the job still finishes.
      run: async (job) => {
        left.abort();
        drawn = await api.app.deps.renderQueue.run(job);
        return drawn;
      },
      close: () => Promise.resolve(),
    };
    const deps: RenderDeps = { ...api.app.deps, renderQueue: queue };
    const before = await counts();

    const err = await renderTemplate(deps, 1, 'poster', MATERIALS, left.signal).catch(
      (e: unknown) => e,
    );

    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 400, message: '请求已取消，作品没有保存' });
    expect(await counts()).toEqual(before);
    if (!drawn?.ok) throw new Error('the job drew nothing');
    expect(await api.app.deps.storage.read(drawn.key, 1 << 30)).toBeUndefined();
  });

  it('saves the design when the caller is still there', async () => {
    const before = await counts();
    const stays = new AbortController();
    await renderTemplate(api.app.deps, 1, 'poster', MATERIALS, stays.signal);
    expect((await counts())?.designs).toBe((before?.designs ?? 0) + 1);
  });
});
