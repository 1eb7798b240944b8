import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CollectTitleDocument,
  SearchTitlesDocument,
  TitleFiltersDocument,
} from '@adstudio/schema/client';
import { clearSession, saveSession } from '../../accounts/session';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const PATH = '/copyPage/copyTitlePage/title-origin';

const title = (id: string, content: string, isCollected = false) => ({
  __typename: 'Title' as const,
  id,
  content,
  reading: 30000,
  source: '知乎热榜',
  isCollected,
  tags: [],
});

function searchMock(
  keyword: string | null,
  items: { content: string; ranges: number[][] }[],
  { tagIds = null, page = 1 }: { tagIds?: string[] | null; page?: number } = {},
) {
  return {
    request: {
      query: SearchTitlesDocument,
      variables: { library: 'ORIGINAL', keyword, tagIds, page, pageSize: 20 },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        searchTitles: {
          __typename: 'TitleSearchPage' as const,
          total: items.length,
          page,
          pageSize: 20,
          items: items.map((item, i) => ({
            __typename: 'TitleHit' as const,
            highlights: item.ranges.map(([start = 0, end = 0]) => ({
              __typename: 'TextRange' as const,
              start,
              end,
            })),
            title: title(String(i + 1), item.content),
          })),
        },
      },
    },
  };
}

const filtersMock = {
  request: { query: TitleFiltersDocument, variables: { library: 'ORIGINAL' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      titleFilters: [
        {
          __typename: 'TitleTagGroup' as const,
          id: '266',
          name: '原创标题',
          children: [{ __typename: 'Tag' as const, id: '301', name: '科技' }],
        },
      ],
    },
  },
};

afterEach(() => {
  clearSession();
});

describe('原创标题', () => {
  it('browses the library, then marks both terms of a search in red text (not HTML)', async () => {
    const { user } = renderApp(PATH, {
      mocks: [
        filtersMock,
        searchMock(null, [{ content: '<b>粗体</b>不是标签', ranges: [] }]),
        searchMock('北京 大学', [
          {
            content: '北京大学的春天',
            ranges: [
              [0, 2],
              [2, 4],
            ],
          },
        ]),
      ],
    });
    expect(await screen.findByText('<b>粗体</b>不是标签')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '关键字' }), '  北京   大学 ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    const row = (await screen.findAllByTestId('title-row'))[0];
    await waitFor(() => {
      expect(
        within(row as HTMLElement)
          .getAllByText(/北京|大学/)
          .map((m) => m.tagName),
      ).toEqual(['MARK', 'MARK']);
    });
    expect(screen.getByText('共 1 条标题')).toBeInTheDocument();
  });

  it('keeps the keyword, the filter and the page in the address, so a reload shows the same page', async () => {
    const { user, router } = renderApp(PATH, {
      mocks: [
        filtersMock,
        searchMock(null, []),
        searchMock('北京', [{ content: '北京的春天', ranges: [[0, 2]] }]),
        searchMock('北京', [{ content: '北京的科技', ranges: [[0, 2]] }], { tagIds: ['301'] }),
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: '关键字' }), '北京');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('的春天')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '原创标题' }), '301');
    expect(await screen.findByText('的科技')).toBeInTheDocument();
    const { search } = router.state.location;
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      keyword: '北京',
      'tag.266': '301',
    });

    const reloaded = renderApp(`${PATH}?keyword=北京&tag.266=301&page=2`, {
      mocks: [
        filtersMock,
        searchMock('北京', [{ content: '北京第二页', ranges: [[0, 2]] }], {
          tagIds: ['301'],
          page: 2,
        }),
      ],
    });
    expect(await reloaded.findByText('第二页')).toBeInTheDocument();
    expect(reloaded.getAllByRole('textbox', { name: '关键字' }).at(-1)).toHaveValue('北京');
  });

  it('warns 请输入关键字 for a blank keyword', async () => {
    const { user } = renderApp(PATH, { mocks: [filtersMock, searchMock(null, [])] });
    expect(
      await screen.findByText('找不到符合您搜索条件的内容，请尝试别的关键词'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '关键字' }), '   ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('请输入关键字')).toBeInTheDocument();
  });

  it('asks a guest to log in before collecting, and collects for a user', async () => {
    const items = [{ content: '北京的春天', ranges: [] }];
    const guest = renderApp(PATH, { mocks: [filtersMock, searchMock(null, items)] });
    await guest.user.click(await screen.findByRole('button', { name: '收藏 北京的春天' }));
    expect(await screen.findByText('请先登录！')).toBeInTheDocument();
    guest.unmount();

    saveSession('tok', buildUserInfo());
    const { user } = renderApp(PATH, {
      mocks: [
        filtersMock,
        searchMock(null, items),
        {
          request: { query: CollectTitleDocument, variables: { id: '1' } },
          result: { data: { collectTitle: { __typename: 'Title', id: '1', isCollected: true } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: '收藏 北京的春天' }));
    expect(await screen.findByRole('button', { name: '取消收藏 北京的春天' })).toBeInTheDocument();
    expect(await screen.findByText('收藏成功')).toBeInTheDocument();
  });
});
