import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderQueue } from '../render/render.queue.js';
import { startTestApi, type TestApi } from '../test/index.js';
import { editedSample, insertSamplePoster } from './designs.fixtures.js';
import { saveDesign } from './designs.service.js';

let api: TestApi;
let templateId: number;
beforeAll(async () => {
  api = await startTestApi({ listen: false });
  templateId = await insertSamplePoster(api.db);
}, 120_000);
afterAll(() => api.close());

const designs = async () =>
  (
    await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM templates WHERE owner_id IS NOT NULL',
    )
  )[0]?.n;

describe(saveDesign.name, () => {
  // Issue 29 item 5: a save answered UPSTREAM_TIMEOUT must not appear in 我的作品 later.
  it('saves nothing when the caller left while the design was drawn', async () => {
    const left = new AbortController();
    const queue: RenderQueue = {
      run: (job) => {
        left.abort();
        return api.app.deps.renderQueue.run(job);
      },
      close: () => Promise.resolve(),
    };
    const before = await designs();
    const body = { templateId, synthetic: editedSample({}) };
    const err = await saveDesign({ ...api.app.deps, renderQueue: queue }, 1, body, left.signal)
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 400, message: '请求已取消，作品没有保存' });
    expect(await designs()).toBe(before);
  });
});
