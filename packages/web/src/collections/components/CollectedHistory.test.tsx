import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { CollectedMaterialsDocument, UncollectMaterialDocument } from '@adstudio/schema/client';
import { saveSession } from '../../accounts/session';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { buildMaterial } from '../../materials/test/materials.fixtures';

const fav = (id: string) => ({
  ...buildMaterial({ id, isCollected: true }),
  createdAt: '2026-11-20T08:30:00.000Z',
  collectedAt: '2026-11-24T09:15:00.000Z',
  tags: [],
});

function collectedMock(items: ReturnType<typeof fav>[]): MockLink.MockedResponse {
  return {
    request: { query: CollectedMaterialsDocument, variables: { page: 1, pageSize: 10 } },
    result: {
      data: {
        collectedMaterials: {
          __typename: 'MaterialPage',
          total: items.length,
          page: 1,
          pageSize: 10,
          items,
        },
      },
    },
  };
}

describe('CollectedHistory', () => {
  it('asks 确定取消收藏吗？ and removes the material only after 确定', async () => {
    saveSession('tok', buildUserInfo());
    const uncollect: MockLink.MockedResponse = {
      request: { query: UncollectMaterialDocument, variables: { id: '1' } },
      result: {
        data: { uncollectMaterial: { __typename: 'Material', id: '1', isCollected: false } },
      },
    };
    const { user } = renderApp('/seWritting/collectedHistory', {
      mocks: [collectedMock([fav('1'), fav('2')]), uncollect, collectedMock([fav('2')])],
    });

    expect(await screen.findAllByTestId('collected-card')).toHaveLength(2);
    expect(screen.getAllByText(/^收藏于 2026/)).toHaveLength(2);
    expect(screen.getByRole('tab', { name: '创作模板（秒创）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '文案（秒撰）' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '取消收藏 素材1' }));
    expect(
      await screen.findByRole('alertdialog', { name: '确定取消收藏吗？' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(screen.getAllByTestId('collected-card')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '取消收藏 素材1' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));

    expect(
      await screen.findByText('取消收藏成功', { selector: '[data-part="title"]' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByTestId('collected-card')).toHaveLength(1);
    });
    expect(screen.queryByText('素材1')).not.toBeInTheDocument();
  });
});
