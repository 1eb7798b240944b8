import type { TemplateDoc } from '@adstudio/render';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { expectFailure, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { editedSample, insertSamplePoster } from './designs.fixtures.js';

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let user: string;
let other: string;
let templateId: number;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  ({ app, db } = api);
  user = await loginAs(app, api.config, 'zhangwei');
  other = await loginAs(app, api.config, 'demo@xinghe-media.com');
  templateId = await insertSamplePoster(db);
});
afterAll(() => api.close());

interface Report {
  width: number;
  height: number;
  scale: number;
  family_changed: boolean;
  layout: string;
  layers: { layer_key: string; label: string; changes: string[]; message: string }[];
  overflows: { layer_key: string; label: string; message: string }[];
  lint: { layer_key: string | null; message: string }[];
  summary: string;
}
interface Resized {
  width: number;
  height: number;
  synthetic: string;
  report: Report;
}
interface Saved {
  width: number;
  height: number;
  report: Report;
  design: { id: number; name: string; path: string; owner_id: number; synthetic: string };
}

const docOf = (r: Resized) => JSON.parse(r.synthetic) as TemplateDoc;

const designCount = async () =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM templates WHERE owner_id IS NOT NULL',
    )
  )[0]!.n;

describe('POST /client/design/resize', () => {
  it('answers the design in each size asked with its fit report, and stores nothing', async () => {
    const before = await designCount();
    const res = await postForm(
      app,
      '/client/design/resize',
      { id: String(templateId), sizes: '1334x750, 1823x2578' },
      user,
    );
    const body = res.json<Body<Resized[]>>();
    expect(body.code, body.message).toBe(200);
    expect(body.data.map((r) => [r.width, r.height])).toEqual([
      [1334, 750],
      [1823, 2578],
    ]);
    const wide = body.data[0]!;
    expect(docOf(wide).renderConfig).toMatchObject({ width_g: 1334, height_g: 750 });
    expect(wide.report).toMatchObject({
      width: 1334,
      height: 750,
      family_changed: true,
      layout: 'pinned',
    });
    const code = wide.report.layers.find((l) => l.layer_key === 'code_0');
    expect(code?.label).toBe('二维码');
    expect(code?.message).toMatch(/^二维码：/u);
    // Scaled to 56 %, the notes' minimum of 18 px would be 10 px: the report says so.
    expect(wide.report.overflows).toContainEqual({
      layer_key: 'notesLabel_0',
      label: '备注',
      message: '「备注」最小字号缩到 10.1 px，低于可读的 12 px',
    });
    expect(wide.report.lint).toEqual([]);
    expect(wide.report.summary).toMatch(/^内容整体缩小到 56%；.*处文字放不下$/u);
    expect(await designCount()).toBe(before);
  });

  it("resizes the editor's unsaved document when it is sent", async () => {
    const synthetic = editedSample({ mainLabel_0: { text: '秋日限定' } });
    const res = await postForm(
      app,
      '/client/design/resize',
      { id: String(templateId), sizes: '900x383', synthetic },
      user,
    );
    const [resized] = res.json<Body<Resized[]>>().data;
    expect(docOf(resized!).renderConfig.materials.mainLabel_0).toMatchObject({ text: '秋日限定' });
    expect(resized!.report.overflows.length).toBeGreaterThan(0);
    expect(resized!.report.overflows[0]!.message).toMatch(/低于可读的 12 px|放不下/u);
  });

  it('refuses a size that is not one of the six, the size the design already has, and bad documents', async () => {
    expectFailure(
      await postForm(
        app,
        '/client/design/resize',
        { id: String(templateId), sizes: '800x600' },
        user,
      ),
      400,
      '不支持的尺寸：800x600（可选 900x383、1080x460、750x1334、1334x750、1823x2578、2578x1823）',
    );
    expectFailure(
      await postForm(
        app,
        '/client/design/resize',
        { id: String(templateId), sizes: '750x1334' },
        user,
      ),
      400,
      '作品已经是 750x1334，请选择其他尺寸',
    );
    expectFailure(
      await postForm(
        app,
        '/client/design/resize',
        { id: String(templateId), sizes: '99999999x1' },
        user,
      ),
      400,
      '不支持的尺寸：99999999x1（可选 900x383、1080x460、750x1334、1334x750、1823x2578、2578x1823）',
    );
    const broken = await postForm(
      app,
      '/client/design/resize',
      { id: String(templateId), sizes: '900x383', synthetic: '{"nope":' },
      user,
    );
    expect(broken.json<Body>()).toMatchObject({ code: 400 });
    expect(broken.statusCode).toBe(400);
  });

  it("does not resize another user's design", async () => {
    const mine = (
      await postForm(
        app,
        '/client/design/save',
        { templateId: String(templateId), synthetic: editedSample({}) },
        user,
      )
    ).json<Body<{ id: number }>>().data;
    const res = await postForm(
      app,
      '/client/design/resize',
      { id: String(mine.id), sizes: '900x383' },
      other,
    );
    expect(res.json<Body>().code).toBe(404);
  });
});

describe('POST /client/design/resize/save', () => {
  it('saves each accepted size as a new design, drawn at its size, and keeps the autosave of the one open', async () => {
    await postForm(
      app,
      '/client/design/draft',
      { templateId: String(templateId), synthetic: editedSample({}) },
      user,
    );
    const before = await designCount();
    const res = await postForm(
      app,
      '/client/design/resize/save',
      { id: String(templateId), sizes: '1334x750,1823x2578' },
      user,
    );
    const body = res.json<Body<Saved[]>>();
    expect(body.code, body.message).toBe(200);
    expect(body.data.map((s) => s.design.name)).toEqual([
      '春日新品海报 1334x750',
      '春日新品海报 1823x2578',
    ]);
    expect(await designCount()).toBe(before + 2);
    const image = await app.inject({ url: body.data[1]!.design.path });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1823, 2578]);
    const drafts = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM design_drafts WHERE template_id = $1',
      [templateId],
    );
    expect(drafts[0]!.n).toBe(1);
  });
});
