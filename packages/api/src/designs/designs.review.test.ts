import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, seedDemoTemplates, startTestApi, type TestApi } from '../test/index.js';
import { designerDoc } from './designs.fixtures.js';

// 餐饮美食 · 清新 · 门店海报 · 新品上市: no library poster carries all four (checked below), so the
// designer's template is the one precise match of this scenario.
const SCENARIO = [12001, 13104, 16402, 16502];

interface Submission {
  id: number;
  status: string;
  template_id: number | null;
  slots: { key: string; field: string; label: string; index: number; required: boolean }[];
  author: { name: string };
  width: number;
  height: number;
}
interface Smart {
  type: string;
  preciseIds: number[];
  templateLists: { id: number; name: string; match: { precise: boolean; reasons: string[] } }[];
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

const posterSmart = async () => {
  const res = await postForm(
    app,
    '/client/composeTemplate/getSmartProfile',
    {
      is_check: '0',
      tagId: JSON.stringify(SCENARIO),
      text: JSON.stringify({ mainLabel: '春季上新' }),
    },
    user,
  );
  const body = res.json<Body<Smart>>();
  expect(body.code, body.message).toBe(200);
  return body.data;
};

describe('a designer template through review into smart generation', () => {
  it('lists its slots for the reviewer and, once passed, is the precise pick of its scenario', async () => {
    // Before: no library poster matches every class of the scenario.
    expect((await posterSmart()).preciseIds).toEqual([]);

    const submitted = (
      await postForm(
        app,
        '/client/composeTemplate/addMaterial',
        {
          name: '夏日新品海报',
          category: '121',
          tags: JSON.stringify(SCENARIO),
          synthetic: JSON.stringify(designerDoc()),
        },
        designer,
      )
    ).json<Body<Submission>>();
    expect(submitted.code, submitted.message).toBe(200);

    const pending = (await getJson(app, '/admin/template/pending', {}, reviewer)).json<
      Body<{ lists: Submission[] }>
    >().data.lists;
    const mine = pending.find((s) => s.id === submitted.data.id);
    expect(mine).toMatchObject({ width: 750, height: 1334, author: { name: '李娜' } });
    expect(mine?.slots).toEqual([
      { key: 'label_0', field: 'mainLabel', label: '主标题', index: 0, required: true },
      { key: 'image_0', field: 'product', label: '商品图', index: 0, required: false },
    ]);

    const passed = (
      await postForm(
        app,
        '/admin/template/review',
        { id: String(submitted.data.id), status: 'pass' },
        reviewer,
      )
    ).json<Body<Submission>>();
    expect(passed.data.status).toBe('pass');

    // The same running api, no restart: the pool is read from the library on every request.
    const after = await posterSmart();
    expect(after.preciseIds).toEqual([passed.data.template_id]);
    const [first] = after.templateLists;
    expect(first).toMatchObject({ id: passed.data.template_id, name: '夏日新品海报' });
    expect(first?.match.precise).toBe(true);
    expect(first?.match.reasons[0]).toMatch(/^匹配：餐饮美食/u);
  });

  it('refuses a rejection without a reason and a second decision, in Chinese', async () => {
    const submitted = (
      await postForm(
        app,
        '/client/composeTemplate/addMaterial',
        { name: '待拒绝', category: '121', tags: '[12001]', synthetic: JSON.stringify(designerDoc()) },
        designer,
      )
    ).json<Body<Submission>>();
    const id = String(submitted.data.id);
    expectFailure(
      await postForm(app, '/admin/template/review', { id, status: 'reject' }, reviewer),
      400,
      '请选择或填写拒绝原因',
    );
    const rejected = (
      await postForm(
        app,
        '/admin/template/review',
        { id, status: 'reject', reason: '插槽标记不完整' },
        reviewer,
      )
    ).json<Body<Submission & { reason: string }>>();
    expect(rejected.data).toMatchObject({ status: 'reject', reason: '插槽标记不完整' });
    expectFailure(
      await postForm(app, '/admin/template/review', { id, status: 'pass' }, reviewer),
      409,
      '模板已被审核，请刷新后重试',
    );
  });
});
