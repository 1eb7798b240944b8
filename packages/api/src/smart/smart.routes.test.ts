import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, postForm, type Body } from '../test/http.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO_TEMPLATES_DIR,
  loginAs,
  seedDemoTemplates,
  startTestApi,
  type TestApi,
} from '../test/index.js';
import { readTemplateDoc, templateWriteOf } from '../templates/templates.document.js';
import { upsertTemplate } from '../templates/templates.repo.js';

interface Smart {
  type: string;
  originTemplateIds: number[];
  preciseIds: number[];
  templateLists: {
    id: number;
    layout_family: string;
    synthetic: string;
    replaceObj: Record<string, unknown>;
    match: {
      score: number;
      precise: boolean;
      reasons: string[];
      warnings: string[];
      shorten: { field: string; maxChars: number }[];
    };
    path: string;
    previewUrl: string;
  }[];
  excluded: { reason: string; count: number; message: string }[];
}

const PERSON = '/api/v1/files/materials/skimage-astronaut.jpg';
const COPY = JSON.stringify({
  mainLabel: '春日上新 限时八折',
  secondLabel: '到店即送咖啡一杯',
  thirdLabel: '全场包邮',
});

let api: TestApi;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  app = api.app;
  await seedDemoTemplates(api.db);
  token = await loginAs(app, api.config, 'zhangwei');
}, 120_000);
afterAll(() => api.close());

const smart = (fields: Record<string, string>, bearer: string | undefined = token) =>
  postForm(app, '/client/composeTemplate/getSmartProfile', { is_check: '1', ...fields }, bearer);
const dataOf = async (fields: Record<string, string>) => {
  const res = await smart(fields);
  expect(res.statusCode).toBe(200);
  return res.json<Body<Smart>>().data;
};

describe('POST /client/composeTemplate/getSmartProfile', () => {
  it('needs login', async () => {
    expectFailure(await smart({ tagId: '[268]' }, ''), 401, '请先登录！');
  });

  // The first smart request also starts the smart pool's thread (its modules and fonts).
  it('answers nine filled, explained designs of many layouts, the same each time', async () => {
    const fields = { tagId: '[12001,11572]', text: COPY };
    const data = await dataOf(fields);
    expect(data.templateLists).toHaveLength(9);
    expect(new Set(data.templateLists.map((t) => t.layout_family)).size).toBeGreaterThanOrEqual(6);
    expect(data.originTemplateIds.slice(0, 9)).toEqual(data.templateLists.map((t) => t.id));
    for (const t of data.templateLists) {
      expect(t.replaceObj).toMatchObject({
        mainLabel: ['春日上新 限时八折'],
        secondLabel: '到店即送咖啡一杯',
      });
      const doc = JSON.parse(t.synthetic) as { meta: { category: number } };
      expect(doc.meta.category).toBe(120);
      expect(t.match.score).toBeGreaterThan(0);
      expect(t.match.reasons.join('')).toMatch(/[\u4e00-\u9fff]/u);
    }
    expect(
      data.templateLists.some((t) => t.match.reasons.some((r) => r.startsWith('匹配：餐饮美食'))),
    ).toBe(true);
    expect(await dataOf(fields)).toEqual(data);
  }, 120_000);

  it('pages the ranked list with templateIds (生成更多)', async () => {
    const first = await dataOf({ tagId: '[268]', text: COPY });
    const next = first.originTemplateIds.slice(9, 15);
    const more = await dataOf({ tagId: '[268]', text: COPY, templateIds: JSON.stringify(next) });
    expect(more.templateLists.map((t) => t.id)).toEqual(next);
    expect(more.originTemplateIds).toEqual(first.originTemplateIds);
  });

  it('refuses templateIds=[] with id为空 instead of an empty page', async () => {
    expectFailure(await smart({ tagId: '[268]', text: COPY, templateIds: '[ ]' }), 400, 'id为空');
  });

  it('pages 3 precise + 6 other when both exist (全部)', async () => {
    const data = await dataOf({
      tagId: '[268,11572]',
      text: JSON.stringify({ mainLabel: '新品上市' }),
    });
    expect(data.type).toBe('全部');
    expect(data.preciseIds.length).toBeLessThan(data.originTemplateIds.length - 6);
    expect(data.templateLists.map((t) => t.match.precise)).toEqual([
      true,
      true,
      true,
      ...Array<boolean>(6).fill(false),
    ]);
  });

  it('shows precise templates only for the game formats (单人)', async () => {
    const data = await dataOf({
      tagId: '[270]',
      text: JSON.stringify({ mainLabel: '江湖人物录' }),
      role: PERSON,
    });
    expect(data.type).toBe('单人');
    expect(data.templateLists.every((t) => t.match.precise)).toBe(true);
    expect(data.originTemplateIds).toEqual(data.preciseIds);
  });

  it('stands the others in when nothing is precise (无), saying what was excluded and why', async () => {
    const data = await dataOf({
      tagId: '[12001,12902]',
      text: JSON.stringify({
        mainLabel: '这是一条非常非常长的主标题用来测试放不下的模板会被排除掉',
      }),
      role: PERSON,
    });
    expect(data.type).toBe('无');
    expect(data.preciseIds).toEqual([]);
    const copy = data.excluded.find((e) => e.reason === 'copy');
    expect(copy?.message).toBe(`已为你排除 ${copy?.count ?? 0} 个放不下你的文案的模板`);
    expect(data.templateLists[0]?.match.reasons).toContain(copy?.message);
  });

  it('names each line to shorten and the length that fits (「缩短到 N 字」)', async () => {
    const secondLabel = '春日上新到店即送咖啡一杯还有精美礼品相送会员再享八折';
    const data = await dataOf({
      tagId: '[268]',
      text: JSON.stringify({ mainLabel: '春日上新', secondLabel }),
    });
    const shrunk = data.templateLists.filter((t) =>
      t.match.warnings.some((w) => /^副标题已缩至下限，建议 \d+ 字内$/u.test(w)),
    );
    expect(shrunk.length).toBeGreaterThan(0);
    for (const t of data.templateLists) {
      for (const { field, maxChars } of t.match.shorten) {
        expect(field).toBe('secondLabel');
        expect(maxChars).toBeLessThan(secondLabel.length);
      }
    }
    for (const t of shrunk) expect(t.match.shorten).toHaveLength(1);
  });

  it.each([
    [
      'tagId not JSON',
      { tagId: '268,abc' },
      400,
      '使用场景格式不正确：tagId 应为标签 id 的 JSON 列表',
    ],
    ['no tags', { tagId: '[]' }, 400, '请选择使用场景'],
    ['unknown tags', { tagId: '[268,999999]' }, 400, '使用场景不存在：999999'],
    [
      '10,000 templateIds',
      {
        tagId: '[268]',
        templateIds: JSON.stringify(Array.from({ length: 10_000 }, (_, i) => i + 1)),
      },
      400,
      '一次最多生成50个模板',
    ],
    [
      'copy of 100,000 characters',
      { tagId: '[268]', text: '好'.repeat(100_000) },
      400,
      '主标题过长，请不要超过60个字',
    ],
    // Issue 29 item 1: 2,900 lines (180 KB) held the event loop for 29.5 s.
    [
      '2,900 main title lines',
      {
        tagId: '[268]',
        text: JSON.stringify({ mainLabel: Array(2900).fill('春日上新 限时八折') }),
      },
      400,
      '主标题最多12行',
    ],
    [
      'thirteen content lines of the single form',
      { tagId: '[268]', text: JSON.stringify({ productLabel: Array(13).fill('内容') }) },
      400,
      '商品名称最多12行',
    ],
    [
      'copy over 2,000 characters in all',
      {
        tagId: '[268]',
        text: JSON.stringify({
          productLabel: Array(12).fill('好'.repeat(60)),
          productNotesLabel: Array(12).fill('好'.repeat(60)),
          notesLabel: Array(12).fill('好'.repeat(60)),
        }),
      },
      400,
      '文案合计过长，请不要超过2000个字',
    ],
    [
      'copy not JSON',
      { tagId: '[268]', text: '{"mainLabel": ' },
      400,
      '文案格式不正确：text 应为文案的 JSON 或一段文字',
    ],
    ['is_check 7', { tagId: '[268]', is_check: '7' }, 400, '请求参数不正确：is_check'],
    [
      'an image at a private address',
      { tagId: '[268]', role: 'http://169.254.169.254/latest/meta-data' },
      400,
      '图片地址不可用：http://169.254.169.254/latest/meta-data（只能使用素材库、本人上传和模板自带的图片）',
    ],
  ])('refuses %s with a clear 4xx', async (_, fields, code, message) => {
    expectFailure(await smart(fields), code, message);
  });

  it('checks the copy on the server: a 禁用 word is a warning of every design, with what to write', async () => {
    const data = await dataOf({
      tagId: '[268]',
      text: JSON.stringify({ mainLabel: '全网最低价 限时抢购' }),
    });
    expect(data.templateLists.length).toBeGreaterThan(0);
    for (const t of data.templateLists)
      expect(t.match.warnings.join('|')).toMatch(/「全网最低价」是禁用词（依据：[^）]+）/u);
  });

  it("never shows a template's sample headline or notes in place of the user's copy", async () => {
    const data = await dataOf({
      tagId: '[268]',
      text: JSON.stringify({ secondLabel: '到店有礼' }),
    });
    expect(data.templateLists).toHaveLength(9);
    for (const t of data.templateLists) {
      const layers = Object.values(readTemplateDoc(t.synthetic).renderConfig.materials);
      for (const l of layers) {
        if (l.type !== 'label' || l.hidden || !l.slot) continue;
        expect(['secondLabel', 'codeLabel'], `${t.id} ${l.key}「${l.text}」`).toContain(
          l.slot.field,
        );
      }
      expect(t.match.warnings).toContain('主标题为必填项，当前为空');
    }
  });

  it('leaves out a design whose required person slot no image fills, and counts it', async () => {
    const sample = JSON.parse(
      readFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_p_0231.json'), 'utf8'),
    ) as { synthetic: unknown };
    const doc = readTemplateDoc(sample.synthetic);
    const role = doc.renderConfig.materials.role_0;
    if (role?.slot) role.slot.required = true;
    const id = await upsertTemplate(
      api.db,
      templateWriteOf(doc, {
        template_id: 'tpl_smart_needs_person',
        name: '必须放人物的海报',
        path: '/api/v1/files/templates/tpl_p_0231.jpg',
        owner_id: null,
        created_at: new Date('2026-11-01T00:00:00Z'),
        replaceObj: {},
      }),
    );
    const industry = JSON.stringify(doc.meta.tags['128']);
    const data = await dataOf({
      tagId: industry,
      text: JSON.stringify({ mainLabel: '春日新品' }),
      is_check: '0',
    });
    expect(data.originTemplateIds).not.toContain(id);
    expect(data.excluded).toContainEqual({
      reason: 'image',
      count: 1,
      message: '已为你排除 1 个缺少必需图片的模板',
    });
  });

  it('fills every field of the single-image form into its detail templates, and only there', async () => {
    // The longest lines spec §2 allows (title halves 6, subtitle and top title 12, promotion 4,
    // group main 6, sub-content 7, table lines 18); group 2 leaves its sub-content b empty.
    const groups = [1, 2, 3, 4].flatMap((g) => [
      `第${g}组主内容`,
      `第${g}组次内容a`,
      g === 2 ? '' : `第${g}组次内容b`,
    ]);
    const text = JSON.stringify({
      mainLabel: ['新春年货大促', '福满到家团圆'],
      secondLabel: '坚果礼盒满199减30元',
      thirdLabel: '限时特惠',
      codeLabel: '扫码抢年货',
      productTopLabel: '六种坚果一盒装齐送礼佳品',
      productLabel: groups,
      productNotesLabel: [
        '规格：礼盒装共六袋，每袋一百五十克装',
        '保质期：一百八十天，请在常温避光保存',
      ],
      notesLabel: '*活动时间：1月10日至2月8日',
      copyrightNotice: '*图片仅供参考，以实物为准',
    });
    const data = await dataOf({ tagId: '[16601]', text, is_check: '0' });
    expect(data.templateLists).toHaveLength(9);
    expect(data.excluded).toEqual([]);
    for (const t of data.templateLists) {
      expect(t.layout_family).toMatch(/^detail-/u);
      expect(t.replaceObj).toMatchObject({
        mainLabel: ['新春年货大促', '福满到家团圆'],
        productLabel: groups,
        productNotesLabel: [
          '规格：礼盒装共六袋，每袋一百五十克装',
          '保质期：一百八十天，请在常温避光保存',
        ],
        notesLabel: '*活动时间：1月10日至2月8日',
      });
      // Nothing had to shrink below its minimum or be cut: every line fits as written. (The
      // checker's own word warnings, 「第1」 of 第1组主内容 among them, are not about fit.)
      expect(t.match.warnings.filter((w) => !/是(禁用|敏感)词/u.test(w))).toEqual([]);
      const layers = readTemplateDoc(t.synthetic).renderConfig.materials;
      expect(layers.productLabel_3).toMatchObject({ text: '第2组主内容', hidden: false });
      expect(layers.productLabel_5?.hidden).toBe(true);
      expect(layers.copyrightNotice_0).toMatchObject({ text: '*图片仅供参考，以实物为准' });
    }
    // The 春节 pages are the precise ones; the other nodes' pages follow.
    expect(data.templateLists.filter((t) => t.match.precise).length).toBeGreaterThanOrEqual(3);

    // The poster form never gets a detail page.
    const poster = await dataOf({ tagId: '[16601]', text: COPY, is_check: '0' });
    expect(poster.templateLists).toHaveLength(9);
    for (const t of poster.templateLists) expect(t.layout_family).not.toMatch(/^detail-/u);
  });
});

describe('GET /files/previews/:file', () => {
  const image = (url: string) => app.inject({ method: 'GET', url });
  const PORTRAIT = readFileSync(
    new URL('../../demo/photos/skimage-astronaut.jpg', import.meta.url),
  );

  it('draws each filled design on its first request, then serves the stored JPEG', async () => {
    const data = await dataOf({ tagId: '[268]', text: COPY, role: PERSON });
    const urls = data.templateLists.map((t) => t.previewUrl);
    expect(new Set(urls).size).toBe(9);
    for (const url of urls) expect(url).toMatch(/^\/api\/v1\/files\/previews\/[a-f0-9]{32}\.jpg$/u);
    const first = await Promise.all(urls.map(image));
    for (const [i, res] of first.entries()) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      const doc = JSON.parse(data.templateLists[i]?.synthetic ?? '{}') as {
        renderConfig: { width_g: number; height_g: number };
      };
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(Math.min(600, doc.renderConfig.width_g));
    }
    // Its own preview (path) is the template's sample; the filled one is another picture.
    const own = await image(`${data.templateLists[0]?.path ?? ''}?width=600`);
    expect(own.rawPayload.equals(first[0]?.rawPayload ?? Buffer.alloc(0))).toBe(false);
    const again = await image(urls[0] ?? '');
    expect(again.rawPayload.equals(first[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
  });

  it('gives the same design the same name again (reuse), and other copy other names', async () => {
    const fields = { tagId: '[268]', text: COPY };
    const a = (await dataOf(fields)).templateLists.map((t) => t.previewUrl);
    expect((await dataOf(fields)).templateLists.map((t) => t.previewUrl)).toEqual(a);
    const other = await dataOf({ ...fields, text: JSON.stringify({ mainLabel: '秋日上新' }) });
    expect(other.templateLists.map((t) => t.previewUrl).some((u) => a.includes(u))).toBe(false);
  });

  it("draws the owner's own upload, and never hands another user's to them", async () => {
    const [user] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE name = '张伟'`);
    const key = `user_upload/${user?.id ?? 0}/${'a1'.repeat(16)}.jpg`;
    await app.deps.storage.write(key, PORTRAIT, 'image/jpeg');
    const mine = `/api/v1/files/${key}`;
    const fields = { tagId: '[268]', text: COPY, role: mine };
    const data = await dataOf(fields);
    const res = await image(data.templateLists[0]?.previewUrl ?? '');
    expect(res.statusCode).toBe(200);

    const other = await loginAs(app, api.config, 'lina');
    expectFailure(
      await smart(fields, other),
      400,
      `图片地址不可用：${mine}（只能使用素材库、本人上传和模板自带的图片）`,
    );
    // The same library inputs give another user names of their own: a name says nothing of others.
    const library = { tagId: '[268]', text: COPY, role: PERSON };
    const hers = await smart(library, other);
    const herUrls = hers.json<Body<Smart>>().data.templateLists.map((t) => t.previewUrl);
    const his = (await dataOf(library)).templateLists.map((t) => t.previewUrl);
    expect(herUrls.some((u) => his.includes(u))).toBe(false);
  });

  it.each([
    ['a name never given out', `${'0'.repeat(32)}.jpg`],
    ['a name that is not a preview', '..%2F..%2Fconfig.json'],
    ['another extension', `${'0'.repeat(32)}.png`],
  ])('answers %s with 404 文件不存在', async (_, file) => {
    expectFailure(await image(`/api/v1/files/previews/${file}`), 404, '文件不存在');
  });
});

// The copy of a design through the word checker on the server (issue 27 item 6): the render calls'
// answer and each creation record, whose download the web confirms first when it has 禁用 words.
interface Drawn {
  synthetic: string;
  replaceObj: object;
}
interface Rendered {
  path: string;
  warnings: string[];
  banned_words: string[];
}
interface Records {
  historyLists: { path: string; banned_words: string[] }[];
}

async function designFor(mainLabel: string, isCheck: 0 | 1): Promise<Drawn> {
  const res = await postForm(
    app,
    '/client/composeTemplate/getSmartProfile',
    { is_check: String(isCheck), tagId: '[268]', text: JSON.stringify({ mainLabel }) },
    token,
  );
  const [first] = res.json<Body<{ templateLists: Drawn[] }>>().data.templateLists;
  if (!first) throw new Error('no design');
  return first;
}

async function render(design: Drawn, path: string) {
  // The user's render line may still hold the previews drawn for earlier answers (429 请等前面的
  // 完成后再试): asked again, as the message says.
  let res = await postForm(app, path, { materials: JSON.stringify([design]) }, token);
  await expect
    .poll(
      async () => {
        if (res.statusCode === 429)
          res = await postForm(app, path, { materials: JSON.stringify([design]) }, token);
        return res.statusCode;
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(200);
  const [saved] = res.json<Body<Rendered[]>>().data;
  if (!saved) throw new Error('no render');
  return saved;
}

describe('the word check of a rendered design', () => {
  it.each([
    ['/render/renderClient', 1],
    ['/render/posterRenderClient', 0],
  ] as const)(
    '%s answers the 禁用 words of the design with what to write',
    async (path, isCheck) => {
      const saved = await render(await designFor('全网最低价 限时抢购', isCheck), path);
      expect(saved.banned_words).toEqual(['全网最低价']);
      expect(saved.warnings.join('|')).toMatch(/「全网最低价」是禁用词（依据：[^）]+）/u);
    },
  );

  it('answers no words for clean copy', async () => {
    const saved = await render(await designFor('春日上新 限时八折', 1), '/render/renderClient');
    expect(saved).toMatchObject({ warnings: [], banned_words: [] });
  });

  it('lists each creation record with the 禁用 words of its design', async () => {
    const banned = await render(await designFor('国家级 第一品牌', 1), '/render/renderClient');
    const clean = await render(await designFor('周末到店有礼', 0), '/render/posterRenderClient');
    const res = await postForm(app, '/client/getModelCreateRecord', { page_size: '50' }, token);
    const records = res.json<Body<Records>>().data.historyLists;
    const byPath = new Map(records.map((r) => [r.path, r.banned_words]));
    expect(byPath.get(banned.path)).toEqual(expect.arrayContaining(banned.banned_words));
    expect(banned.banned_words.length).toBeGreaterThan(0);
    expect(byPath.get(clean.path)).toEqual([]);
  });
});
