import { BatchTemplatesDocument } from '@adstudio/schema/client';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../accounts/session';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const templatesMock = {
  request: { query: BatchTemplatesDocument },
  result: {
    data: {
      templates: {
        __typename: 'TemplatePage' as const,
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
});
