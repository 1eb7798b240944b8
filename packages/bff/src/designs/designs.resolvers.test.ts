import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_TEMPLATES_DIR, seedDemoTemplates } from '@adstudio/api/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/builders.js';
import { startHarness, type Harness } from '../test/harness.js';

let h: Harness;
let user: string;
let designer: string;
let reviewer: string;

// The seeded sample poster (packages/api/demo/templates), alone: the editor opens one template.
const SAMPLE_ID = '10231';
const sample = JSON.parse(readFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_p_0231.json'), 'utf8')) as {
  synthetic: { renderConfig: { materials: Record<string, Record<string, unknown>> } };
};

function withTitle(text: string) {
  const doc = structuredClone(sample.synthetic);
  doc.renderConfig.materials.mainLabel_0 = { ...doc.renderConfig.materials.mainLabel_0, text };
  return JSON.stringify(doc);
}
const titleOf = (document: string) =>
  (JSON.parse(document) as typeof sample.synthetic).renderConfig.materials.mainLabel_0?.text;

beforeAll(async () => {
  h = await startHarness();
  const dir = mkdtempSync(join(tmpdir(), 'designs-templates-'));
  for (const file of ['tpl_p_0231.json', 'tpl_p_0231.jpg']) {
    copyFileSync(join(DEMO_TEMPLATES_DIR, file), join(dir, file));
  }
  await seedDemoTemplates(h.api.db, dir);
  user = await h.loginAs('zhangwei');
  designer = await h.loginAs('lina');
  reviewer = await h.loginAs('wangfang');
  // The first render starts the renderer's threads and the first font list reads every font file
  // (seconds each on a busy machine); done straight on the api, so the operations below stay
  // within the bff's test timeout.
  await h.api.app.inject({ url: '/api/v1/client/design/fonts' });
  await h.api.app.inject({
    method: 'POST',
    url: '/api/v1/client/design/export',
    payload: new URLSearchParams({ id: SAMPLE_ID, format: 'jpeg' }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${reviewer}`,
    },
  });
  // 创作记录 word-checks each design's text (issue 27 item 6): the lexicon is compiled first.
  await h.api.app.deps.wordcheck.current();
});
afterAll(() => h.close());

const SAVE = `mutation ($id: ID, $templateId: ID, $document: String!) {
  saveDesign(id: $id, templateId: $templateId, document: $document) {
    id name previewUrl isDesign document
  }
}`;

describe('design mutations and query', () => {
  it('opens a template, autosaves, saves a design and exports it', async () => {
    const draft = await h.execute<{ saveDesignDraft: { templateId: string; document: string } }>(
      'mutation ($t: ID, $d: String!) { saveDesignDraft(templateId: $t, document: $d) { templateId document updatedAt } }',
      { token: user, variables: { t: SAMPLE_ID, d: withTitle('自动保存') } },
    );
    expect(draft.data?.saveDesignDraft.templateId).toBe(SAMPLE_ID);

    const open = await h.execute<{
      design: {
        template: { id: string; isDesign: boolean; document: string };
        draft: { document: string } | null;
      };
    }>(
      'query ($t: ID) { design(templateId: $t) { template { id isDesign document } draft { document updatedAt } } }',
      { token: user, variables: { t: SAMPLE_ID } },
    );
    expect(open.data?.design.template).toMatchObject({ id: SAMPLE_ID, isDesign: false });
    expect(titleOf(open.data?.design.draft?.document ?? '{}')).toBe('自动保存');

    const saved = await h.execute<{
      saveDesign: { id: string; name: string; isDesign: boolean; document: string };
    }>(SAVE, { token: user, variables: { templateId: SAMPLE_ID, document: withTitle('新标题') } });
    expect(saved.errors).toBeUndefined();
    const design = saved.data?.saveDesign;
    expect(design).toMatchObject({ isDesign: true });
    expect(titleOf(design?.document ?? '{}')).toBe('新标题');

    const records = await h.execute<{ creationRecords: { items: { templateId: string }[] } }>(
      '{ creationRecords { items { templateId imageUrl } } }',
      { token: user },
    );
    expect(records.data?.creationRecords.items[0]?.templateId).toBe(design?.id);

    const exported = await h.execute<{
      exportDesign: { format: string; url: string; template: { id: string; downloads: number } };
    }>(
      'mutation ($id: ID!) { exportDesign(id: $id, format: PDF) { format url width height template { id downloads } } }',
      { token: user, variables: { id: design?.id } },
    );
    expect(exported.data?.exportDesign).toMatchObject({
      format: 'PDF',
      template: { id: design?.id, downloads: 1 },
    });
    expect(exported.data?.exportDesign.url.startsWith('data:application/pdf;base64,')).toBe(true);
  });

  it('saves a blank canvas (blank: true, no template) as a new design of the viewer (issue 30 item 7)', async () => {
    const saved = await h.execute<{ saveDesign: { id: string; isDesign: boolean; name: string } }>(
      'mutation ($d: String!) { saveDesign(blank: true, document: $d) { id isDesign name } }',
      { token: user, variables: { d: withTitle('从空白开始') } },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveDesign).toMatchObject({ isDesign: true, name: '我的作品' });
  });

  it("maps a save over another user's design to FORBIDDEN and no template to BAD_USER_INPUT", async () => {
    const mine = await h.execute<{ saveDesign: { id: string } }>(SAVE, {
      token: user,
      variables: { templateId: SAMPLE_ID, document: withTitle('我的') },
    });
    const theirs = await h.execute(SAVE, {
      token: designer,
      variables: { id: mine.data?.saveDesign.id, document: withTitle('别人的') },
    });
    expect(expectError(theirs, 'FORBIDDEN').message).toBe('只能保存自己的作品');
    const none = await h.execute('{ design { template { id } } }', { token: user });
    expect(expectError(none, 'BAD_USER_INPUT').message).toBe('没有模板信息');
    const broken = await h.execute(SAVE, {
      token: user,
      variables: { templateId: SAMPLE_ID, document: '{' },
    });
    expect(expectError(broken, 'BAD_USER_INPUT').message).toMatch(/^模板无法使用/);
  });
});

describe('resizeDesign and saveResizedDesigns', () => {
  const REPORT = 'width height scale familyChanged layout summary layers { layerKey label changes message } overflows { layerKey message } lint { layerKey message }';

  it('answers each size with its fit report, then saves the accepted ones as new designs', async () => {
    const sizes = [
      { width: 1334, height: 750 },
      { width: 1823, height: 2578 },
    ];
    const preview = await h.execute<{
      resizeDesign: {
        width: number;
        document: string;
        report: { familyChanged: boolean; layout: string; summary: string; layers: { layerKey: string; label: string; changes: string[] }[]; lint: unknown[] };
      }[];
    }>(`query ($id: ID!, $sizes: [CanvasSizeInput!]!, $d: String) { resizeDesign(id: $id, sizes: $sizes, document: $d) { width height document report { ${REPORT} } } }`, {
      token: user,
      variables: { id: SAMPLE_ID, sizes, d: withTitle('调整尺寸') },
    });
    expect(preview.errors).toBeUndefined();
    const [wide, tall] = preview.data?.resizeDesign ?? [];
    expect(wide?.report).toMatchObject({ familyChanged: true, layout: 'PINNED', lint: [] });
    expect(wide?.report.layers.find((l) => l.layerKey === 'code_0')).toMatchObject({ label: '二维码', changes: ['MOVED', 'SHRANK'] });
    expect(titleOf(tall?.document ?? '{}')).toBe('调整尺寸');

    const saved = await h.execute<{ saveResizedDesigns: { report: { width: number }; template: { name: string; isDesign: boolean; previewUrl: string } }[] }>(
      `mutation ($id: ID!, $sizes: [CanvasSizeInput!]!) { saveResizedDesigns(id: $id, sizes: $sizes) { report { width } template { name isDesign previewUrl } } }`,
      { token: user, variables: { id: SAMPLE_ID, sizes: sizes.slice(0, 1) } },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveResizedDesigns).toEqual([
      { report: { width: 1334 }, template: expect.objectContaining({ name: '春日新品·清新竖版 1334x750', isDesign: true }) as unknown },
    ]);
  });

  it('maps a size that is not one of the six to BAD_USER_INPUT with the api message', async () => {
    const res = await h.execute(`query { resizeDesign(id: "${SAMPLE_ID}", sizes: [{ width: 800, height: 600 }]) { width } }`, { token: user });
    expect(expectError(res, 'BAD_USER_INPUT').message).toMatch(/^不支持的尺寸：800x600/u);
  });
});

describe('editorFonts', () => {
  it('lists the server-drawing font files under the bff file proxy', async () => {
    const res = await h.execute<{ editorFonts: { family: string; url: string }[] }>(
      '{ editorFonts { family url weight style unicodeRange } }',
    );
    const smiley = res.data?.editorFonts.find((f) => f.family === 'smiley-sans');
    expect(smiley?.url).toMatch(/^\/api\/v1\/files\/fonts\/[a-f0-9]{24}\.woff2$/);
    const file = await h.bff.inject({ url: smiley?.url ?? '' });
    expect(file.statusCode).toBe(200);
  });
});

describe('designer templates', () => {
  const SUBMIT = `mutation ($d: String!) {
    submitTemplate(name: "设计师模板", document: $d, category: POSTER, tagIds: ["12001"]) {
      id status category tagIds authorName template { id }
    }
  }`;

  it('submits for review, and a reviewer passes it into the library', async () => {
    const plain = await h.execute(SUBMIT, { token: user, variables: { d: withTitle('设计') } });
    expectError(plain, 'FORBIDDEN');

    const submitted = await h.execute<{
      submitTemplate: { id: string; status: string; authorName: string; template: null };
    }>(SUBMIT, { token: designer, variables: { d: withTitle('设计') } });
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data?.submitTemplate).toMatchObject({
      status: 'PENDING',
      authorName: '李娜',
      template: null,
    });
    const id = submitted.data?.submitTemplate.id;

    const queue = await h.execute<{
      pendingTemplates: { items: { id: string; slots: { key: string; label: string }[] }[] };
    }>(
      '{ pendingTemplates { total items { id name previewUrl slots { key field label index required } } } }',
      {
        token: reviewer,
      },
    );
    const pending = queue.data?.pendingTemplates.items.find((s) => s.id === id);
    // The reviewer sees what smart generation will fill: the sample poster's 主标题 among them.
    expect(pending?.slots).toContainEqual({
      key: 'mainLabel_0',
      field: 'mainLabel',
      label: '主标题',
      index: 0,
      required: true,
    });

    const passed = await h.execute<{
      reviewTemplate: { status: string; template: { id: string; isDesign: boolean; name: string } };
    }>(
      'mutation ($id: ID!) { reviewTemplate(id: $id, pass: true) { status template { id isDesign name } } }',
      {
        token: reviewer,
        variables: { id },
      },
    );
    expect(passed.data?.reviewTemplate).toMatchObject({
      status: 'PASS',
      template: { isDesign: false, name: '设计师模板' },
    });
    const again = await h.execute(
      'mutation ($id: ID!) { reviewTemplate(id: $id, pass: false, reason: "重复") { status } }',
      { token: reviewer, variables: { id } },
    );
    expectError(again, 'CONFLICT');
  });

  it('lists 我的模板 with the reason of a rejection, sends it again, and shows the reviewer the lint', async () => {
    const submitted = await h.execute<{ submitTemplate: { id: string } }>(SUBMIT, {
      token: designer,
      variables: { d: withTitle('被拒的模板') },
    });
    const id = submitted.data?.submitTemplate.id;
    const queue = await h.execute<{ pendingTemplates: { items: { id: string; lint: unknown[] }[] } }>(
      '{ pendingTemplates { items { id lint { layerKey message } } } }',
      { token: reviewer },
    );
    expect(queue.data?.pendingTemplates.items.find((s) => s.id === id)?.lint).toEqual([]);
    await h.execute('mutation ($id: ID!) { reviewTemplate(id: $id, pass: false, reason: "标题太小") { status } }', {
      token: reviewer,
      variables: { id },
    });
    const MINE = '{ myTemplateSubmissions { total items { id name status reason } } }';
    const mine = await h.execute<{ myTemplateSubmissions: { items: { id: string; status: string; reason: string | null }[] } }>(MINE, {
      token: designer,
    });
    expect(mine.data?.myTemplateSubmissions.items.find((s) => s.id === id)).toMatchObject({ status: 'REJECT', reason: '标题太小' });

    // 重新编辑: the rejected one with its document (lists carry none).
    const one = await h.execute<{ myTemplateSubmission: { id: string; name: string; status: string; document: string | null } }>(
      'query ($id: ID!) { myTemplateSubmission(id: $id) { id name status document } }',
      { token: designer, variables: { id } },
    );
    expect(one.data?.myTemplateSubmission).toMatchObject({ id, status: 'REJECT' });
    expect(JSON.parse(one.data?.myTemplateSubmission.document ?? 'null')).toMatchObject({ renderConfig: expect.any(Object) as object });
    const listed = await h.execute<{ myTemplateSubmissions: { items: { document: string | null }[] } }>(
      '{ myTemplateSubmissions { items { document } } }',
      { token: designer },
    );
    expect(listed.data?.myTemplateSubmissions.items.every((s) => s.document === null)).toBe(true);

    const again = await h.execute<{ submitTemplate: { id: string; status: string } }>(
      `mutation ($d: String!, $id: ID) { submitTemplate(id: $id, name: "改过的模板", document: $d, category: POSTER, tagIds: ["12001"]) { id status } }`,
      { token: designer, variables: { d: withTitle('改过了'), id } },
    );
    expect(again.data?.submitTemplate).toEqual({ id, status: 'PENDING' });

    const untagged = await h.execute(
      'mutation ($d: String!) { submitTemplate(name: "无标签", document: $d, category: POSTER) { id } }',
      { token: designer, variables: { d: withTitle('无标签') } },
    );
    expect(expectError(untagged, 'BAD_USER_INPUT').message).toBe('请至少选择一个标签');
  });
});
