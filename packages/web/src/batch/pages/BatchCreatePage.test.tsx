import {
  BatchItemsDocument,
  BatchProgressDocument,
  BatchRecordsDocument,
  BatchSamplesDocument,
  BatchSmartFieldsDocument,
  BatchTemplatesDocument,
  MapBatchDocument,
  PreflightBatchDocument,
  SmartScenarioClassesDocument,
} from '@adstudio/schema/client';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../accounts/session';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp, renderWithProviders } from '../../test/renderApp';
import { BatchRecords } from '../components/BatchRecords';

const templatesMock = {
  request: { query: BatchTemplatesDocument, variables: { tagIds: null, page: 1, pageSize: 12 } },
  result: {
    data: {
      templates: {
        __typename: 'TemplatePage' as const,
        total: 1,
        items: [
          {
            __typename: 'Template' as const,
            id: '1000001',
            name: '春日海报',
            previewUrl: '/p.jpg',
            width: 750,
            height: 1334,
          },
        ],
      },
    },
  },
};

// A finished batch as 创作记录 lists it and 批量生成 opens it.
const finishedBatch = {
  __typename: 'Batch' as const,
  id: '7',
  name: '门店海报',
  status: 'FINISHED' as const,
  columns: ['标题'],
  images: [],
  mode: 'TEMPLATE' as const,
  scenario: [] as string[],
  templateId: '1000001',
  templateName: '春日海报',
  mapping: [{ __typename: 'BatchMapping' as const, column: '标题', slot: 'mainLabel' }],
  checked: true,
  total: 2,
  pending: 0,
  blocked: 0,
  queued: 0,
  running: 0,
  done: 2,
  failed: 0,
  warned: 0,
  etaSeconds: 0,
  zipUrl: '/z.zip',
  manifestCsvUrl: '/m.csv',
  manifestJsonUrl: '/m.json',
  proofUrl: '/p.png',
  coverUrl: '/c.jpg',
  createdAt: '2026-12-02T10:00:00.000Z',
};

// The api's answer to the raw sheet upload (the only call that is not GraphQL).
const answer = (body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body)));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BatchCreatePage', () => {
  it('uploads the sheet and shows its first rows and the templates to pick from', async () => {
    saveSession('tok', buildUserInfo());
    const fetched = answer({
      code: 200,
      message: 'success',
      data: {
        id: 7,
        columns: ['标题', '门店'],
        total: 2,
        encoding: 'gbk',
        sample_rows: [
          ['春日新品', '北京店'],
          ['夏日特惠', '上海店'],
        ],
        images: [],
      },
    });
    const { user } = renderApp('/modelPage/batchCreate', { mocks: [templatesMock] });
    const input = await screen.findByLabelText('选择表格');
    await user.upload(input, new File(['标题,门店'], '门店.csv', { type: 'text/csv' }));
    expect(await screen.findByText('已读取 2 行、2 列，表格是 GBK 编码，已自动转换')).toBeVisible();
    expect(screen.getByText('北京店')).toBeVisible();
    expect(fetched.mock.calls[0]?.[0]).toBe(
      `/api/v1/client/batch/create?name=${encodeURIComponent('门店.csv')}`,
    );
    expect(await screen.findByRole('button', { name: '春日海报' })).toBeVisible();
  });

  it("shows the api's Chinese message when the sheet is refused", async () => {
    saveSession('tok', buildUserInfo());
    answer({ code: 400, message: 'B2 单元格是公式，请复制后“粘贴为数值”再上传', data: null });
    const { user } = renderApp('/modelPage/batchCreate', { mocks: [templatesMock] });
    const input = await screen.findByLabelText('选择表格');
    await user.upload(input, new File(['x'], 'f.xlsx'));
    expect(await screen.findByText('B2 单元格是公式，请复制后“粘贴为数值”再上传')).toBeVisible();
    expect(screen.queryByText(/已读取/u)).toBeNull();
  });

  it('opens a batch of 创作记录 on its items, each opening in the editor', async () => {
    saveSession('tok', buildUserInfo());
    const item = (row: number, designId: string) => ({
      __typename: 'BatchItem' as const,
      row,
      status: 'DONE' as const,
      templateName: '春日海报',
      designId,
      imageUrl: `/i${row}.jpg`,
      error: null,
    });
    renderApp('/modelPage/batchCreate?batch=7', {
      mocks: [
        {
          request: { query: BatchProgressDocument, variables: { id: '7' } },
          result: { data: { batch: finishedBatch } },
        },
        {
          request: { query: BatchItemsDocument, variables: { id: '7' } },
          result: { data: { batchItems: [item(1, '501'), item(2, '502')] } },
        },
      ],
    });
    expect(await screen.findByTestId('batch-progress')).toHaveTextContent('已完成 2 / 2');
    const edits = await screen.findAllByRole('link', { name: '在线编辑' });
    expect(edits).toHaveLength(2);
    expect(edits[0]?.getAttribute('href')).toMatch(/501/u);
    expect(screen.getAllByTestId('batch-item')[0]).toHaveTextContent('第 1 行 · 春日海报 · 已完成');
  });

  it('reports a blocked row with the suggestions of its message once', async () => {
    saveSession('tok', buildUserInfo());
    const draft = { ...finishedBatch, status: 'DRAFT' as const, checked: false, done: 0 };
    const message = '「全网最低价」是禁用词（依据：《广告法》第九条第三项），可改为：优惠价';
    const { user } = renderApp('/modelPage/batchCreate?batch=7', {
      mocks: [
        {
          request: { query: BatchProgressDocument, variables: { id: '7' } },
          result: { data: { batch: draft } },
        },
        {
          request: { query: BatchSamplesDocument, variables: { id: '7' } },
          result: { data: { batchSamples: [] } },
        },
        {
          request: { query: PreflightBatchDocument, variables: { id: '7' } },
          result: {
            data: {
              preflightBatch: {
                __typename: 'BatchPreflight' as const,
                // pending 0: the count must come from the check (total less blocked) all the same.
                batch: { ...draft, checked: true, pending: 0, blocked: 1 },
                rows: [
                  {
                    __typename: 'BatchPreflightRow' as const,
                    row: 1,
                    blocked: true,
                    templateName: null,
                    problems: [
                      {
                        __typename: 'BatchProblem' as const,
                        blocks: true,
                        kind: 'banned-word',
                        message,
                        words: ['全网最低价'],
                      },
                    ],
                  },
                ],
                templates: [],
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: '开始检查' }));
    const report = await screen.findByTestId('preflight-report');
    expect(report).toHaveTextContent('可以生成 1 行，拦下 1 行');
    expect(report).toHaveTextContent('第 1 行 已拦下');
    expect(screen.getByText(message)).toBeVisible();
    expect(report.textContent.match(/可改为/gu)).toHaveLength(1);
  });
});

describe('BatchCreatePage 每行智能推荐', () => {
  const sheet = {
    id: 7,
    columns: ['标题', '商品图'],
    total: 3,
    encoding: 'utf-8',
    sample_rows: [
      ['春日新品', 'shoe.jpg'],
      ['周末读书会', ''],
      ['夏日特惠', ''],
    ],
    images: [],
  };
  const draft = {
    ...finishedBatch,
    name: '智能推荐',
    status: 'DRAFT' as const,
    columns: sheet.columns,
    templateId: null,
    templateName: null,
    mapping: [],
    checked: false,
    total: 3,
    done: 0,
    pending: 3,
  };
  const smartBatch = {
    ...draft,
    mode: 'SMART' as const,
    scenario: ['268', '11572'],
    mapping: [
      { __typename: 'BatchMapping' as const, column: '标题', slot: 'mainLabel' },
      { __typename: 'BatchMapping' as const, column: '商品图', slot: 'product' },
    ],
  };
  const field = (f: string, label: string, text: boolean) => ({
    __typename: 'BatchSlot' as const,
    field: f,
    label,
    text,
  });
  const names = ['新品海报', '人物海报', '春日海报'];

  it('maps the columns to smart fields and shows each row its own template', async () => {
    saveSession('tok', buildUserInfo());
    answer({ code: 200, message: 'success', data: sheet });
    const { user } = renderApp('/modelPage/batchCreate', {
      mocks: [
        templatesMock,
        {
          request: {
            query: SmartScenarioClassesDocument,
            variables: { classIds: ['128', '129'] },
          },
          result: {
            data: {
              scenarioTagClasses: [
                {
                  __typename: 'TagClass' as const,
                  id: '128',
                  name: '行业',
                  tags: [{ __typename: 'Tag' as const, id: '268', name: '通用' }],
                },
                {
                  __typename: 'TagClass' as const,
                  id: '129',
                  name: '渠道',
                  tags: [{ __typename: 'Tag' as const, id: '11572', name: '公众号' }],
                },
              ],
            },
          },
        },
        {
          request: { query: BatchProgressDocument, variables: { id: '7' } },
          result: { data: { batch: draft } },
        },
        {
          request: { query: BatchSmartFieldsDocument },
          result: {
            data: {
              batchSmartFields: [
                field('mainLabel', '主标题', true),
                field('secondLabel', '副标题', true),
                field('product', '商品图', false),
              ],
            },
          },
        },
        {
          request: {
            query: MapBatchDocument,
            variables: {
              id: '7',
              templateId: null,
              smart: { tagIds: ['268', '11572'], flow: 'POSTER' },
              mapping: [
                { column: '标题', slot: 'mainLabel' },
                { column: '商品图', slot: 'product' },
              ],
            },
          },
          result: { data: { mapBatch: smartBatch } },
        },
        {
          request: { query: BatchSamplesDocument, variables: { id: '7' } },
          result: {
            data: {
              batchSamples: names.map((templateName, i) => ({
                __typename: 'BatchSample' as const,
                row: i + 1,
                templateName,
                previewUrl: `/s${i + 1}.jpg`,
              })),
            },
          },
        },
        {
          request: { query: PreflightBatchDocument, variables: { id: '7' } },
          result: {
            data: {
              preflightBatch: {
                __typename: 'BatchPreflight' as const,
                batch: { ...smartBatch, checked: true },
                rows: [],
                templates: names.map((templateName, i) => ({
                  __typename: 'BatchRowTemplate' as const,
                  row: i + 1,
                  templateId: String(1000001 + i),
                  templateName,
                })),
              },
            },
          },
        },
      ],
    });
    await user.upload(
      await screen.findByLabelText('选择表格'),
      new File(['x'], '智能推荐.csv', { type: 'text/csv' }),
    );
    await user.click(await screen.findByRole('tab', { name: '智能推荐' }));
    await user.click(await screen.findByRole('button', { name: '每行智能推荐（每一行一个设计）' }));
    await user.click(screen.getByRole('button', { name: '海报' }));
    await user.click(screen.getByRole('button', { name: '使用每行智能推荐' }));
    expect(await screen.findByTestId('batch-smart-chosen')).toBeVisible();

    const mapping = await screen.findByRole('region', {
      name: '3. 把表格的列对应到智能推荐的文案和图片',
    });
    expect(mapping).toBeVisible();
    await screen.findAllByRole('option', { name: '主标题' });
    await user.selectOptions(screen.getByRole('combobox', { name: '标题' }), 'mainLabel');
    await user.selectOptions(screen.getByRole('combobox', { name: '商品图' }), 'product');
    await user.click(screen.getByRole('button', { name: '保存对应关系' }));

    // The first three rows drawn, each on its own template.
    const samples = await screen.findAllByTestId('batch-sample');
    expect(samples.map((s) => s.textContent)).toEqual([
      '第 1 行 · 新品海报',
      '第 2 行 · 人物海报',
      '第 3 行 · 春日海报',
    ]);
    await user.click(screen.getByRole('button', { name: '开始检查' }));
    const chosen = await screen.findByTestId('preflight-templates');
    expect(chosen).toHaveTextContent('每一行选中的模板');
    expect(chosen).toHaveTextContent('第 2 行 · 人物海报');
    expect(screen.getByTestId('preflight-report')).toHaveTextContent('每一行都通过了检查');
  });
});

describe(BatchRecords.name, () => {
  it('lists each batch as one entry that opens 批量生成 on it', async () => {
    renderWithProviders(<BatchRecords />, {
      mocks: [
        {
          request: { query: BatchRecordsDocument, variables: { page: 1, pageSize: 6 } },
          result: {
            data: {
              batches: { __typename: 'BatchPage' as const, total: 1, items: [finishedBatch] },
            },
          },
        },
      ],
    });
    const entry = await screen.findByRole('link', { name: '门店海报（2 行）' });
    expect(entry.getAttribute('href')).toBe('/modelPage/batchCreate?batch=7');
    expect(screen.getByText('完成 2 张，失败 0 行，拦下 0 行')).toBeVisible();
    expect(screen.getAllByTestId('batch-record')).toHaveLength(1);
  });
});
