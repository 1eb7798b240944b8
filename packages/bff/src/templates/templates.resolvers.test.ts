import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_TEMPLATES_DIR, loginAs, seedDemoTemplates } from '@adstudio/api/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/builders.js';
import { startHarness, type Harness } from '../test/harness.js';

let h: Harness;
let token: string;

const TEMPLATE = `fragment T on Template {
  id code name previewUrl width height category isCollected isDesign downloads
  tags { id name classId }
}`;

interface T {
  id: string;
  name: string;
  previewUrl: string;
  category: string;
  isCollected: boolean;
  isDesign: boolean;
  downloads: number;
  tags: { id: string; name: string; classId: string }[];
}

// The seeded sample poster (packages/api/demo/templates).
const SAMPLE_ID = '10231';
const sample = JSON.parse(readFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_p_0231.json'), 'utf8')) as {
  synthetic: unknown;
};

beforeAll(async () => {
  h = await startHarness();
  await seedDemoTemplates(h.api.db);
  token = await h.loginAs('zhangwei');
});
afterAll(() => h.close());

describe('template queries', () => {
  it('gives filters and pages the centre in one upstream call, documents only on demand', async () => {
    const filters = await h.execute<{
      templateFilters: {
        category: string;
        tagClasses: { id: string; tags: { name: string }[] }[];
      }[];
    }>('{ templateFilters { id category name tagClasses { id name tags { id name } } } }');
    expect(filters.data?.templateFilters.map((c) => c.category)).toEqual(['OFFICIAL', 'POSTER']);
    expect(filters.data?.templateFilters[0]?.tagClasses.map((c) => c.id)).toEqual([
      '128',
      '130',
      '131',
    ]);

    h.calls.length = 0;
    const page = await h.execute<{ templates: { total: number; items: T[] } }>(
      `query { templates(category: POSTER, tagIds: ["12001"], sort: FRESH, pageSize: 100) { total page pageSize items { ...T } } } ${TEMPLATE}`,
    );
    const sampleItem = page.data?.templates.items.find((t) => t.id === SAMPLE_ID);
    expect(sampleItem).toMatchObject({ category: 'POSTER', isCollected: false, isDesign: false });
    expect(h.calls.map((c) => c.path)).toEqual(['/client/template']);
    expect(sampleItem?.tags).toContainEqual({
      id: '12001',
      name: '餐饮美食',
      classId: '128',
    });

    const one = await h.execute<{ template: { document: string; sampleContent: string } }>(
      `{ template(id: "${SAMPLE_ID}") { id document sampleContent } }`,
    );
    expect(JSON.parse(one.data?.template.document ?? '{}')).toMatchObject({ schemaVersion: 2 });
    expect(JSON.parse(one.data?.template.sampleContent ?? '{}')).toMatchObject({
      secondLabel: expect.any(String) as string,
    });

    const scenes = await h.execute<{ scenarioTagClasses: { id: string }[] }>(
      '{ scenarioTagClasses(scene: "海报") { id name tags { id name } } }',
    );
    expect(scenes.data?.scenarioTagClasses.map((c) => c.id)).toEqual(['128', '131', '164', '165']);
  });

  it('answers NOT_FOUND and BAD_USER_INPUT with the api message', async () => {
    expect(
      expectError(await h.execute('{ template(id: "999999") { id } }'), 'NOT_FOUND').message,
    ).toBe('模板不存在');
    const big = await h.execute('{ templates(pageSize: 101) { total } }');
    expect(expectError(big, 'BAD_USER_INPUT').message).toMatch(/^请求参数不正确/);
    const negative = await h.execute('{ templates(page: -1) { total } }');
    expectError(negative, 'BAD_USER_INPUT');
  });
});

describe('template mutations', () => {
  it('collects and uncollects returning the template, seen in collectedTemplates', async () => {
    const collect = await h.execute<{ collectTemplate: T }>(
      `mutation ($id: ID!) { collectTemplate(id: $id) { ...T } } ${TEMPLATE}`,
      { variables: { id: SAMPLE_ID }, token },
    );
    expect(collect.data?.collectTemplate).toMatchObject({ id: SAMPLE_ID, isCollected: true });
    const favourites = await h.execute<{ collectedTemplates: { total: number; items: T[] } }>(
      `{ collectedTemplates { total items { id isCollected } } }`,
      { token },
    );
    expect(favourites.data?.collectedTemplates).toMatchObject({
      total: 1,
      items: [{ id: SAMPLE_ID, isCollected: true }],
    });
    const uncollect = await h.execute<{ uncollectTemplate: T }>(
      `mutation ($id: ID!) { uncollectTemplate(id: $id) { id isCollected } }`,
      { variables: { id: SAMPLE_ID }, token },
    );
    expect(uncollect.data?.uncollectTemplate).toEqual({ id: SAMPLE_ID, isCollected: false });
    const missing = await h.execute('mutation { collectTemplate(id: "424242") { id } }', { token });
    expect(expectError(missing, 'NOT_FOUND').message).toBe('模板不存在');
    expectError(
      await h.execute(`mutation { collectTemplate(id: "${SAMPLE_ID}") { id } }`),
      'UNAUTHENTICATED',
    );
  });

  it('downloads into templateDownloads with the new count', async () => {
    const res = await h.execute<{ downloadTemplate: T }>(
      `mutation { downloadTemplate(id: "${SAMPLE_ID}") { id downloads } }`,
      { token },
    );
    expect(res.data?.downloadTemplate.downloads).toBeGreaterThanOrEqual(1);
    const list = await h.execute<{
      templateDownloads: { total: number; items: { template: { id: string } }[] };
    }>('{ templateDownloads { total items { id downloadedAt template { id name } } } }', { token });
    expect(list.data?.templateDownloads.items[0]?.template.id).toBe(SAMPLE_ID);
  });

  it('renders a design, lists it in records and design records, then deletes both', async () => {
    const template = JSON.stringify({
      synthetic: JSON.stringify(sample.synthetic),
      replaceObj: { mainLabel: ['春日新品', '限时尝鲜'] },
      name: '春日海报',
    });
    // The render threads start (fonts, sources through tsx) with the first render, which takes
    // longer than the bff's 10 s upstream timeout on a loaded test machine: warm them directly,
    // as another user.
    const warm = await h.api.app.inject({
      method: 'POST',
      url: '/api/v1/render/posterRenderClient',
      payload: new URLSearchParams({ materials: `[${template}]` }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${await loginAs(h.api.app, h.api.config, 'lina')}`,
      },
    });
    expect(warm.statusCode).toBe(200);
    const rendered = await h.execute<{ renderTemplate: { imageUrl: string; template: T } }>(
      `mutation ($t: String!) { renderTemplate(kind: POSTER, template: $t) { imageUrl template { ...T } } } ${TEMPLATE}`,
      { variables: { t: template }, token },
    );
    const design = rendered.data?.renderTemplate.template;
    expect(rendered.errors).toBeUndefined();
    expect(design).toMatchObject({ name: '春日海报', isDesign: true, width: 750, height: 1334 });
    expect(rendered.data?.renderTemplate.imageUrl).toBe(design?.previewUrl);

    const records = await h.execute<{
      creationRecords: { total: number; items: { id: string; templateId: string; kind: string }[] };
    }>(
      '{ creationRecords(startDate: "2020-01-01") { total items { id kind imageUrl createdAt templateId } } }',
      { token },
    );
    expect(records.data?.creationRecords).toMatchObject({
      total: 1,
      items: [{ kind: 'POSTER', templateId: design?.id }],
    });
    const mine = await h.execute<{ designRecords: { items: { id: string }[] } }>(
      '{ designRecords { total items { id } } }',
      { token },
    );
    expect(mine.data?.designRecords.items.map((d) => d.id)).toEqual([design?.id]);
    const filtered = async (args: string) =>
      (
        await h.execute<{ designRecords: { items: { id: string }[] } }>(
          `{ designRecords(${args}) { items { id } } }`,
          { token },
        )
      ).data?.designRecords.items.map((d) => d.id);
    expect(await filtered('keyword: "春日", startDate: "2020-01-01"')).toEqual([design?.id]);
    expect(await filtered('keyword: "秋日"')).toEqual([]);
    expect(await filtered('endDate: "2020-01-02"')).toEqual([]);

    const recordId = records.data?.creationRecords.items[0]?.id ?? '';
    const del = await h.execute<{ deleteCreationRecord: string }>(
      'mutation ($id: ID!) { deleteCreationRecord(id: $id) }',
      { variables: { id: recordId }, token },
    );
    expect(del.data?.deleteCreationRecord).toBe(recordId);
    const gone = await h.execute<{ deleteDesign: string }>(
      'mutation ($id: ID!) { deleteDesign(id: $id) }',
      {
        variables: { id: design?.id ?? '' },
        token,
      },
    );
    expect(gone.data?.deleteDesign).toBe(design?.id);

    const bad = await h.execute(
      'mutation ($t: String!) { renderTemplate(template: $t) { imageUrl } }',
      { variables: { t: '{oops' }, token },
    );
    expect(expectError(bad, 'BAD_USER_INPUT').message).toBe(
      'materials 应为只含一个模板的 JSON 列表',
    );
    const privateUrl = await h.execute(
      'mutation ($t: String!) { renderTemplate(template: $t) { imageUrl } }',
      {
        variables: {
          t: JSON.stringify({
            synthetic: sample.synthetic,
            replaceObj: { role_0: 'http://10.0.0.1/a.jpg' },
          }),
        },
        token,
      },
    );
    expect(expectError(privateUrl, 'BAD_USER_INPUT').message).toContain('图片地址不可用');
  });
});

// Issue 29 item 5: a client that got UPSTREAM_TIMEOUT retries with the same requestId.
describe('renderTemplate with a requestId', () => {
  it('answers a retry with the design the first attempt saved', async () => {
    const other = await h.loginAs('demo@xinghe-media.com');
    const template = JSON.stringify({ synthetic: sample.synthetic, replaceObj: {}, name: '重试' });
    const send = (requestId: string) =>
      h.execute<{ renderTemplate: { template: { id: string } } }>(
        'mutation ($t: String!, $r: ID) { renderTemplate(template: $t, requestId: $r) { template { id } } }',
        { variables: { t: template, r: requestId }, token: other },
      );
    const first = await send('graphql-retry-1');
    const retry = await send('graphql-retry-1');
    const next = await send('graphql-retry-2');
    const id = first.data?.renderTemplate.template.id;
    expect(id).toEqual(expect.any(String));
    expect(retry.data?.renderTemplate.template.id).toBe(id);
    expect(next.data?.renderTemplate.template.id).not.toBe(id);
  });
});
