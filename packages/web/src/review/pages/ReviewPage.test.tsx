import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import type {
  ApproveMaterialsMutationVariables,
  RejectMaterialsMutationVariables,
} from '@adstudio/schema/client';
import {
  ApproveMaterialsDocument,
  RejectMaterialsDocument,
  ReviewHistoryDocument,
  ReviewLogDocument,
  ReviewQueueDocument,
} from '@adstudio/schema/client';
import { saveSession } from '../../accounts/session';
import { buildUpload } from '../../accounts/components/history/history.fixtures';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

// jsdom has no PointerEvent; the checkbox machine creates one when its hidden input gets focus.
if (!('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { writable: true, value: MouseEvent });
}

const REASONS = ['图片模糊或分辨率过低', '涉嫌侵权或版权信息不实'];

const queueItem = (id: string, title: string) => ({
  __typename: 'ReviewQueueItem' as const,
  id,
  submittedAt: '2026-11-21T02:00:00.000Z',
  uploader: { __typename: 'Actor' as const, id: '1', name: '张伟' },
  material: buildUpload({ id, title, status: 'PENDING' }),
});

function queueMock(): MockLink.MockedResponse {
  return {
    request: { query: ReviewQueueDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        reviewReasons: REASONS,
        reviewQueue: {
          __typename: 'ReviewQueuePage',
          total: 2,
          page: 1,
          pageSize: 10,
          items: [queueItem('11', '海边日出'), queueItem('12', '城市夜景')],
        },
      },
    },
  };
}

const otherMocks: MockLink.MockedResponse[] = [
  {
    request: { query: ReviewHistoryDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { reviewHistory: [] } },
  },
  {
    request: { query: ReviewLogDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        reviewLog: { __typename: 'ReviewEventPage', total: 0, page: 1, pageSize: 10, items: [] },
      },
    },
  },
];

const toast = (text: string) => screen.findByText(text, { selector: '[data-part="title"]' });

describe('ReviewPage', () => {
  it('shows the queue with a large preview and approves the focused material', async () => {
    saveSession('tok', buildUserInfo({ role: 'REVIEWER', name: '王芳' }));
    let approved: ApproveMaterialsMutationVariables | null = null;
    const approve: MockLink.MockedResponse = {
      request: { query: ApproveMaterialsDocument, variables: () => true },
      result: (v) => {
        approved = v as ApproveMaterialsMutationVariables;
        return {
          data: {
            approveMaterials: { __typename: 'ReviewDecision', ids: ['11'], status: 'PASSED' },
          },
        };
      },
    };
    const { user } = renderApp('/review', { mocks: [queueMock(), ...otherMocks, approve] });

    expect(await screen.findByRole('tab', { name: '待审核(2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '审核台' })).toHaveAttribute('href', '/review');
    const detail = screen.getByRole('region', { name: '素材详情' });
    expect(within(detail).getByRole('img', { name: '海边日出' })).toHaveAttribute(
      'src',
      '/api/v1/files/user_upload/1/u11.jpg?width=900',
    );
    expect(within(detail).getByTestId('review-fact-上传者')).toHaveTextContent('张伟');
    expect(within(detail).getByTestId('review-fact-标签')).toHaveTextContent('风景');

    await user.click(within(detail).getByRole('button', { name: '通过' }));

    expect(await toast('已通过 1 个素材')).toBeInTheDocument();
    expect(approved).toEqual({ ids: ['11'] });
  });

  it('rejects the selected materials in bulk with a preset reason and free text', async () => {
    saveSession('tok', buildUserInfo({ role: 'ADMIN' }));
    let rejected: RejectMaterialsMutationVariables | null = null;
    const reject: MockLink.MockedResponse = {
      request: { query: RejectMaterialsDocument, variables: () => true },
      result: (v) => {
        rejected = v as RejectMaterialsMutationVariables;
        return {
          data: {
            rejectMaterials: {
              __typename: 'ReviewDecision',
              ids: ['11', '12'],
              status: 'REJECTED',
            },
          },
        };
      },
    };
    const { user } = renderApp('/review', { mocks: [queueMock(), ...otherMocks, reject] });
    await screen.findAllByTestId('queue-item');

    await user.click(screen.getByText('全选'));
    await user.click(screen.getByRole('button', { name: '批量拒绝(2)' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝 2 个素材' });
    await user.click(within(dialog).getByRole('button', { name: '确定拒绝' }));
    expect(await toast('请选择或填写拒绝原因')).toBeInTheDocument();

    await user.click(within(dialog).getByText('涉嫌侵权或版权信息不实'));
    await user.type(within(dialog).getByRole('textbox'), '请补充授权证明');
    await user.click(within(dialog).getByRole('button', { name: '确定拒绝' }));

    expect(await toast('已拒绝 2 个素材')).toBeInTheDocument();
    expect(rejected).toEqual({
      ids: ['11', '12'],
      reason: '涉嫌侵权或版权信息不实；请补充授权证明',
    });
  });

  it('is not offered to an ordinary user', async () => {
    saveSession('tok', buildUserInfo({ role: 'USER' }));
    renderApp('/review', { mocks: [queueMock(), ...otherMocks] });
    expect(await screen.findByText('没有权限执行此操作')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '审核台' })).not.toBeInTheDocument();
  });
});
