// 批量生成 on the real api and PGlite: a sheet and its pictures, the mapping, preflight, the run
// on the render queue, progress, results and 只重试失败的行.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { buildMaterial } from '../test/factories.js';
import { jpegBytes } from '../test/images.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { springPoster } from './batch.poster.fixture.js';
import { csvOf, xlsxOf, zipOf } from './batch.fixtures.js';
import { BATCH_SMART_ROWS_MAX } from './batch.constants.js';
import { BatchRunner, runRow } from './batch.runner.js';

interface Info {
  id: number;
  status: string;
  total: number;
  done: number;
  failed: number;
  blocked: number;
  pending: number;
  queued: number;
  running: number;
  checked: boolean;
  images: string[];
  download_base: string;
  eta_seconds: number | null;
}
interface Report extends Info {
  rows: {
    row: number;
    blocked: boolean;
    problems: { kind: string; level: string; message: string; words?: string[] }[];
  }[];
}

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let token: string;
let other: string;
let templateId: number;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  ({ app, db } = api);
  token = await loginAs(app, api.config, 'zhangwei');
  other = await loginAs(app, api.config, 'lina');
  templateId = await springPoster(db, 'tpl_batch_test');
});
afterAll(() => api.close());

const upload = (url: string, payload: Buffer, bearer = token) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${bearer}` },
  });

async function created(name: string, bytes: Buffer) {
  const res = await upload(`/client/batch/create?name=${encodeURIComponent(name)}`, bytes);
  const body = res.json<Body<Info>>();
  expect(body.code, body.message).toBe(200);
  return body.data;
}

const counts = async () => {
  const [row] = await db.query<{ batches: number; items: number }>(
    `SELECT (SELECT count(*)::int FROM batches) AS batches,
            (SELECT count(*)::int FROM batch_items) AS items`,
  );
  return row;
};

async function finished(id: number) {
  for (;;) {
    const info = (await getJson(app, '/client/batch/info', { batch_id: String(id) }, token)).json<
      Body<Info>
    >().data;
    if (info.status === 'finished') return info;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The first render of a process starts its worker threads and loads the fonts.
describe('批量生成 from a sheet to the results', { timeout: 120_000 }, () => {
  it('maps, preflights (a banned word and a long title block their rows), runs, and downloads', async () => {
    const photo = await jpegBytes(400, 400);
    const sheet = await xlsxOf(
      ['门店', '标题', '商品图'],
      [
        ['北京店', '春日新品', 'a.jpg'],
        ['上海店', '全网最低价', 'photos/B.JPG'],
        ['广州店', '春日新品上市全场五折限时抢购火热进行中欢迎光临选购', 'a.jpg'],
        ['深圳店', '夏日特惠', 'missing.jpg'],
        ['杭州店', '秋季上新', ''],
      ],
    );
    const batch = await created('门店海报.xlsx', sheet);
    expect(batch).toMatchObject({ total: 5, status: 'draft', checked: false });

    const images = await upload(
      `/client/batch/images?batch_id=${batch.id}`,
      zipOf({ 'a.jpg': photo, 'photos/b.jpg': photo, '__MACOSX/._a.jpg': Buffer.from('x') }),
    );
    expect(images.json<Body<Info>>().data.images).toEqual(['a.jpg', 'b.jpg']);

    const badSlot = await postForm(
      app,
      '/client/batch/mapping',
      {
        batch_id: String(batch.id),
        template_id: String(templateId),
        mapping: JSON.stringify({ 标题: 'mainLabel', 门店: 'priceLabel' }),
      },
      token,
    );
    expectFailure(badSlot, 400, '「门店」列对应的位置「priceLabel」在这个模板里不存在，请重新选择');
    const mapping = { 标题: 'mainLabel', 门店: 'secondLabel', 商品图: 'product' };
    const mapped = await postForm(
      app,
      '/client/batch/mapping',
      {
        batch_id: String(batch.id),
        template_id: String(templateId),
        mapping: JSON.stringify(mapping),
      },
      token,
    );
    expect(mapped.json<Body>().code).toBe(200);

    const early = await postForm(app, '/client/batch/start', { batch_id: String(batch.id) }, token);
    expectFailure(early, 409, '请先做生成前检查，再开始生成');

    const report = (
      await postForm(app, '/client/batch/preflight', { batch_id: String(batch.id) }, token)
    ).json<Body<Report>>().data;
    const blocked = Object.fromEntries(
      report.rows.filter((r) => r.blocked).map((r) => [r.row, r.problems.map((p) => p.kind)]),
    );
    expect(blocked).toEqual({ 2: ['banned-word'], 3: ['text-too-long'], 4: ['image-missing'] });
    const banned = report.rows.find((r) => r.row === 2)?.problems[0];
    expect(banned?.words).toContain('全网最低价');
    expect(banned?.message).toMatch(/是禁用词/u);
    expect(report).toMatchObject({ blocked: 3, pending: 2, checked: true });

    const samples = (
      await getJson(app, '/client/batch/samples', { batch_id: String(batch.id) }, token)
    ).json<Body<{ row: number; synthetic: string | null; preview_url: string | null }[]>>().data;
    expect(samples.map((s) => s.row)).toEqual([1, 2, 3]);
    expect(samples[0]?.synthetic).toContain('春日新品');
    // The first rows drawn, not only filled: the preview URL answers a JPEG of the row.
    const drawn = await app.inject({ url: samples[0]?.preview_url ?? '' });
    expect([drawn.statusCode, (await sharp(drawn.rawPayload).metadata()).format]).toEqual([
      200,
      'jpeg',
    ]);

    const started = await postForm(
      app,
      '/client/batch/start',
      { batch_id: String(batch.id) },
      token,
    );
    expect(started.json<Body<Info>>().data.status).toBe('running');
    const done = await finished(batch.id);
    expect(done).toMatchObject({ total: 5, done: 2, failed: 0, blocked: 3, eta_seconds: 0 });
    // Its one entry in 创作记录 shows the first drawn row.
    const list = (await getJson(app, '/client/batch/list', {}, token)).json<
      Body<{ list: (Info & { cover_url: string | null })[] }>
    >().data.list;
    expect(list.find((b) => b.id === batch.id)?.cover_url).toMatch(/\.jpg/u);

    const items = (
      await getJson(app, '/client/batch/items', { batch_id: String(batch.id) }, token)
    ).json<Body<{ row: number; status: string; design_id: number | null; path: string | null }[]>>()
      .data;
    expect(items.map((i) => i.status)).toEqual(['done', 'blocked', 'blocked', 'blocked', 'done']);
    const design = items[0];
    const owned = await db.query<{ owner_id: number; template_id: string }>(
      'SELECT owner_id, template_id FROM templates WHERE id = $1',
      [design?.design_id ?? 0],
    );
    expect(owned[0]?.template_id).toBe(`batch_${batch.id}_1`);
    const image = await app.inject({ url: design?.path ?? '' });
    expect((await sharp(image.rawPayload).metadata()).width).toBe(750);

    const zip = await app.inject({ url: `${done.download_base}results.zip` });
    expect(zip.statusCode).toBe(200);
    const files = Object.keys(unzipSync(new Uint8Array(zip.rawPayload))).sort();
    expect(files).toEqual([
      '0001_春日海报_750x1334.jpg',
      '0005_春日海报_750x1334.jpg',
      'manifest.csv',
      'manifest.json',
    ]);
    const manifest = await app.inject({ url: `${done.download_base}manifest.json` });
    const rows = manifest.json<{ row: number; status: string; output_file: string }[]>();
    expect(rows.map((r) => r.status)).toEqual([
      '已完成',
      '检查未通过',
      '检查未通过',
      '检查未通过',
      '已完成',
    ]);
    const csv = await app.inject({ url: `${done.download_base}manifest.csv` });
    expect(csv.body).toMatch(
      /^\uFEFFrow,template,size,output_file,warnings,status\r\n1,春日海报,750x1334,/u,
    );
    const proof = await app.inject({ url: `${done.download_base}proof.png` });
    expect((await sharp(proof.rawPayload).metadata()).format).toBe('png');
    // A signature for another batch or user is not a link.
    const forged = done.download_base.replace(/[a-f0-9]{4}\/$/u, '0000/');
    expect((await app.inject({ url: `${forged}results.zip` })).statusCode).toBe(404);
  });

  it('re-runs the failed rows only, and a row delivered twice yields one design', async () => {
    const batch = await created('重试.csv', csvOf(['标题,商品图', '春日新品,', '夏日特惠,']));
    const id = String(batch.id);
    await postForm(
      app,
      '/client/batch/mapping',
      {
        batch_id: id,
        template_id: String(templateId),
        mapping: JSON.stringify({ 标题: 'mainLabel' }),
      },
      token,
    );
    await postForm(app, '/client/batch/preflight', { batch_id: id }, token);
    await postForm(app, '/client/batch/start', { batch_id: id }, token);
    await finished(batch.id);
    // Row 2 as if its render had failed; retry draws it again and leaves row 1 alone.
    await db.query(
      `UPDATE batch_items SET status = 'failed', design_id = NULL, error = '作图超时' WHERE batch_id = $1 AND row_no = 2`,
      [batch.id],
    );
    await db.query(`UPDATE batches SET status = 'finished' WHERE id = $1`, [batch.id]);
    const [before] = await db.query<{ path: string }>(
      'SELECT path FROM batch_items WHERE batch_id = $1 AND row_no = 1',
      [batch.id],
    );
    const retried = await postForm(app, '/client/batch/retry', { batch_id: id }, token);
    expect(retried.json<Body<Info>>().data).toMatchObject({ status: 'running', failed: 0 });
    const after = await finished(batch.id);
    expect(after).toMatchObject({ done: 2, failed: 0 });
    const [row1] = await db.query<{ path: string }>(
      'SELECT path FROM batch_items WHERE batch_id = $1 AND row_no = 1',
      [batch.id],
    );
    expect(row1?.path).toBe(before?.path);
    // The same row delivered again (a re-delivered queue job): nothing new is drawn or saved.
    const deps = {
      db,
      clock: () => new Date(),
      storage: app.deps.storage,
      renderQueue: app.deps.renderQueue,
    };
    await Promise.all([
      runRow(deps, { userId: 1, batchId: batch.id, rowNo: 2 }),
      runRow(deps, { userId: 1, batchId: batch.id, rowNo: 2 }),
    ]);
    const designs = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM templates WHERE template_id LIKE $1`,
      [`batch_${batch.id}_%`],
    );
    expect(designs[0]?.n).toBe(2);
    expectFailure(
      await postForm(app, '/client/batch/retry', { batch_id: id }, token),
      400,
      '没有失败的行需要重试',
    );
  });
});

describe('批量生成 images by a library search', () => {
  it('takes the first material a 搜索: cell finds, and blocks a keyword that finds none', async () => {
    // Two materials of one keyword: the more downloaded one is taken.
    const keyword = '批量咖啡杯';
    await buildMaterial(db, { title: `${keyword}（旧）`, download_count: 1 });
    const taken = await buildMaterial(db, { title: keyword, download_count: 9 });
    const batch = await created(
      '搜索.csv',
      csvOf(['标题,商品图', `春日新品,搜索:${keyword}`, '夏日特惠,搜索：没有这种图片zzqx']),
    );
    const id = String(batch.id);
    await postForm(
      app,
      '/client/batch/mapping',
      {
        batch_id: id,
        template_id: String(templateId),
        mapping: JSON.stringify({ 标题: 'mainLabel', 商品图: 'product' }),
      },
      token,
    );
    const report = (await postForm(app, '/client/batch/preflight', { batch_id: id }, token)).json<
      Body<Report>
    >().data;
    const missing = report.rows.find((r) => r.row === 2)?.problems[0];
    expect(missing).toMatchObject({ kind: 'image-missing', level: 'block' });
    expect(missing?.message).toMatch(/在素材库里没有找到图片/u);
    const samples = (await getJson(app, '/client/batch/samples', { batch_id: id }, token)).json<
      Body<{ synthetic: string | null }[]>
    >().data;
    expect(samples[0]?.synthetic).toContain(`material:${taken}`);
  });
});

describe('批量生成 after a restart', { timeout: 120_000 }, () => {
  it('goes on with the rows a stopped api left queued or drawing', async () => {
    const batch = await created('续跑.csv', csvOf(['标题', '春日新品', '夏日特惠']));
    const id = String(batch.id);
    await postForm(
      app,
      '/client/batch/mapping',
      {
        batch_id: id,
        template_id: String(templateId),
        mapping: JSON.stringify({ 标题: 'mainLabel' }),
      },
      token,
    );
    await postForm(app, '/client/batch/preflight', { batch_id: id }, token);
    // As a stopped api leaves them: the batch running, one row queued and one mid-draw.
    await db.query(`UPDATE batches SET status = 'running', started_at = now() WHERE id = $1`, [
      batch.id,
    ]);
    await db.query(
      `UPDATE batch_items SET status = CASE row_no WHEN 1 THEN 'queued' ELSE 'running' END WHERE batch_id = $1`,
      [batch.id],
    );
    const runner = new BatchRunner({
      db,
      clock: () => new Date(),
      storage: app.deps.storage,
      renderQueue: app.deps.renderQueue,
    });
    expect(await runner.resume()).toBe(2);
    expect(await finished(batch.id)).toMatchObject({ done: 2, failed: 0 });
    await runner.close();
  });
});

describe('批量生成 bad input: a clear Chinese message, nothing half-written', () => {
  it('refuses a 50 MB sheet, 100,000 rows, a formula cell and broken bytes, storing nothing', async () => {
    const before = await counts();
    const huge = await upload(
      '/client/batch/create?name=big.csv',
      Buffer.alloc(50 * 1024 * 1024, 0x61),
    );
    expectFailure(huge, 413, '表格文件不能超过 10MB，请拆分后分批上传');
    const rows = await upload(
      '/client/batch/create?name=rows.csv',
      csvOf(['标题', ...Array.from({ length: 100_000 }, (_, i) => `第${i}行`)]),
    );
    expectFailure(rows, 400, '表格最多5000行数据，请拆分后分批上传');
    const formula = await upload(
      '/client/batch/create?name=f.xlsx',
      await xlsxOf(['标题'], [[{ formula: 'CONCAT("a","b")' }]]),
    );
    expectFailure(formula, 400, 'A2 单元格是公式，请复制后“粘贴为数值”再上传');
    const broken = await upload(
      '/client/batch/create?name=x.xlsx',
      Buffer.from('PK\u0003\u0004garbage'),
    );
    expect(broken.json<Body>().code).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses a zip with ../ names or a bomb, keeping the batch as it was', async () => {
    const batch = await created('zip.csv', csvOf(['标题', '春日新品']));
    const evil = await upload(
      `/client/batch/images?batch_id=${batch.id}`,
      zipOf({ 'ok.jpg': await jpegBytes(), '../../evil.jpg': Buffer.from('x') }),
    );
    expectFailure(
      evil,
      400,
      '压缩包里的文件名不安全：../../evil.jpg（不能包含 ../，也不能以 / 开头）',
    );
    const bomb = await upload(
      `/client/batch/images?batch_id=${batch.id}`,
      zipOf({ 'bomb.jpg': Buffer.alloc(30 * 1024 * 1024) }),
    );
    expectFailure(bomb, 400, '压缩包里的「bomb.jpg」解压后过大，已拒绝（每张图片不超过 10MB）');
    const notImage = await upload(
      `/client/batch/images?batch_id=${batch.id}`,
      zipOf({ 'a.jpg': Buffer.from('not a jpeg') }),
    );
    expectFailure(notImage, 400, '压缩包里的「a.jpg」不是可用的 JPG 或 PNG 图片');
    const info = (
      await getJson(app, '/client/batch/info', { batch_id: String(batch.id) }, token)
    ).json<Body<Info>>().data;
    expect(info.images).toEqual([]);
  });

  it("refuses a column that does not exist, bad mapping JSON, and another user's batch", async () => {
    const batch = await created('m.csv', csvOf(['标题', '春日新品']));
    const form = (mapping: string, bearer = token) =>
      postForm(
        app,
        '/client/batch/mapping',
        { batch_id: String(batch.id), template_id: String(templateId), mapping },
        bearer,
      );
    expectFailure(await form('{"价格":"mainLabel"}'), 400, '表格里没有「价格」这一列');
    expectFailure(await form('[1,2]'), 400, 'mapping 格式不正确：应为 {"列名":"位置"} 的 JSON');
    expectFailure(await form('{"标题":""}'), 400, '请先选择模板，并把表格的列对应到模板的位置');
    expectFailure(await form('{"标题":"mainLabel"}', other), 404, '批量任务不存在');
    expectFailure(
      await getJson(app, '/client/batch/info', { batch_id: String(batch.id) }, other),
      404,
      '批量任务不存在',
    );
  });
});

interface SmartReport extends Report {
  mode: string;
  scenario: number[];
  template_id: number | null;
  templates: { row: number; template_id: number; template_name: string }[];
}

describe('批量生成 每行智能推荐: one ranked design per row', { timeout: 180_000 }, () => {
  const slotsOf = async (id: number) =>
    (await db.query<{ slots: string[] }>('SELECT slots FROM templates WHERE id = $1', [id]))[0]
      ?.slots ?? [];

  it('refuses a template and a scenario together, neither, and a field smart creation lacks', async () => {
    const batch = await created('场景.csv', csvOf(['标题', '春日新品']));
    const form = (fields: Record<string, string>) =>
      postForm(app, '/client/batch/mapping', { batch_id: String(batch.id), ...fields }, token);
    const mapping = JSON.stringify({ 标题: 'mainLabel' });
    expectFailure(
      await form({ template_id: String(templateId), tag_id: '[268]', mapping }),
      400,
      '模板和使用场景只能选一个：选模板则每行用同一个模板，选使用场景则每行智能推荐',
    );
    expectFailure(await form({ mapping }), 400, '请选择一个模板，或选择使用场景（每行智能推荐）');
    expectFailure(
      await form({ tag_id: '[268]', mapping: JSON.stringify({ 标题: 'priceLabel' }) }),
      400,
      '「标题」列对应的位置「priceLabel」不是智能推荐的文案或图片位置，请重新选择',
    );
    expectFailure(await form({ tag_id: '[999999]', mapping }), 400, '使用场景不存在：999999');
    // Preflight ranks every row in one request: a longer sheet is refused before it is checked.
    const long = await created(
      '长表.csv',
      csvOf(['标题', ...Array.from({ length: BATCH_SMART_ROWS_MAX + 1 }, (_, i) => `新品${i}`)]),
    );
    expectFailure(
      await postForm(
        app,
        '/client/batch/mapping',
        { batch_id: String(long.id), tag_id: '[268]', mapping },
        token,
      ),
      400,
      `每行智能推荐一次最多${BATCH_SMART_ROWS_MAX}行，这张表格有${BATCH_SMART_ROWS_MAX + 1}行；请拆分后分批生成，或选一个模板用于所有行`,
    );
    const fields = (await getJson(app, '/client/batch/smart-fields', {}, token)).json<
      Body<{ field: string; label: string; text: boolean }[]>
    >().data;
    expect(fields.map((f) => f.field)).toEqual([
      'mainLabel',
      'secondLabel',
      'thirdLabel',
      'role',
      'product',
      'logo',
      'code',
    ]);
  });

  it('ranks a template per row that holds its pictures, and each result names its template', async () => {
    // Beside 春日海报 (a person and a product), one poster without the person, one without the product.
    await springPoster(db, 'tpl_batch_product', '新品海报', ['role']);
    await springPoster(db, 'tpl_batch_person', '人物海报', ['product']);
    const photo = await jpegBytes(1500, 1500);
    const batch = await created(
      '智能推荐.csv',
      csvOf([
        '标题,副标题,商品图,人物图',
        '春日新品上市,全场八折,shoe.jpg,',
        '周末读书会,,,person.jpg',
        '夏日特惠,清凉一夏,,',
      ]),
    );
    const id = String(batch.id);
    await upload(
      `/client/batch/images?batch_id=${id}`,
      zipOf({ 'shoe.jpg': photo, 'person.jpg': photo }),
    );
    const mapped = await postForm(
      app,
      '/client/batch/mapping',
      {
        batch_id: id,
        tag_id: '[268]',
        is_check: '0',
        mapping: JSON.stringify({
          标题: 'mainLabel',
          副标题: 'secondLabel',
          商品图: 'product',
          人物图: 'role',
        }),
      },
      token,
    );
    const info = mapped.json<Body<SmartReport>>();
    expect(info.code, info.message).toBe(200);
    expect(info.data).toMatchObject({ mode: 'smart', scenario: [268], template_id: null });

    const report = (await postForm(app, '/client/batch/preflight', { batch_id: id }, token)).json<
      Body<SmartReport>
    >().data;
    expect(report.rows.filter((r) => r.blocked)).toEqual([]);
    expect(report.templates.map((t) => t.row)).toEqual([1, 2, 3]);
    const [shoe, person, plain] = report.templates;
    // Each row's template holds the row's picture: the product row a product slot, the person row
    // a role slot.
    expect(await slotsOf(shoe?.template_id ?? 0)).toContain('product');
    expect(await slotsOf(person?.template_id ?? 0)).toContain('role');
    expect(await slotsOf(shoe?.template_id ?? 0)).toContain('mainLabel');
    // Near-equal designs are shared out: three similar rows, three designs.
    expect(new Set(report.templates.map((t) => t.template_id)).size).toBe(3);
    expect(plain?.template_name).toBeTruthy();

    const samples = (await getJson(app, '/client/batch/samples', { batch_id: id }, token)).json<
      Body<{ row: number; template_id: number | null; template_name: string | null }[]>
    >().data;
    expect(samples.map((s) => s.template_id)).toEqual(report.templates.map((t) => t.template_id));

    await postForm(app, '/client/batch/start', { batch_id: id }, token);
    const done = await finished(batch.id);
    expect(done).toMatchObject({ total: 3, done: 3, failed: 0 });
    const items = (await getJson(app, '/client/batch/items', { batch_id: id }, token)).json<
      Body<{ row: number; template_id: number; template_name: string; design_id: number }[]>
    >().data;
    expect(items.map((i) => [i.row, i.template_id, i.template_name])).toEqual(
      report.templates.map((t) => [t.row, t.template_id, t.template_name]),
    );
    const manifest = (await app.inject({ url: `${done.download_base}manifest.json` })).json<
      { row: number; template: string; output_file: string }[]
    >();
    for (const [i, t] of report.templates.entries()) {
      expect(manifest[i]?.template).toBe(t.template_name);
      expect(manifest[i]?.output_file).toContain(`_${t.template_name}_`);
    }
  });
});
