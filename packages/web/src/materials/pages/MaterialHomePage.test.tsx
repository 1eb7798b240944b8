import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaterialHomeDocument, ThemeRowMaterialsDocument } from '@adstudio/schema/client';
import { renderApp } from '../../test/renderApp';
import {
  buildMaterial,
  buildMaterials,
  buildTheme,
  categoriesMock,
  SOME_CATEGORIES,
} from '../test/materials.fixtures';

const themes = [
  buildTheme({ id: '1', name: '人物' }),
  buildTheme({ id: '2', name: '风景' }),
  buildTheme({ id: '3', name: '5G' }),
];

function homeMock(recommendedCount = 24) {
  return {
    request: { query: MaterialHomeDocument, variables: { categoryId: '1' } },
    result: {
      data: {
        themes,
        recommendedMaterials: Array.from({ length: recommendedCount }, (_, i) =>
          buildMaterial({ id: String(100 + i), title: `推荐${i + 1}` }),
        ),
      },
    },
  };
}

function rowMock(themeId: string, name: string) {
  return {
    request: { query: ThemeRowMaterialsDocument, variables: { themeIds: [themeId], pageSize: 9 } },
    result: {
      data: {
        searchMaterials: {
          __typename: 'MaterialPage' as const,
          total: 30,
          items: buildMaterials(9, (id) => `${name}${id}`).map((m) => ({
            ...m,
            id: `${themeId}-${m.id}`,
          })),
        },
      },
    },
  };
}

function renderHome() {
  return renderApp('/home', {
    mocks: [homeMock(), rowMock('1', '人物'), rowMock('2', '风景'), categoriesMock()],
  });
}

describe('MaterialHomePage', () => {
  it('shows a row of 9 in slides of 3 with 更多 only on the last slide', async () => {
    const { user } = renderHome();
    const row = await screen.findByRole('region', { name: '人物' }, { timeout: 5000 });
    await within(row).findByRole('img', { name: '人物1' });
    expect(within(row).getAllByTestId('material-card')).toHaveLength(3);
    expect(within(row).queryByRole('link', { name: '更多' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '下一组' }));
    expect(within(row).getByRole('img', { name: '人物4' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: '更多' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '下一组' }));
    expect(within(row).getByRole('img', { name: '人物9' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '更多' })).toHaveAttribute(
      'href',
      '/themeIntro?theme_arr=1',
    );
    expect(within(row).getByRole('button', { name: '下一组' })).toBeDisabled();
  });

  it('opens a detail in a new tab from the rows', async () => {
    renderHome();
    const row = await screen.findByRole('region', { name: '风景' }, { timeout: 5000 });
    const link = await within(row).findByRole('link', { name: '风景1' });
    expect(link).toHaveAttribute('href', '/listDetail?id=2-1');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the recommended list reversed, first 20', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: '主题推荐' }, { timeout: 5000 });
    // The first screen's cards come first, the rest in a deferred render (shared/masonry).
    await waitFor(() => {
      expect(within(section).getAllByTestId('material-card')).toHaveLength(20);
    });
    const cards = within(section).getAllByTestId('material-card');
    const titles = cards.map((card) => within(card).getByRole('img').getAttribute('alt'));
    expect(titles[0]).toBe('推荐24');
    expect(titles[19]).toBe('推荐5');
  });

  it('has the 5 hot topics (a missing theme searches by keyword) and the category strip', async () => {
    renderHome();
    const topics = await screen.findByRole('region', { name: '热门专题' }, { timeout: 5000 });
    const links = await within(topics).findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      '5G',
      '元旦',
      '圣诞',
      '传统纹样',
      '二十四节气',
    ]);
    expect(links[0]).toHaveAttribute('href', '/themeIntro?theme_arr=3');
    expect(links[1]).toHaveAttribute(
      'href',
      `/emptyPage?text=${encodeURIComponent('元旦')}&img_type=1&cur_page=1`,
    );
    const strip = await screen.findByRole('navigation', { name: '分类' });
    expect(within(strip).getAllByRole('link')).toHaveLength(SOME_CATEGORIES.length);
  });

  it('searches from the big search box via emptyPage', async () => {
    const { router, user } = renderHome();
    const box = await screen.findByRole('textbox', { name: '搜索素材' }, { timeout: 5000 });
    await user.type(box, '  夏天  海滩 {Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/searchLists');
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      text: '夏天 海滩',
      img_type: '1',
      cur_page: '1',
    });
  });
});
