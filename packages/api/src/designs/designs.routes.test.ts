import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { editedSample, insertSamplePoster, SAMPLE } from './designs.fixtures.js';

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let user: string;
let other: string;
let designer: string;
let reviewer: string;
let templateId: number;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  ({ app, db } = api);
  user = await loginAs(app, api.config, 'zhangwei');
  other = await loginAs(app, api.config, 'demo@xinghe-media.com');
  designer = await loginAs(app, api.config, 'lina');
  reviewer = await loginAs(app, api.config, 'wangfang');
  templateId = await insertSamplePoster(db);
});
afterAll(() => api.close());

interface Design {
  id: number;
  name: string;
  path: string;
  owner_id: number | null;
  synthetic: string;
}

const counts = async () =>
  (
    await db.query<{ designs: number; records: number; drafts: number; submissions: number }>(
      `SELECT (SELECT count(*)::int FROM templates WHERE owner_id IS NOT NULL) AS designs,
              (SELECT count(*)::int FROM creation_records) AS records,
              (SELECT count(*)::int FROM design_drafts) AS drafts,
              (SELECT count(*)::int FROM template_submissions) AS submissions`,
    )
  )[0];

const textOf = (d: Design, key: string) =>
  (JSON.parse(d.synthetic) as typeof SAMPLE.synthetic).renderConfig.materials[key]?.text;

async function save(fields: Record<string, string>, token = user) {
  const body = (await postForm(app, '/client/design/save', fields, token)).json<Body<Design>>();
  expect(body.code, body.message).toBe(200);
  return body.data;
}

describe('POST /client/design/save', () => {
  it('saves a new design from a template, drawn by the server and shown in the history', async () => {
    const design = await save({
      templateId: String(templateId),
      synthetic: editedSample({ mainLabel_0: { text: '夏日特饮' } }),
    });
    expect(design).toMatchObject({ name: '春日新品海报', owner_id: 1 });
    expect(textOf(design, 'mainLabel_0')).toBe('夏日特饮');
    const image = await app.inject({ url: design.path });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 750, 1334]);

    const history = (await postForm(app, '/client/getModelCreateRecord', {}, user)).json<
      Body<{ historyLists: { path: string; template_id: number }[]; total: number }>
    >().data;
    expect(history.historyLists[0]).toMatchObject({ path: design.path, template_id: design.id });
    const records = (await getJson(app, '/client/template/designRecords', {}, user)).json<
      Body<{ templateList: { id: number; path: string }[] }>
    >().data;
    expect(records.templateList[0]).toMatchObject({ id: design.id, path: design.path });
  });

  it('updates my design in place: one design, one record, the new text and image', async () => {
    const first = await save({ templateId: String(templateId), synthetic: editedSample({}) });
    const before = await counts();
    const second = await save({
      id: String(first.id),
      name: '改过的海报',
      synthetic: editedSample({ mainLabel_1: { text: '第二版' } }),
    });
    expect(second).toMatchObject({ id: first.id, name: '改过的海报' });
    expect(second.path).not.toBe(first.path);
    expect(textOf(second, 'mainLabel_1')).toBe('第二版');
    expect(await counts()).toEqual(before);
    const [record] = await db.query<{ path: string }>(
      'SELECT path FROM creation_records WHERE template_id = $1',
      [first.id],
    );
    expect(record?.path).toBe(second.path);
  });

  it("refuses a save over another user's design and changes nothing", async () => {
    const mine = await save({ templateId: String(templateId), synthetic: editedSample({}) });
    const before = await counts();
    const res = await postForm(
      app,
      '/client/design/save',
      { id: String(mine.id), synthetic: editedSample({ mainLabel_0: { text: '别人的' } }) },
      other,
    );
    expectFailure(res, 403, '只能保存自己的作品');
    expect(await counts()).toEqual(before);
    const [row] = await db.query<{ synthetic: string }>(
      'SELECT synthetic FROM templates WHERE id = $1',
      [mine.id],
    );
    expect(row?.synthetic).toBe(mine.synthetic);
  });

  it('answers bad documents with a Chinese 400 and writes nothing', async () => {
    const before = await counts();
    const post = (synthetic: string, extra: Record<string, string> = {}) =>
      postForm(
        app,
        '/client/design/save',
        { templateId: String(templateId), synthetic, ...extra },
        user,
      );
    expectFailure(await post('{not json'), 400, '模板无法使用：synthetic 不是合法的 JSON');
    const schema = (await post(JSON.stringify({ schemaVersion: 2 }))).json<Body>();
    expect([schema.code, schema.message.startsWith('模板无法使用：')]).toEqual([400, true]);
    const font = await post(editedSample({ mainLabel_0: { fontFamily: 'Comic Sans MS' } }));
    expect(font.json<Body>()).toMatchObject({
      code: 400,
      message: '模板检查未通过：字体 Comic Sans MS 不在授权字体库中',
    });
    const image = await post(
      editedSample({ role_0: { texture: 'http://169.254.169.254/latest' } }),
    );
    expect(image.json<Body>()).toMatchObject({ code: 400 });
    expect(image.json<Body>().message).toContain('图片地址不可用');
    expectFailure(
      await postForm(app, '/client/design/save', { synthetic: editedSample({}) }, user),
      400,
      '没有模板信息',
    );
    expectFailure(
      await postForm(
        app,
        '/client/design/save',
        { templateId: '99999999', synthetic: editedSample({}) },
        user,
      ),
      404,
      '模板不存在',
    );
    expect(await counts()).toEqual(before);
  });
});

describe('POST /client/design/draft and GET /client/design/info', () => {
  it('keeps the latest autosave, gives it back on open, and drops it once saved', async () => {
    const draft = (synthetic: string) =>
      postForm(app, '/client/design/draft', { templateId: String(templateId), synthetic }, user);
    expect((await draft(editedSample({ mainLabel_0: { text: '草稿一' } }))).json<Body>().code).toBe(
      200,
    );
    expect((await draft(editedSample({ mainLabel_0: { text: '草稿二' } }))).json<Body>().code).toBe(
      200,
    );
    const info = (
      await getJson(app, '/client/design/info', { templateId: String(templateId) }, user)
    ).json<Body<{ design: Design; draft: { synthetic: string } | null }>>().data;
    expect(info.design.id).toBe(templateId);
    expect(
      (JSON.parse(info.draft?.synthetic ?? '{}') as typeof SAMPLE.synthetic).renderConfig.materials
        .mainLabel_0?.text,
    ).toBe('草稿二');
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM design_drafts WHERE user_id = 1 AND template_id = $1',
      [templateId],
    );
    expect(n).toBe(1);

    await save({ templateId: String(templateId), synthetic: info.draft?.synthetic ?? '' });
    const reopened = (
      await getJson(app, '/client/design/info', { templateId: String(templateId) }, user)
    ).json<Body<{ draft: unknown }>>().data;
    expect(reopened.draft).toBeNull();
  });

  it("does not open another user's design and refuses a broken draft", async () => {
    const mine = await save({ templateId: String(templateId), synthetic: editedSample({}) });
    expectFailure(
      await getJson(app, '/client/design/info', { id: String(mine.id) }, other),
      404,
      '模板不存在',
    );
    expectFailure(await getJson(app, '/client/design/info', {}, user), 400, '没有模板信息');
    const broken = await postForm(
      app,
      '/client/design/draft',
      { id: String(mine.id), synthetic: '[]' },
      user,
    );
    expect(broken.json<Body>()).toMatchObject({ code: 400 });
  });
});

describe('POST /client/design/export', () => {
  it('exports PNG, JPEG and PDF from the server renderer and records each download', async () => {
    const design = await save({ templateId: String(templateId), synthetic: editedSample({}) });
    const formats: Record<string, string> = {};
    for (const format of ['png', 'jpeg', 'pdf']) {
      const body = (
        await postForm(app, '/client/design/export', { id: String(design.id), format }, user)
      ).json<Body<{ url: string; downloads: number; width: number }>>();
      expect(body.code, body.message).toBe(200);
      expect(body.data.width).toBe(750);
      formats[format] = body.data.url;
    }
    const png = await app.inject({ url: formats.png });
    expect((await sharp(png.rawPayload).metadata()).format).toBe('png');
    const jpeg = await app.inject({ url: formats.jpeg });
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    const pdf = Buffer.from(formats.pdf?.split(',')[1] ?? '', 'base64');
    expect(formats.pdf?.startsWith('data:application/pdf;base64,')).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const downloads = (await getJson(app, '/client/get_downloadTemplateLists', {}, user)).json<
      Body<{ total: number; lists: { template: { id: number } }[] }>
    >().data;
    expect(downloads.lists.slice(0, 3).map((d) => d.template.id)).toEqual([
      design.id,
      design.id,
      design.id,
    ]);
    expectFailure(
      await postForm(app, '/client/design/export', { id: String(design.id), format: 'png' }, other),
      404,
      '模板不存在',
    );
  });
});

describe('POST /client/composeTemplate/addMaterial and POST /admin/template/review', () => {
  const submit = (fields: Record<string, string>, token = designer) =>
    postForm(
      app,
      '/client/composeTemplate/addMaterial',
      { name: '设计师海报', category: '121', tags: '[12001,13104]', ...fields },
      token,
    );

  it('refuses a plain user and a template that fails the lint, with its Chinese reasons', async () => {
    const before = await counts();
    expectFailure(await submit({ synthetic: editedSample({}) }, user), 403, '没有权限执行此操作');
    const overlap = await submit({
      synthetic: editedSample({
        mainLabel_1: { pos: SAMPLE.synthetic.renderConfig.materials.mainLabel_0?.pos },
      }),
    });
    expect(overlap.json<Body>()).toMatchObject({ code: 400 });
    expect(overlap.json<Body>().message).toMatch(/^模板检查未通过：.*重叠/);
    expectFailure(
      await submit({ synthetic: editedSample({}), tags: '[12001,999999]' }),
      400,
      '标签不存在：999999',
    );
    expect(await counts()).toEqual(before);
  });

  it('keeps a submission out of the library until a reviewer passes it', async () => {
    const submitted = await submit({
      synthetic: editedSample({ mainLabel_0: { text: '设计师新作' } }),
    });
    const body = submitted.json<Body<{ id: number; status: string; tag_ids: number[] }>>();
    expect(body.code, body.message).toBe(200);
    expect(body.data).toMatchObject({ status: 'pending', tag_ids: [12001, 13104] });
    const id = String(body.data.id);
    const library = async () =>
      (await db.query('SELECT 1 FROM templates WHERE template_id = $1', [`tpl_d_${id}`])).length;
    expect(await library()).toBe(0);

    expectFailure(
      await postForm(app, '/admin/template/review', { id, status: 'pass' }, designer),
      403,
      '没有权限执行此操作',
    );
    const pending = (await getJson(app, '/admin/template/pending', {}, reviewer)).json<
      Body<{ lists: { id: number }[] }>
    >().data;
    expect(pending.lists.map((s) => s.id)).toContain(body.data.id);
    expectFailure(
      await postForm(app, '/admin/template/review', { id, status: 'reject' }, reviewer),
      400,
      '请选择或填写拒绝原因',
    );

    const passed = (
      await postForm(app, '/admin/template/review', { id, status: 'pass' }, reviewer)
    ).json<Body<{ status: string; template_id: number }>>();
    expect(passed.data.status).toBe('pass');
    const [notice] = await db.query<{ title: string }>(
      'SELECT title FROM messages WHERE user_id = (SELECT author_id FROM template_submissions WHERE id = $1)',
      [body.data.id],
    );
    expect(notice?.title).toBe('模板审核通过');
    const centre = (
      await getJson(app, '/client/template', { tags: '12001', sort: 'fresh', page_size: '100' })
    ).json<Body<{ templateList: { id: number; name: string }[] }>>().data;
    expect(centre.templateList.find((t) => t.id === passed.data.template_id)?.name).toBe(
      '设计师海报',
    );
    expectFailure(
      await postForm(
        app,
        '/admin/template/review',
        { id, status: 'reject', reason: '重复' },
        reviewer,
      ),
      409,
      '模板已被审核，请刷新后重试',
    );
  });
});

describe("POST /client/composeTemplate/addMaterial with the spec's data payload", () => {
  const submitData = (data: unknown, extra: Record<string, string> = {}) =>
    postForm(
      app,
      '/client/composeTemplate/addMaterial',
      { data: JSON.stringify(data), ...extra },
      designer,
    );

  it('takes name, document, category and tags as one JSON object, the document as object or text', async () => {
    const document = JSON.parse(editedSample({ mainLabel_0: { text: '数据提交' } })) as unknown;
    for (const synthetic of [document, JSON.stringify(document)]) {
      const res = await submitData({ name: '数据提交', synthetic, category: 121, tags: [12001] });
      const body = res.json<Body<{ name: string; status: string; tag_ids: number[] }>>();
      expect(body.code, body.message).toBe(200);
      expect(body.data).toMatchObject({ name: '数据提交', status: 'pending', tag_ids: [12001] });
    }
  });

  it('names the field at fault, and refuses form fields beside data', async () => {
    const synthetic = editedSample({});
    expectFailure(
      await submitData({ name: '错分类', synthetic, category: 7 }),
      400,
      '请求参数不正确：category',
    );
    expectFailure(
      await postForm(app, '/client/composeTemplate/addMaterial', { data: '{bad' }, designer),
      400,
      '请求参数不正确：data',
    );
    expectFailure(
      await submitData({ name: '两份', synthetic, category: 121 }, { name: '另一份' }),
      400,
      '请求参数不正确：name',
    );
    expectFailure(
      await postForm(
        app,
        '/client/composeTemplate/addMaterial',
        { name: '缺文档', category: '121' },
        designer,
      ),
      400,
      '请求参数不正确：synthetic',
    );
  });
});

describe('GET /client/design/fonts and the template art', () => {
  it('lists the font files the server draws with and serves them and the asset:// art', async () => {
    const fonts = (await getJson(app, '/client/design/fonts')).json<
      Body<{ family: string; url: string }[]>
    >().data;
    expect(new Set(fonts.map((f) => f.family))).toContain('smiley-sans');
    const smiley = fonts.find((f) => f.family === 'smiley-sans');
    const file = await app.inject({ url: smiley?.url ?? '' });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'font/woff2']);
    const art = await app.inject({ url: '/api/v1/files/template-assets/bg/cream-paper-01.jpg' });
    expect([art.statusCode, art.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const outside = await app.inject({ url: '/api/v1/files/template-assets/../CREDITS.md' });
    expect(outside.statusCode).not.toBe(200);
    expectFailure(
      await app.inject({ url: `/api/v1/files/fonts/${'0'.repeat(24)}.ttf` }),
      404,
      '文件不存在',
    );
  });
});
