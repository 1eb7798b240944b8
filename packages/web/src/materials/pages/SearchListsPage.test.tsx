import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import {
  buildMaterial,
  categoriesMock,
  searchMock,
  searchThemesMock,
  SOME_CATEGORIES,
} from '../test/materials.fixtures';

const URL = '/searchLists?text=风景&img_type=1&cur_page=1';

describe('SearchListsPage', () => {
  it('shows the keyword and 共 N 个结果 with the first page of images', async () => {
    renderApp(URL, {
      mocks: [
        searchMock(
          [buildMaterial({ id: '1', title: '雪山' }), buildMaterial({ id: '2', title: '湖' })],
          {
            total: 42,
          },
        ),
        searchThemesMock(),
      ],
    });

    expect(await screen.findByText('共 42 个结果', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '搜索结果', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('search-keyword')).toHaveTextContent('风景');
    expect(screen.getByRole('img', { name: '雪山' })).toHaveAttribute(
      'src',
      '/api/v1/files/materials/m1.jpg?width=300',
    );
    expect(screen.getByRole('link', { name: '湖' })).toHaveAttribute('href', '/listDetail?id=2');
    // 42 results, 20 a page: three pages.
    expect(screen.getByRole('button', { name: /3/ })).toBeInTheDocument();
  });

  it('says 1000+ when the api stopped counting', async () => {
    renderApp(URL, {
      mocks: [
        searchMock([buildMaterial({ id: '1', title: '人' })], { total: 1000, totalCapped: true }),
        searchThemesMock(),
      ],
    });
    expect(await screen.findByText('共 1000+ 个结果')).toBeInTheDocument();
  });

  it('switches to 最热 (MAXDOWN) and back to page 1', async () => {
    const { router, user } = renderApp('/searchLists?text=风景&img_type=1&cur_page=2', {
      mocks: [
        searchMock([buildMaterial({ id: '1', title: '最新的图' })], {
          total: 30,
          match: (v) => v.sort === 'FRESH',
        }),
        searchMock([buildMaterial({ id: '9', title: '下载最多的图' })], {
          total: 30,
          match: (v) => v.sort === 'MAXDOWN' && v.page === 1,
        }),
        searchThemesMock(),
      ],
    });
    expect(await screen.findByRole('img', { name: '最新的图' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '最新' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '最热' }));

    expect(await screen.findByRole('img', { name: '下载最多的图' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '最热' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain('sort=maxdown');
    expect(router.state.location.search).toContain('cur_page=1');
  });

  it('shows the spec empty state when nothing matches', async () => {
    renderApp('/searchLists?text=不存在的词', { mocks: [searchMock([]), searchThemesMock()] });

    expect(await screen.findByText('抱歉，未找到与关键词相关的图片')).toBeInTheDocument();
    expect(
      screen.getByText('同时您也可以使用同义关键词或减少筛选范围再进行尝试。'),
    ).toBeInTheDocument();
    expect(screen.getByText('共 0 个结果')).toBeInTheDocument();
  });

  it('goes back to / (and so /realHome) without a keyword', async () => {
    const { router } = renderApp('/searchLists?text=%20%20', { mocks: [searchThemesMock()] });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/realHome');
    });
  });

  it('a guest favouriting is told 请先登录！', async () => {
    const { user } = renderApp(URL, {
      mocks: [searchMock([buildMaterial({ id: '1', title: '雪山' })]), searchThemesMock()],
    });
    const card = (await screen.findByRole('img', { name: '雪山' })).closest(
      '[data-testid="material-card"]',
    ) as HTMLElement;

    await user.click(within(card).getByRole('button', { name: '收藏 雪山' }));

    expect(
      await screen.findByText('请先登录！', { selector: '[data-part="title"]' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('hides a card whose image fails to load', async () => {
    renderApp(URL, {
      mocks: [
        searchMock([
          buildMaterial({ id: '1', title: '坏图' }),
          buildMaterial({ id: '2', title: '好图' }),
        ]),
        searchThemesMock(),
      ],
    });
    const broken = await screen.findByRole('img', { name: '坏图' });
    broken.dispatchEvent(new Event('error'));

    await waitFor(() => {
      expect(screen.queryByRole('img', { name: '坏图' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('img', { name: '好图' })).toBeInTheDocument();
  });

  it("links the api's categories to emptyPage with img_type=1 and cur_page=1", async () => {
    renderApp(URL, { mocks: [searchMock([]), searchThemesMock(), categoriesMock()] });
    const strip = await screen.findByRole('navigation', { name: '分类' });
    expect(within(strip).getAllByRole('link')).toHaveLength(SOME_CATEGORIES.length);
    expect(within(strip).getByRole('link', { name: '食品&饮品' })).toHaveAttribute(
      'href',
      `/emptyPage?text=${encodeURIComponent('食品&饮品')}&img_type=1&cur_page=1`,
    );
  });
});
