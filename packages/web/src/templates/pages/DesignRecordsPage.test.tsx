import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { DeleteDesignDocument, DesignRecordsDocument } from '@adstudio/schema/client';
import { saveSession } from '../../accounts/session';
import { buildUserInfo, preferencesMock } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { today } from '../templates.utils';

const PATH = '/design/modelDesignHistroy';

const design = (id: string, name: string) => ({
  __typename: 'Template' as const,
  id,
  code: `design_${id}`,
  name,
  previewUrl: `/api/v1/files/user_upload/1/${id}.png`,
  width: 750,
  height: 1334,
  isCollected: false,
  downloads: 0,
  createdAt: '2026-04-01T08:30:00.000Z',
});

/** One answer of the records query; the variables must be exactly what the page sends. */
function recordsMock(
  items: ReturnType<typeof design>[],
  variables: { startDate?: string; endDate?: string; keyword?: string | null; page?: number } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: DesignRecordsDocument,
      variables: {
        startDate: '2020-01-01',
        endDate: today(),
        keyword: null,
        page: 1,
        pageSize: 40,
        ...variables,
      },
    },
    result: {
      data: {
        designRecords: {
          __typename: 'TemplatePage',
          total: items.length,
          page: variables.page ?? 1,
          pageSize: 40,
          items,
        },
      },
    },
  };
}

describe('DesignRecordsPage', () => {
  it('says 抱歉，未找到与筛选条件相关的模型 with the reselect hint over the default day range', async () => {
    saveSession('tok', buildUserInfo({ role: 'DESIGNER' }));
    renderApp(PATH, { mocks: [recordsMock([])] });
    expect(await screen.findByText('抱歉，未找到与筛选条件相关的模型')).toBeInTheDocument();
    expect(screen.getByText('请重新选择筛选条件')).toBeInTheDocument();
    expect(screen.getByLabelText('开始日期')).toHaveValue('2020-01-01');
    expect(screen.getByLabelText('结束日期')).toHaveValue(today());
    expect(screen.getByRole('textbox', { name: '搜索标题' })).toHaveValue('');
  });

  it('asks again with the title typed in the search box, only when it is submitted', async () => {
    saveSession('tok', buildUserInfo({ role: 'DESIGNER' }));
    const { user } = renderApp(PATH, {
      mocks: [
        recordsMock([design('7', '春日上新海报'), design('8', '秋日促销')]),
        recordsMock([design('7', '春日上新海报')], { keyword: '春日' }),
      ],
    });
    expect(await screen.findByRole('button', { name: '删除记录 秋日促销' })).toBeInTheDocument();
    // Surrounding spaces are not part of the title searched for.
    await user.type(screen.getByRole('textbox', { name: '搜索标题' }), ' 春日 ');
    expect(screen.getByRole('button', { name: '删除记录 秋日促销' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(
      await screen.findByRole('button', { name: '删除记录 春日上新海报' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除记录 秋日促销' })).not.toBeInTheDocument();
  });

  it('asks again for the days chosen and shows the empty text when none were made then', async () => {
    saveSession('tok', buildUserInfo({ role: 'DESIGNER' }));
    renderApp(PATH, {
      mocks: [
        recordsMock([design('7', '春日上新海报')]),
        recordsMock([], { startDate: '2026-05-01' }),
      ],
    });
    expect(
      await screen.findByRole('button', { name: '删除记录 春日上新海报' }),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-05-01' } });
    expect(await screen.findByText('抱歉，未找到与筛选条件相关的模型')).toBeInTheDocument();
    expect(screen.getByLabelText('结束日期')).toHaveAttribute('min', '2026-05-01');
  });

  it('deletes a record after 确定删除这个作图记录吗？ and says 删除成功', async () => {
    saveSession('tok', buildUserInfo({ role: 'DESIGNER' }));
    const { user } = renderApp(PATH, {
      mocks: [
        recordsMock([design('7', '春日上新海报')]),
        {
          request: { query: DeleteDesignDocument, variables: { id: '7' } },
          result: { data: { deleteDesign: '7' } },
        },
        recordsMock([]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: '删除记录 春日上新海报' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('确定删除这个作图记录吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(await screen.findByText('抱歉，未找到与筛选条件相关的模型')).toBeInTheDocument();
  });

  // Issue 30 item 7: the spec's "user id 9" layout flag, now the viewer's preference.
  it('uses the alternative layout for a viewer whose preference asks for it', async () => {
    const viewer = buildUserInfo({ role: 'DESIGNER' });
    saveSession('tok', viewer);
    const { container } = renderApp(PATH, {
      mocks: [
        recordsMock([design('7', '我的海报')]),
        preferencesMock(viewer.id, { canvasWidth: 900, canvasHeight: 383, altLayout: true }),
      ],
    });
    expect(await screen.findByRole('button', { name: '删除记录 我的海报' })).toBeInTheDocument();
    await waitFor(() => {
      expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'alt');
    });
  });
});
