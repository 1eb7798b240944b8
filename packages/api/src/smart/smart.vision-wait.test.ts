// 智能创作 clicked right after an upload (issue 27 item 1): the upload started vision on the picture,
// and generation waits for that analysis (VISION_IN_FLIGHT_WAIT_MS) instead of placing the person
// without a face after SMART_VISION_WAIT_MS. Here SMART_VISION_WAIT_MS is 1 ms, so any design placed
// without waiting says 图片还在识别中; a picture generation meets first still gets only that bound.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Body } from '../test/http.js';
import { loginAs, seedDemoTemplates, startTestApi, type TestApi } from '../test/index.js';
import { FACE_NOTES } from './smart.constants.js';

interface Smart {
  templateLists: { match: { reasons: string[]; images: { face_box?: unknown }[] } }[];
}

const ASTRONAUT = readFileSync(new URL('../../demo/photos/skimage-astronaut.jpg', import.meta.url));
const COPY = JSON.stringify({ mainLabel: '春日上新 限时八折' });

let api: TestApi;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  api = await startTestApi({ listen: false, env: { SMART_VISION_WAIT_MS: '1' } });
  app = api.app;
  await seedDemoTemplates(api.db);
  token = await loginAs(app, api.config, 'zhangwei');
  // Vision's models load with its first picture (seconds on a cold worker) and the library with the
  // first generation: both before the tests, which are about an analysis in flight, not a cold start.
  const facts = app.deps.imageFacts;
  while (facts && (await facts.factsOf(ASTRONAUT, 512, 512)) === 'pending');
  await smart('/api/v1/files/materials/skimage-astronaut.jpg');
}, 180_000);
afterAll(() => api.close());

/** A person photo no test has analysed: the astronaut at the right of a pale 1600×1000 ground. */
const freshPhoto = (ground: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: ground } })
    .composite([{ input: ASTRONAUT, left: 1088, top: 488 }])
    .jpeg()
    .toBuffer();

/** Upload as the browser does (grant, PUT, register): the picture's address. */
async function upload(bytes: Buffer): Promise<string> {
  const granted = await postForm(app, '/client/file/uploadGrant', { purpose: 'image' }, token);
  const { url, objectKey } = granted.json<Body<{ url: string; objectKey: string }>>().data;
  await app.inject({
    method: 'PUT',
    url,
    payload: bytes,
    headers: { 'content-type': 'image/jpeg' },
  });
  const res = await postForm(app, '/client/file/uploadFile', { path: objectKey }, token);
  return res.json<Body<{ filePath: string }>>().data.filePath;
}

async function smart(role: string) {
  const res = await postForm(
    app,
    '/client/composeTemplate/getSmartProfile',
    { is_check: '1', tagId: '[268]', text: COPY, role },
    token,
  );
  expect(res.statusCode).toBe(200);
  return res.json<Body<Smart>>().data.templateLists;
}

describe('getSmartProfile right after an upload', () => {
  it('waits for the analysis the upload started and places the person by the face', async () => {
    const role = await upload(await freshPhoto('#e8eef4'));
    // At once: the analysis the upload queued is still running.
    const designs = await smart(role);
    expect(designs).toHaveLength(9);
    for (const d of designs) {
      expect(d.match.reasons).not.toContain(FACE_NOTES.pending);
      expect(d.match.images[0]?.face_box).toBeDefined();
    }
  }, 60_000);

  it('waits for the analysis of a cut-out 一键抠图 just made', async () => {
    const photo = await upload(await freshPhoto('#eef4e8'));
    const cut = await app.inject({
      method: 'GET',
      url: `/api/v1/client/img/cutout?path=${encodeURIComponent(photo)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const role = cut.json<Body<{ res_parh: string }>>().data.res_parh;
    const designs = await smart(role);
    expect(designs).toHaveLength(9);
    for (const d of designs) {
      expect(d.match.reasons).not.toContain(FACE_NOTES.pending);
      expect(d.match.images[0]?.face_box).toBeDefined();
    }
  }, 60_000);

  it('goes on without facts it starts itself past SMART_VISION_WAIT_MS, and says so', async () => {
    // Written straight to storage: no upload started vision on it.
    const [user] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE name = '张伟'`);
    const key = `user_upload/${user?.id ?? 0}/${'a1'.padStart(32, '0')}.jpg`;
    await app.deps.storage.write(key, await freshPhoto('#f4f1ea'), 'image/jpeg');
    const designs = await smart(`/api/v1/files/${key}`);
    expect(designs).toHaveLength(9);
    for (const d of designs) expect(d.match.reasons).toContain(FACE_NOTES.pending);
  });
});
