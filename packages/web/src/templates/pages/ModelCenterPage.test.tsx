import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import {
  CollectTemplateDocument,
  CollectedTemplatesDocument,
  TemplateCentreDocument,
  TemplateFiltersDocument,
} from '@adstudio/schema/client';
import { saveSession } from '../../accounts/session';
import { buildUserInfo, preferencesMock } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const template = (id: string, isCollected = false) => ({
  __typename: 'Template' as const,
  id,
  code: `tpl_p_${id}`,
  name: `海报${id}`,
  previewUrl: `/api/v1/files/templates/tpl_p_${id}.jpg`,
  width: 750,
  height: 1334,
  isCollected,
  downloads: 0,
});

const filtersMock: MockLink.MockedResponse = {
  request: { query: TemplateFiltersDocument },
  result: {
    data: {
      templateFilters: [
        {
          __typename: 'TemplateFilterCategory',
          id: '121',
          category: 'POSTER',
          name: '海报',
          tagClasses: [
            {
              __typename: 'TemplateTagClass',
              id: '128',
              name: '行业',
              tags: [{ __typename: 'Tag', id: '268', name: '通用' }],
            },
          ],
        },
      ],
    },
  },
};

function centreMock(
  items: ReturnType<typeof template>[],
  variables: Record<string, unknown> = {},
  error = false,
): MockLink.MockedResponse {
  return {
    request: {
      query: TemplateCentreDocument,
      variables: {
        category: null,
        tagIds: [],
        sort: 'COMPLEX',
        page: 1,
        pageSize: 40,
        ...variables,
      },
    },
    ...(error
      ? { error: new Error('upstream down') }
      : {
          result: {
            data: {
              templates: {
                __typename: 'TemplatePage',
                total: items.length,
                page: 1,
                pageSize: 40,
                items,
              },
            },
          },
        }),
  };
}

describe('ModelCenterPage', () => {
  it('shows the failure with 重试, then the templates; a category reveals its tag classes', async () => {
    const { user } = renderApp('/modelPage/modelCenter', {
      mocks: [
        filtersMock,
        centreMock([], {}, true),
        centreMock([template('1'), template('2')]),
        centreMock([], { category: 'POSTER' }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('template-card')).toHaveLength(2);
    expect(screen.queryByRole('radiogroup', { name: '行业' })).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('radiogroup', { name: '分类' })).getByRole('radio', { name: '海报' }),
    );
    expect(await screen.findByText('抱歉，未找到与筛选条件相关的模型')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: '行业' })).toBeInTheDocument();
  });

  it('stars a template with one mutation and adds it to the cached favourites', async () => {
    saveSession('tok', buildUserInfo());
    const collect: MockLink.MockedResponse = {
      request: { query: CollectTemplateDocument, variables: { id: '1' } },
      result: { data: { collectTemplate: template('1', true) } },
    };
    const favourites: MockLink.MockedResponse = {
      request: { query: CollectedTemplatesDocument, variables: { page: 1, pageSize: 40 } },
      result: {
        data: {
          collectedTemplates: {
            __typename: 'TemplatePage',
            total: 0,
            page: 1,
            pageSize: 40,
            items: [],
          },
        },
      },
    };
    const { user, router } = renderApp('/modelPage/modelCollectFile', {
      mocks: [filtersMock, favourites, centreMock([template('1')]), collect],
    });
    expect(await screen.findByText('哎呀！当前还没有记录~')).toBeInTheDocument();
    await router.navigate('/modelPage/modelCenter');
    await user.click(await screen.findByRole('button', { name: '收藏 海报1' }));
    expect(await screen.findByRole('button', { name: '取消收藏 海报1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // No second CollectedTemplates mock: the list must come from the cache.
    await router.navigate('/modelPage/modelCollectFile');
    await waitFor(() => {
      expect(screen.getAllByTestId('template-card')).toHaveLength(1);
    });
    expect(screen.getByAltText('海报1')).toBeInTheDocument();
  });

  // Issue 30 item 7: a blank design from the template centre, in the viewer's preferred size.
  it('offers 新建空白设计 in the preferred size, with the wide layout', async () => {
    const viewer = buildUserInfo();
    saveSession('tok', viewer);
    const { container } = renderApp('/modelPage/modelCenter', {
      mocks: [
        filtersMock,
        centreMock([template('1')]),
        preferencesMock(viewer.id, { canvasWidth: 900, canvasHeight: 383, altLayout: true }),
      ],
    });
    const blank = await screen.findByRole('link', { name: '新建空白设计（900 × 383）' });
    expect(blank).toHaveAttribute(
      'href',
      `/editor.html?userType=user&tempNew=true&width=900&height=383&user_id=${viewer.id}&token=tok`,
    );
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'alt');
  });

  it('asks a guest to log in before a blank design', async () => {
    const { user } = renderApp('/modelPage/modelCenter', {
      mocks: [filtersMock, centreMock([])],
    });
    await user.click(await screen.findByRole('link', { name: '新建空白设计' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('账号登录');
  });
});
