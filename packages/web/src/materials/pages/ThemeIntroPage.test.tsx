import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeIntroDocument, ThemeMaterialsDocument } from '@adstudio/schema/client';
import { renderApp } from '../../test/renderApp';
import { buildMaterials, buildTheme, themesMock } from '../test/materials.fixtures';

const themes = [buildTheme({ id: '3', name: '元旦' }), buildTheme({ id: '4', name: '圣诞' })];

function themeMaterialsMock(count: number) {
  return {
    request: {
      query: ThemeMaterialsDocument,
      variables: { themeIds: ['3'], pageSize: 1000 },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        searchMaterials: {
          __typename: 'MaterialPage' as const,
          total: count,
          totalCapped: false,
          items: buildMaterials(count, (id) => `元旦${id}`),
        },
      },
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ThemeIntroPage', () => {
  it('lists the themes, each linking to its detail list', async () => {
    renderApp('/themeIntro', { mocks: [themesMock(ThemeIntroDocument, themes)] });
    expect(await screen.findByRole('link', { name: '元旦' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/themeIntro?theme_arr=3',
    );
    expect(screen.getByRole('link', { name: '圣诞' })).toHaveAttribute(
      'href',
      '/themeIntro?theme_arr=4',
    );
  });

  it('says a theme has no images yet, not that a keyword found none, when nothing was typed', async () => {
    renderApp('/themeIntro?theme_arr=3', {
      mocks: [themesMock(ThemeIntroDocument, themes), themeMaterialsMock(0)],
    });
    expect(
      await screen.findByText('该主题下暂时还没有图片', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('抱歉，未找到与关键词相关的图片')).not.toBeInTheDocument();
  });

  it('renders only a window of a 1000-image theme and moves the window on scroll', async () => {
    renderApp('/themeIntro?theme_arr=3', {
      mocks: [themesMock(ThemeIntroDocument, themes), themeMaterialsMock(1000)],
    });

    expect(
      await screen.findByText('共找到 1000 张图片', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '元旦', level: 1 })).toBeInTheDocument();
    const grid = screen.getByTestId('material-masonry');
    expect(grid).toHaveAttribute('data-total', '1000');
    const first = within(grid).getAllByTestId('material-card');
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(100);
    expect(within(grid).getByRole('img', { name: '元旦1' })).toBeInTheDocument();
    // The container keeps the full height, so the scroll bar covers all 1000.
    expect(parseFloat(grid.style.height || getComputedStyle(grid).height)).toBeGreaterThan(20_000);

    // Scroll far down: the grid's top is now 30 000 px above the viewport.
    vi.spyOn(grid, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: -30_000, width: 1200, height: 100_000 }),
    );
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });

    const later = within(grid).getAllByTestId('material-card');
    expect(later.length).toBeLessThan(100);
    expect(within(grid).queryByRole('img', { name: '元旦1' })).not.toBeInTheDocument();
    const titles = later.map((card) => within(card).getByRole('img').getAttribute('alt'));
    expect(titles.every((t) => Number(t?.replace('元旦', '')) > 100)).toBe(true);
  });
});
