import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import {
  AccessTokensDocument,
  AccessTokenUsesDocument,
  CreateAccessTokenDocument,
  RevokeAccessTokenDocument,
} from '@adstudio/schema/client';
import { saveSession } from '../../session';
import { buildUserInfo } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderApp';
import { AccessTokens } from './AccessTokens';

// jsdom has no PointerEvent; the checkbox machine creates one when its hidden input gets focus.
if (!('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { writable: true, value: MouseEvent });
}

const SECRET = `adt_${'s'.repeat(43)}`;

const token = (revokedAt: string | null) => ({
  __typename: 'AccessToken' as const,
  id: '7',
  name: 'CMS 首图',
  prefix: 'adt_ssssssss',
  scopes: ['READ' as const, 'BATCH' as const],
  createdAt: '2026-11-21T02:00:00.000Z',
  expiresAt: null,
  lastUsedAt: revokedAt ? '2026-11-21T03:00:00.000Z' : null,
  revokedAt,
});

const listMock = (tokens: ReturnType<typeof token>[]): MockLink.MockedResponse => ({
  request: { query: AccessTokensDocument },
  result: { data: { accessTokens: tokens } },
});

const usesMock = (): MockLink.MockedResponse => ({
  request: { query: AccessTokenUsesDocument, variables: { page: 1, pageSize: 10 } },
  result: {
    data: {
      accessTokenUses: {
        __typename: 'AccessTokenUsePage',
        total: 1,
        items: [
          {
            __typename: 'AccessTokenUse',
            id: '1',
            tokenName: 'CMS 首图',
            operation: 'mutation StartBatch { startBatch }',
            usedAt: '2026-11-21T03:00:00.000Z',
          },
        ],
      },
    },
  },
  maxUsageCount: 5,
});

describe('AccessTokens', () => {
  it('creates a token with its scopes, shows it once, lists it and revokes it', async () => {
    saveSession('tok', buildUserInfo());
    const revokedAt = '2026-11-21T04:00:00.000Z';
    const { user } = renderWithProviders(<AccessTokens />, {
      mocks: [
        listMock([]),
        {
          request: {
            query: CreateAccessTokenDocument,
            variables: { name: 'CMS 首图', scopes: ['READ', 'BATCH'], expiresOn: null },
          },
          result: {
            data: {
              createAccessToken: {
                __typename: 'CreatedAccessToken',
                token: SECRET,
                accessToken: token(null),
              },
            },
          },
        },
        listMock([token(null)]),
        usesMock(),
        {
          request: { query: RevokeAccessTokenDocument, variables: { id: '7' } },
          result: { data: { revokeAccessToken: token(revokedAt) } },
        },
      ],
    });

    expect(await screen.findByText('还没有访问令牌')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '令牌名称' }), 'CMS 首图');
    await user.click(screen.getByRole('checkbox', { name: '批量生成（batch）' }));
    await user.click(screen.getByRole('button', { name: '创建令牌' }));

    expect(await screen.findByTestId('new-token')).toHaveTextContent(SECRET);
    expect(
      screen.getByText('令牌只显示这一次，请立即复制保存；关闭后无法再查看。'),
    ).toBeInTheDocument();
    const [listed] = await screen.findAllByTestId('access-token');
    expect(listed).toHaveTextContent('adt_ssssssss…');
    expect(listed).toHaveTextContent('从未使用');
    expect(listed).not.toHaveTextContent(SECRET);
    expect(await screen.findByText('mutation StartBatch { startBatch }')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '我已保存' }));
    expect(screen.queryByTestId('new-token')).not.toBeInTheDocument();

    await user.click(within(listed!).getByRole('button', { name: '撤销' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('撤销「CMS 首图」后，用它的工具会立即无法调用。确定撤销吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => {
      expect(screen.getByTestId('access-token')).toHaveTextContent('已撤销');
    });
  });
});
