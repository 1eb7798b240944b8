// 批量生成 through the bff on the real api: the sheet streams through the upload route, the
// mapping, preflight, start and progress are GraphQL, and the api's refusals keep their codes.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_TEMPLATES_DIR, seedDemoTemplates } from '@adstudio/api/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/builders.js';
import { startHarness, type Harness } from '../test/harness.js';

let h: Harness;
let token: string;
let templateId: string;

beforeAll(async () => {
  h = await startHarness();
  const dir = mkdtempSync(join(tmpdir(), 'batch-templates-'));
  for (const file of ['tpl_p_0231.json', 'tpl_p_0231.jpg']) {
    copyFileSync(join(DEMO_TEMPLATES_DIR, file), join(dir, file));
  }
  await seedDemoTemplates(h.api.db, dir);
  const [row] = await h.api.db.query<{ id: number }>(
    `SELECT id FROM templates WHERE template_id = 'tpl_p_0231'`,
  );
  templateId = String(row?.id);
  token = await h.loginAs('zhangwei');
  // Preflight word-checks every row: the lexicon is compiled first.
  await h.api.app.deps.wordcheck.current();
}, 120_000);
afterAll(() => h.close());

const BATCH = `id status total done failed blocked pending etaSeconds checked
  mapping { column slot } zipUrl manifestCsvUrl proofUrl`;

async function uploadSheet(name: string, csv: string) {
  const res = await h.bff.inject({
    method: 'POST',
    url: `/api/v1/client/batch/create?name=${encodeURIComponent(name)}`,
    payload: Buffer.from(csv),
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
  });
  return res.json<{ code: number; message: string; data: { id: number } | null }>();
}

describe('batch mutations and progress', { timeout: 120_000 }, () => {
  it('maps, preflights, starts and reports progress until finished', async () => {
    const created = await uploadSheet(
      '门店.csv',
      '标题,门店\n春日新品,北京店\n全网最低价,上海店\n',
    );
    expect(created.code, created.message).toBe(200);
    const id = String(created.data?.id);

    const slots = await h.execute<{ batchSlots: { field: string; text: boolean }[] }>(
      `query ($t: ID!) { batchSlots(templateId: $t) { field label text } }`,
      { variables: { t: templateId }, token },
    );
    expect(slots.data?.batchSlots.map((s) => s.field)).toContain('mainLabel');

    const mapped = await h.execute<{ mapBatch: { mapping: { column: string; slot: string }[] } }>(
      `mutation ($id: ID!, $t: ID!, $m: [BatchMappingInput!]!) {
        mapBatch(id: $id, templateId: $t, mapping: $m) { ${BATCH} } }`,
      {
        variables: {
          id,
          t: templateId,
          m: [
            { column: '标题', slot: 'mainLabel' },
            { column: '门店', slot: 'secondLabel' },
          ],
        },
        token,
      },
    );
    expect(mapped.data?.mapBatch.mapping).toEqual([
      { column: '标题', slot: 'mainLabel' },
      { column: '门店', slot: 'secondLabel' },
    ]);

    const report = await h.execute<{
      preflightBatch: {
        batch: { blocked: number; checked: boolean };
        rows: {
          row: number;
          blocked: boolean;
          problems: { blocks: boolean; kind: string; words: string[] }[];
        }[];
      };
    }>(
      `mutation ($id: ID!) { preflightBatch(id: $id) {
        batch { ${BATCH} } rows { row blocked problems { blocks kind message words suggestions } } } }`,
      { variables: { id }, token },
    );
    expect(report.data?.preflightBatch.batch).toMatchObject({ blocked: 1, checked: true });
    expect(report.data?.preflightBatch.rows[0]).toMatchObject({
      row: 2,
      blocked: true,
      problems: [{ blocks: true, kind: 'banned-word', words: ['全网最低价'] }],
    });

    const started = await h.execute<{ startBatch: { status: string } }>(
      `mutation ($id: ID!) { startBatch(id: $id) { ${BATCH} } }`,
      { variables: { id }, token },
    );
    expect(started.data?.startBatch.status).toBe('RUNNING');
    let batch:
      { status: string; done: number; zipUrl: string; etaSeconds: number | null } | undefined;
    for (;;) {
      const res = await h.execute<{ batch: NonNullable<typeof batch> }>(
        `query ($id: ID!) { batch(id: $id) { ${BATCH} } }`,
        { variables: { id }, token },
      );
      batch = res.data?.batch;
      if (batch?.status === 'FINISHED') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(batch).toMatchObject({ done: 1, etaSeconds: 0 });
    const zip = await h.bff.inject({ url: batch.zipUrl });
    expect([zip.statusCode, zip.headers['content-type']]).toEqual([200, 'application/zip']);

    const items = await h.execute<{
      batchItems: { row: number; status: string; designId: string | null }[];
    }>(`query ($id: ID!) { batchItems(id: $id) { row status designId imageUrl error } }`, {
      variables: { id },
      token,
    });
    expect(items.data?.batchItems.map((i) => i.status)).toEqual(['DONE', 'BLOCKED']);
    expect(items.data?.batchItems[0]?.designId).toBeTruthy();
  });

  it('keeps the api refusals: a GBK-less broken sheet, an unknown slot, another user', async () => {
    const bad = await uploadSheet('x.xlsx', 'not a workbook');
    expect(bad).toEqual({
      code: 400,
      message: '只支持 CSV 或 XLSX 表格（.csv / .xlsx）',
      data: null,
    });
    const created = await uploadSheet('a.csv', '标题\n春日新品\n');
    const id = String(created.data?.id);
    const res = await h.execute(
      `mutation ($id: ID!, $t: ID!) { mapBatch(id: $id, templateId: $t, mapping: [{ column: "标题", slot: "price" }]) { id } }`,
      { variables: { id, t: templateId }, token },
    );
    const err = expectError(res, 'BAD_USER_INPUT');
    expect(err.message).toBe('「标题」列对应的位置「price」在这个模板里不存在，请重新选择');
    const other = await h.loginAs('lina');
    const notMine = await h.execute(`query ($id: ID!) { batch(id: $id) { id } }`, {
      variables: { id },
      token: other,
    });
    expect(expectError(notMine, 'NOT_FOUND').message).toBe('批量任务不存在');
  });

  it("maps a SMART batch onto a scenario and names each row's own template", async () => {
    const created = await uploadSheet('场景.csv', '标题,副标题\n春日新品,全场八折\n周末读书会,\n');
    const id = String(created.data?.id);
    const fields = await h.execute<{ batchSmartFields: { field: string }[] }>(
      `{ batchSmartFields { field label text } }`,
      { token },
    );
    expect(fields.data?.batchSmartFields.map((f) => f.field)).toContain('product');
    const both = await h.execute(
      `mutation ($id: ID!, $t: ID!) { mapBatch(id: $id, templateId: $t, smart: { tagIds: ["268"] },
        mapping: [{ column: "标题", slot: "mainLabel" }]) { id } }`,
      { variables: { id, t: templateId }, token },
    );
    expect(expectError(both, 'BAD_USER_INPUT').message).toBe(
      '模板和使用场景只能选一个：选模板则每行用同一个模板，选使用场景则每行智能推荐',
    );
    const mapped = await h.execute<{
      mapBatch: { mode: string; scenario: string[]; templateId: string | null };
    }>(
      `mutation ($id: ID!) { mapBatch(id: $id, smart: { tagIds: ["268"], flow: POSTER }, mapping: [
        { column: "标题", slot: "mainLabel" }, { column: "副标题", slot: "secondLabel" }]) {
          mode scenario templateId } }`,
      { variables: { id }, token },
    );
    expect(mapped.data?.mapBatch).toEqual({ mode: 'SMART', scenario: ['268'], templateId: null });
    const report = await h.execute<{
      preflightBatch: { templates: { row: number; templateId: string; templateName: string }[] };
    }>(
      `mutation ($id: ID!) { preflightBatch(id: $id) {
        rows { row templateId templateName } templates { row templateId templateName } } }`,
      { variables: { id }, token },
    );
    const templates = report.data?.preflightBatch.templates ?? [];
    expect(templates.map((t) => t.row)).toEqual([1, 2]);
    expect(templates.every((t) => t.templateName.length > 0)).toBe(true);
    const samples = await h.execute<{ batchSamples: { row: number; templateId: string | null }[] }>(
      `query ($id: ID!) { batchSamples(id: $id) { row templateId templateName previewUrl } }`,
      { variables: { id }, token },
    );
    expect(samples.data?.batchSamples.map((s) => s.templateId)).toEqual(
      templates.map((t) => t.templateId),
    );
  });
});
