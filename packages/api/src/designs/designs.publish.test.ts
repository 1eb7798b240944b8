import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, postForm, type Body } from '../test/http.js';
import {
  loginAs,
  samplePsd,
  seedDemoTemplates,
  startTestApi,
  type TestApi,
} from '../test/index.js';

// A PSD's layers are the designer's own uploads, which the renderer lets only their owner draw:
// passing review publishes those a passed template draws, and nothing else of the designer's.

// 餐饮美食 · 清新 · 门店海报 · 新品上市: no library template carries all four (designs.review.test),
// so the passed PSD is the precise pick of this scenario.
const SCENARIO = [12001, 13104, 16402, 16502];
// The sample PSD (psd.fixtures.ts): the figure's blue ellipse and the warm background's last rows.
const FIGURE = { x: 940, y: 260, rgb: [40, 90, 200] };
const BACKGROUND = { x: 500, y: 440, rgb: [177, 150, 115] };

interface Imported {
  template: { id: number; synthetic: string };
}
interface Submission {
  id: number;
  status: string;
  template_id: number | null;
}
interface Smart {
  preciseIds: number[];
  templateLists: { id: number; synthetic: string; previewUrl: string }[];
}

let api: TestApi;
let app: FastifyInstance;
let designer: string;
let reviewer: string;
let user: string;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  app = api.app;
  await seedDemoTemplates(api.db);
  designer = await loginAs(app, api.config, 'lina');
  reviewer = await loginAs(app, api.config, 'wangfang');
  user = await loginAs(app, api.config, 'zhangwei');
}, 120_000);
afterAll(() => api.close());

const BOUNDARY = '----psd-publish-test';
async function importPsd(): Promise<Imported['template']> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/client/composeTemplate/importPsd',
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="夏日海报.psd"\r\n` +
          'Content-Type: image/vnd.adobe.photoshop\r\n\r\n',
      ),
      samplePsd(),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${designer}`,
    },
  });
  const body = res.json<Body<Imported>>();
  expect(body.code, body.message).toBe(200);
  return body.data.template;
}

async function submit(synthetic: string, name: string) {
  const body = (
    await postForm(
      app,
      '/client/composeTemplate/addMaterial',
      { name, category: '121', tags: JSON.stringify(SCENARIO), synthetic },
      designer,
    )
  ).json<Body<Submission>>();
  expect(body.code, body.message).toBe(200);
  return body.data;
}

async function review(id: number, status: 'pass' | 'reject') {
  const fields = {
    id: String(id),
    status,
    ...(status === 'reject' ? { reason: '图片不清晰' } : {}),
  };
  const body = (await postForm(app, '/admin/template/review', fields, reviewer)).json<
    Body<Submission>
  >();
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/** The user's render of a document through the spec's render route, as the web sends it. */
const renderAsUser = (synthetic: string) =>
  postForm(
    app,
    '/render/renderClient',
    { materials: JSON.stringify([{ synthetic, replaceObj: {} }]) },
    user,
  );

async function expectPictures(image: Buffer, scale: number) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const { x, y, rgb } of [FIGURE, BACKGROUND]) {
    const at = (Math.round(y * scale) * info.width + Math.round(x * scale)) * info.channels;
    const got = [...data.subarray(at, at + 3)];
    for (const [i, c] of rgb.entries()) expect(Math.abs((got[i] ?? 0) - c)).toBeLessThan(12);
  }
}

const textures = (synthetic: string) =>
  Object.values(
    (JSON.parse(synthetic) as { renderConfig: { materials: Record<string, { texture?: string }> } })
      .renderConfig.materials,
  ).flatMap((l) => (l.texture ? [l.texture] : []));

const refusal = (ref = '') => `图片地址不可用：${ref}（只能使用素材库、本人上传和模板自带的图片）`;

describe("passing a PSD-imported template publishes the designer's pictures it draws", () => {
  it("keeps private a designer's upload that no passed template draws (one imported, one rejected)", async () => {
    const draft = await importPsd();
    const rejected = await importPsd();
    expect(
      (await review((await submit(rejected.synthetic, '未通过的海报')).id, 'reject')).status,
    ).toBe('reject');
    for (const doc of [draft, rejected]) {
      const [texture] = textures(doc.synthetic);
      expect(texture).toMatch(/^\/api\/v1\/files\/user_upload\/2\//u);
      expectFailure(await renderAsUser(doc.synthetic), 400, refusal(texture));
    }
  });

  it("lets a user render it and smart generation draw it, the designer's pictures included", async () => {
    const imported = await importPsd();
    // Before review the PSD's layers are the designer's alone: the user's render refuses them.
    const [first] = textures(imported.synthetic);
    expectFailure(await renderAsUser(imported.synthetic), 400, refusal(first));

    const passed = await review((await submit(imported.synthetic, '夏日海报')).id, 'pass');
    expect(passed.status).toBe('pass');

    const rendered = (await renderAsUser(imported.synthetic)).json<Body<{ path: string }[]>>();
    expect(rendered.code, rendered.message).toBe(200);
    const design = await app.inject({ url: rendered.data[0]?.path ?? '' });
    expect((await sharp(design.rawPayload).metadata()).width).toBe(1080);
    await expectPictures(design.rawPayload, 1);

    const smart = (
      await postForm(
        app,
        '/client/composeTemplate/getSmartProfile',
        {
          is_check: '0',
          tagId: JSON.stringify(SCENARIO),
          text: JSON.stringify({ mainLabel: '春季上新' }),
        },
        user,
      )
    ).json<Body<Smart>>();
    expect(smart.code, smart.message).toBe(200);
    expect(smart.data.preciseIds).toEqual([passed.template_id]);
    const [pick] = smart.data.templateLists;
    expect(pick?.id).toBe(passed.template_id);
    // Its filled preview is the user's render of the template: 600 px wide.
    const preview = await app.inject({ url: pick?.previewUrl ?? '' });
    expect(preview.statusCode).toBe(200);
    await expectPictures(preview.rawPayload, 600 / 1080);
  });
});
