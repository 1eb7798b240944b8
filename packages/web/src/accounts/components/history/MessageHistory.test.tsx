import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MarkMessagesReadDocument, MyMessagesDocument } from '@adstudio/schema/client';
import { saveSession } from '../../session';
import { buildUserInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const message = (id: string, isRead: boolean) => ({
  __typename: 'Message' as const,
  id,
  kind: 'REVIEW_REJECT' as const,
  title: '素材未通过审核',
  content: `素材 ${id} 未通过审核，原因：图片模糊或质量过低`,
  materialId: id,
  isRead,
  createdAt: '2026-11-21T02:00:00.000Z',
});

function messagesMock(read: boolean): MockLink.MockedResponse {
  return {
    request: { query: MyMessagesDocument, variables: { page: 1, pageSize: 10 } },
    result: {
      data: {
        myMessages: {
          __typename: 'MessagePage',
          total: 2,
          page: 1,
          pageSize: 10,
          unread: read ? 0 : 1,
          items: [message('1', read), message('2', true)],
        },
      },
    },
  };
}

describe('MessageHistory', () => {
  it('shows the unread count and marks a message read', async () => {
    saveSession('tok', buildUserInfo());
    const { user } = renderApp('/accountPage/messageHistory', {
      mocks: [
        messagesMock(false),
        {
          request: { query: MarkMessagesReadDocument, variables: { ids: ['1'] } },
          result: {
            data: { markMessagesRead: { __typename: 'MarkReadResult', ids: ['1'], unread: 0 } },
          },
        },
        messagesMock(true),
      ],
    });

    expect(await screen.findByText('未读 1 条')).toBeInTheDocument();
    const [first] = screen.getAllByTestId('message');
    expect(first).toHaveTextContent('原因：图片模糊或质量过低');
    await user.click(within(first!).getByRole('button', { name: '标为已读' }));

    await waitFor(() => {
      expect(screen.getByTestId('unread-count')).toHaveTextContent('未读 0 条');
    });
    expect(screen.queryByRole('button', { name: '标为已读' })).not.toBeInTheDocument();
  });
});
