import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginDocument } from '@adstudio/schema/client';
import { getLoginPrompt } from '../accounts/loginPrompt';
import { saveSession } from '../accounts/session';
import { buildUserInfo, viewerMock } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

const loginMock = {
  request: { query: LoginDocument, variables: () => true },
  result: {
    data: {
      login: {
        __typename: 'LoginPayload',
        token: 'fresh-token',
        user: {
          __typename: 'User',
          id: '1',
          name: '张伟',
          sexId: 1,
          role: 'USER',
          department: null,
        },
      },
    },
  },
};

describe('guarded routes', () => {
  it('as a guest, 上传素材 opens the login dialog and blocks the navigation', async () => {
    const { router, user } = renderApp('/realHome');
    await screen.findByRole('heading', { name: '秒创', level: 2 });

    await user.click(screen.getByRole('link', { name: '上传素材' }));

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/realHome');
    expect(screen.queryByRole('heading', { name: '上传素材', level: 1 })).not.toBeInTheDocument();
    expect(getLoginPrompt().pendingHref).toBe('/uploadPage');
  });

  it('a direct load of a guarded URL shows the dialog over home and never renders the page', async () => {
    const { router } = renderApp('/mine/tradingCenter');

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/realHome');
    });
    expect(screen.queryByRole('heading', { name: '交易中心' })).not.toBeInTheDocument();
  });

  it('continues the blocked navigation after a successful login', async () => {
    const { router, user } = renderApp('/realHome', {
      mocks: [loginMock, viewerMock(buildUserInfo({ department_id: null, department_name: null }))],
    });
    await screen.findByRole('heading', { name: '秒创', level: 2 });
    await user.click(screen.getByRole('link', { name: '上传素材' }));

    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('账号'), 'zhangwei');
    await user.type(within(dialog).getByLabelText('密码'), 'Demo@2026{Enter}');

    expect(await screen.findByRole('heading', { name: '上传素材', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/uploadPage');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('closing the dialog keeps the user where they were', async () => {
    const { router, user } = renderApp('/realHome');
    await screen.findByRole('heading', { name: '秒创', level: 2 });
    await user.click(screen.getByRole('link', { name: '我的收藏' }));
    await screen.findByRole('dialog');

    await user.click(screen.getByRole('button', { name: '关闭' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/realHome');
    expect(getLoginPrompt().pendingHref).toBeNull();
  });

  it('with a stored token the guarded page renders', async () => {
    saveSession('tok', buildUserInfo());
    renderApp('/seWritting/collectedHistory');
    expect(await screen.findByRole('heading', { name: '我的收藏', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('route table', () => {
  it('redirects / to /realHome and sets the section title', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('region', { name: '首页轮播' });
    expect(router.state.location.pathname).toBe('/realHome');
    await waitFor(() => {
      expect(document.title).toBe('素材库 - 创意营销平台');
    });
  });

  it('forwards /emptyPage to /searchLists with the same query', async () => {
    const { router } = renderApp('/emptyPage?text=5G&img_type=1&cur_page=1');
    await screen.findByRole('heading', { name: '搜索结果', level: 1 });
    expect(router.state.location.pathname).toBe('/searchLists');
    expect(router.state.location.search).toBe('?text=5G&img_type=1&cur_page=1');
  });

  it.each([
    ['/modelHome', '秒创', '秒创 - 创意营销平台'],
    ['/copyPage/copyTitlePage/word-check', '禁词检测', '秒撰 - 创意营销平台'],
    ['/copyHome/correlative', '相关文案', '秒撰 - 创意营销平台'],
  ])('%s shows its placeholder title %s with a breadcrumb', async (path, title, documentTitle) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/realHome');
    await waitFor(() => {
      expect(document.title).toBe(documentTitle);
    });
  });

  it('leads /modelPage/modelLists to the template centre with its query', async () => {
    const { router } = renderApp('/modelPage/modelLists?type=1');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/modelPage/modelCenter');
    });
    expect(router.state.location.search).toBe('?type=1');
  });

  it.each(['/modelPage/smartModel', '/design/smartModel'])(
    '%s offers the three smart creations under 智能模板',
    async (path) => {
      if (path.startsWith('/design')) saveSession('tok', buildUserInfo({ role: 'DESIGNER' }));
      renderApp(path);
      expect(
        await screen.findByRole('heading', { name: '智能模板', level: 1 }),
      ).toBeInTheDocument();
      const starts = screen.getAllByRole('link', { name: '开始创作' });
      expect(starts.map((a) => a.getAttribute('href'))).toEqual([
        '/modelPage/smartGenerate',
        '/modelPage/smartPoster',
        '/modelPage/smartSingle',
      ]);
    },
  );

  it('opens /design/* for a designer (设计记录 with its breadcrumb)', async () => {
    saveSession('tok', buildUserInfo({ role: 'DESIGNER' }));
    const { router } = renderApp('/design/modelDesignHistroy');
    expect(await screen.findByRole('heading', { name: '设计记录', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/design/modelDesignHistroy');
    await waitFor(() => {
      expect(document.title).toBe('秒创 - 创意营销平台');
    });
  });

  it.each([
    ['/design/modelDesignHistroy', '/modelPage/modelDesignHistory'],
    ['/design/designer/modelLists', '/modelPage/modelCenter'],
    ['/design/modelCollectFile', '/modelPage/modelCollectFile'],
  ])('sends a plain user from %s to %s and says why', async (from, to) => {
    saveSession('tok', buildUserInfo({ role: 'USER' }));
    const { router } = renderApp(from);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(to);
    });
    expect(await screen.findByText('设计师专区仅对设计师开放，已为你打开对应的页面')).toBeInTheDocument();
  });

  it('asks a guest on /design/* to log in', async () => {
    const { router } = renderApp('/design/modelDesignHistroy');
    await waitFor(() => {
      expect(getLoginPrompt().pendingHref).toBe('/design/modelDesignHistroy');
    });
    expect(router.state.location.pathname).not.toMatch(/^\/design/u);
  });

  it('lists the 秒创 sidebar in the spec order: 模板中心, 创作记录, 收藏模板, 智能生成, then 批量生成 (issue 33)', async () => {
    saveSession('tok', buildUserInfo());
    renderApp('/modelPage/modelCollectFile');
    const sidebar = await screen.findByRole('navigation', { name: '秒创' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      '模板中心',
      '创作记录',
      '收藏模板',
      '智能生成',
      '批量生成',
    ]);
    expect(links[3]).toHaveAttribute('href', '/modelPage/smartGenerate');
    expect(links[4]).toHaveAttribute('href', '/modelPage/batchCreate');
  });

  it('sends a signed-in user at /login where the form would have led, never a foreign site', async () => {
    saveSession('tok', buildUserInfo());
    const { router } = renderApp('/login?redirect=%2FuploadPage');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/uploadPage');
    });
    await router.navigate('/login?redirect=%2F%2Fevil.example');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/realHome');
    });
  });

  it('shows the 404 page for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });
});
