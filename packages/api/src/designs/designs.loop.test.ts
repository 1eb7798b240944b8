// The designer's loop (issue 32 item 9): name, category and tags required; the lint blocks 提交审核
// (a title slot 206 px off the canvas once passed review and clipped users' copy); 我的模板 shows
// 待审核 / 已通过 / 未通过 with the reviewer's reason; a rejected template is sent again; the
// reviewer sees the same lint.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { designerDoc } from './designs.fixtures.js';

interface Submission {
  id: number;
  name: string;
  status: string;
  reason: string | null;
  lint: { layer_key: string | null; message: string }[];
}

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let designer: string;
let admin: string;
let reviewer: string;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  ({ app, db } = api);
  designer = await loginAs(app, api.config, 'lina');
  admin = await loginAs(app, api.config, 'admin');
  reviewer = await loginAs(app, api.config, 'wangfang');
}, 120_000);
afterAll(() => api.close());

const submissions = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM template_submissions'))[0]!.n;

function docWith(change: (m: ReturnType<typeof designerDoc>['renderConfig']['materials']) => void) {
  const doc = designerDoc();
  change(doc.renderConfig.materials);
  return JSON.stringify(doc);
}

const submit = (fields: Record<string, string>, token = designer) =>
  postForm(
    app,
    '/client/composeTemplate/addMaterial',
    {
      name: '夏日新品海报',
      category: '121',
      tags: '[12001]',
      synthetic: JSON.stringify(designerDoc()),
      ...fields,
    },
    token,
  );

const mine = async (token = designer) => {
  const body = (await getJson(app, '/client/composeTemplate/mine', {}, token)).json<
    Body<{ lists: Submission[]; total: number }>
  >();
  expect(body.code, body.message).toBe(200);
  return body.data;
};

describe('POST /client/composeTemplate/addMaterial (the designer loop)', () => {
  it('requires a name and at least one tag, and stores nothing without them', async () => {
    const before = await submissions();
    expectFailure(await submit({ name: '   ' }), 400, '请填写模板名称');
    expectFailure(await submit({ tags: '[]' }), 400, '请至少选择一个标签');
    expectFailure(await submit({ tags: '' }), 400, '请至少选择一个标签');
    expect(await submissions()).toBe(before);
  });

  it('refuses a title slot 206 px off the canvas before review, naming it', async () => {
    const before = await submissions();
    const res = await submit({
      synthetic: docWith((m) => {
        // The title's box is 600 wide, centred: at x 656 its right edge is 206 px past 750.
        m.label_0.pos = [656, 200];
      }),
    });
    const body = res.json<Body<{ issues: { layerKey: string; message: string }[] }>>();
    expect(body.code).toBe(400);
    expect(body.message).toBe('模板检查未通过：插槽 label_0 超出画布 206 px');
    expect(body.data.issues).toEqual([
      { layerKey: 'label_0', message: '插槽 label_0 超出画布 206 px' },
    ]);
    expect(await submissions()).toBe(before);
  });
});

describe('GET /client/composeTemplate/mine and resubmitting', () => {
  it('lists my templates with 待审核 / 未通过 and the reason, and sends a rejected one again', async () => {
    const first = (await submit({ name: '我的第一张' })).json<Body<Submission>>().data;
    expect(first).toMatchObject({ status: 'pending', reason: null, lint: [] });
    // Another designer's (an admin's) templates are not in my list.
    await submit({ name: '别人的模板' }, admin);

    let list = await mine();
    expect(list.lists.map((s) => [s.name, s.status])).toEqual([['我的第一张', 'pending']]);

    // Sending a pending one again is refused: only a rejected one goes back to the queue.
    expectFailure(await submit({ id: String(first.id) }), 409, '只有未通过的模板可以重新提交');

    const rejected = await postForm(
      app,
      '/admin/template/review',
      { id: String(first.id), status: 'reject', reason: '标题太靠边' },
      reviewer,
    );
    expect(rejected.json<Body<Submission>>().data).toMatchObject({
      status: 'reject',
      reason: '标题太靠边',
    });
    list = await mine();
    expect(list.lists[0]).toMatchObject({ id: first.id, status: 'reject', reason: '标题太靠边' });

    // Someone else cannot send my template again.
    expectFailure(await submit({ id: String(first.id) }, admin), 403, '只能修改自己提交的模板');

    // 重新编辑 opens the rejected template's document in the editor; it is mine only.
    const detail = (
      await getJson(app, '/client/composeTemplate/mine/detail', { id: String(first.id) }, designer)
    ).json<Body<Submission & { synthetic: string }>>().data;
    expect(detail).toMatchObject({ id: first.id, status: 'reject', reason: '标题太靠边' });
    expect(JSON.parse(detail.synthetic)).toMatchObject({
      renderConfig: { materials: { label_0: designerDoc().renderConfig.materials.label_0 } },
    });
    expectFailure(
      await getJson(app, '/client/composeTemplate/mine/detail', { id: String(first.id) }, admin),
      403,
      '只能修改自己提交的模板',
    );
    expectFailure(
      await getJson(app, '/client/composeTemplate/mine/detail', { id: '999999' }, designer),
      404,
      '待审核模板不存在',
    );

    const again = (
      await submit({
        id: String(first.id),
        name: '我的第一张（改）',
        synthetic: docWith((m) => (m.label_0.pos = [375, 260])),
      })
    ).json<Body<Submission>>();
    expect(again.code, again.message).toBe(200);
    expect(again.data).toMatchObject({
      id: first.id,
      name: '我的第一张（改）',
      status: 'pending',
      reason: null,
    });
    list = await mine();
    expect(list.total).toBe(1);
    expect(list.lists[0]).toMatchObject({ status: 'pending', reason: null });
  });

  it('shows the reviewer the same lint result the designer met', async () => {
    await submit({ name: '待审核的模板' });
    const pending = (await getJson(app, '/admin/template/pending', {}, reviewer)).json<
      Body<{ lists: Submission[] }>
    >().data;
    expect(pending.lists.length).toBeGreaterThan(0);
    for (const s of pending.lists) expect(s.lint).toEqual([]);
  });

  it('is for designers only', async () => {
    const user = await loginAs(app, api.config, 'zhangwei');
    const res = await getJson(app, '/client/composeTemplate/mine', {}, user);
    expect(res.json<Body>().code).toBe(403);
  });
});
