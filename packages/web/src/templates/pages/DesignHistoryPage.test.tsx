import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { BatchRecordsDocument, CreationRecordsDocument } from '@adstudio/schema/client';
import { saveSession } from '../../accounts/session';
import { buildUserInfo, preferencesMock } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { today } from '../templates.utils';

function recordsMock(items: object[]): MockLink.MockedResponse {
  return {
    request: {
      query: CreationRecordsDocument,
      variables: { startDate: '2020-01-01', endDate: today(), page: 1, pageSize: 9 },
    },
    result: {
      data: {
        creationRecords: {
          __typename: 'CreationRecordPage',
          total: items.length,
          page: 1,
          pageSize: 9,
          items,
        },
      },
    },
  };
}

describe('DesignHistoryPage', () => {
  it('says 哎呀！当前还没有记录~ with no records in the default range', async () => {
    saveSession('tok', buildUserInfo());
    renderApp('/mine/modelDesignHistory', { mocks: [recordsMock([])] });
    expect(await screen.findByText('哎呀！当前还没有记录~')).toBeInTheDocument();
    expect(screen.getByLabelText('开始日期')).toHaveValue('2020-01-01');
    expect(screen.getByLabelText('结束日期')).toHaveValue(today());
  });

  it('names the single designs under the batches, and says so when there are none of them', async () => {
    saveSession('tok', buildUserInfo());
    const batches: MockLink.MockedResponse = {
      request: { query: BatchRecordsDocument, variables: { page: 1, pageSize: 6 } },
      result: {
        data: {
          batches: {
            __typename: 'BatchPage',
            total: 1,
            items: [
              {
                __typename: 'Batch',
                id: '7',
                name: '门店海报',
                status: 'FINISHED',
                mode: 'TEMPLATE',
                templateName: '春日海报',
                total: 2,
                done: 2,
                failed: 0,
                blocked: 0,
                coverUrl: null,
                createdAt: '2026-11-20T08:30:00.000Z',
              },
            ],
          },
        },
      },
      maxUsageCount: 2,
    };
    renderApp('/mine/modelDesignHistory', { mocks: [recordsMock([]), batches] });
    expect(await screen.findByText('这段时间没有单张作品')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '单张作品' })).toBeVisible();
    expect(screen.getAllByTestId('batch-record')).toHaveLength(1);
    expect(screen.queryByText('哎呀！当前还没有记录~')).not.toBeInTheDocument();
  });

  it('opens 在线编辑 in a new tab with userType, tempNew, tempId, user_id and token', async () => {
    const user = buildUserInfo();
    saveSession('tok', user);
    renderApp('/mine/modelDesignHistory', {
      mocks: [
        recordsMock([
          {
            __typename: 'CreationRecord',
            id: '5',
            kind: 'POSTER',
            imageUrl: '/api/v1/files/user_upload/1/a.png',
            width: 750,
            height: 1334,
            createdAt: '2026-11-20T08:30:00.000Z',
            templateId: '42',
            bannedWords: [],
          },
        ]),
      ],
    });
    const edit = await screen.findByRole('link', { name: '在线编辑' });
    expect(edit).toHaveAttribute('target', '_blank');
    expect(edit).toHaveAttribute(
      'href',
      `/editor.html?userType=user&tempNew=false&tempId=42&user_id=${user.id}&token=tok`,
    );
  });

  it('asks 文案含有禁用词 before downloading a design whose text has 禁用 words (issue 27 item 6)', async () => {
    saveSession('tok', buildUserInfo());
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderApp('/mine/modelDesignHistory', {
      mocks: [
        recordsMock([
          {
            __typename: 'CreationRecord',
            id: '6',
            kind: 'BANNER',
            imageUrl: '/api/v1/files/user_upload/1/b.png',
            width: 900,
            height: 383,
            createdAt: '2026-11-21T08:30:00.000Z',
            templateId: '43',
            bannedWords: ['全网最低价'],
          },
        ]),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '下载' }));
    let dialog = await screen.findByRole('alertdialog', { name: '文案含有禁用词' });
    expect(dialog).toHaveTextContent('全网最低价');
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    expect(clicked).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '下载' }));
    dialog = await screen.findByRole('alertdialog', { name: '文案含有禁用词' });
    await user.click(screen.getByRole('button', { name: '仍要继续' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });

  // Issue 30 item 7: the spec's "user id 9" is now a preference any user may hold.
  it("starts 新建空白设计 in the viewer's preferred 900x383, as a design (userType user) even for a designer, in the alternative layout", async () => {
    const designer = buildUserInfo({ role: 'DESIGNER' });
    saveSession('tok', designer);
    const { container } = renderApp('/mine/modelDesignHistory', {
      mocks: [
        recordsMock([]),
        preferencesMock(designer.id, { canvasWidth: 900, canvasHeight: 383, altLayout: true }),
      ],
    });
    const blank = await screen.findByRole('link', { name: '新建空白设计（900 × 383）' });
    expect(blank).toHaveAttribute('target', '_blank');
    expect(blank).toHaveAttribute(
      'href',
      `/editor.html?userType=user&tempNew=true&width=900&height=383&user_id=${designer.id}&token=tok`,
    );
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'alt');
  });

  it('starts 新建空白设计 at 750x1334 in the usual layout for a user without the preference', async () => {
    const user = buildUserInfo();
    saveSession('tok', user);
    const { container } = renderApp('/mine/modelDesignHistory', { mocks: [recordsMock([])] });
    const blank = await screen.findByRole('link', { name: '新建空白设计（750 × 1334）' });
    expect(blank).toHaveAttribute(
      'href',
      `/editor.html?userType=user&tempNew=true&width=750&height=1334&user_id=${user.id}&token=tok`,
    );
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'default');
  });
});
