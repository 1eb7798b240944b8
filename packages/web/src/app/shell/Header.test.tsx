import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../accounts/session';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

describe('Header', () => {
  it.each(['/searchLists?text=5G', '/listDetail?id=3'])(
    'shows the search box on %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('search')).toBeInTheDocument();
    },
  );

  it.each(['/realHome', '/home', '/modelHome', '/copyHome'])(
    'has no search box on %s',
    async (path) => {
      renderApp(path);
      await screen.findByRole('navigation', { name: '主导航' });
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
    },
  );

  it('searches with a trimmed keyword via emptyPage and ignores a blank one', async () => {
    const { router, user } = renderApp('/searchLists?text=5G&img_type=2&cur_page=3');
    const box = await screen.findByRole('textbox', { name: '搜索素材' });

    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(router.state.location.search).toBe('?text=5G&img_type=2&cur_page=3');

    await user.type(box, '  元旦   海报 ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await screen.findByRole('heading', { name: '搜索结果', level: 1 });
    expect(router.state.location.pathname).toBe('/searchLists');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      text: '元旦 海报',
      img_type: '2',
      cur_page: '1',
    });
  });

  it('shows 立即登录 for guests and the user name + logout when logged in', async () => {
    saveSession('tok', buildUserInfo({ name: '王芳' }));
    renderApp('/home');
    expect(await screen.findByRole('link', { name: '王芳' })).toHaveAttribute(
      'href',
      '/accountPage/uploadHistory',
    );
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即登录' })).not.toBeInTheDocument();
  });

  it('opens the login dialog from 立即登录', async () => {
    const { user } = renderApp('/realHome');
    await user.click(await screen.findByRole('button', { name: '立即登录' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('账号登录');
  });

  it('shows the designer entry only for role DESIGNER', async () => {
    saveSession('tok', buildUserInfo({ role: 'DESIGNER' }));
    const first = renderApp('/realHome');
    expect(await screen.findByRole('link', { name: '设计师专属入口' })).toHaveAttribute(
      'href',
      '/design/designer/modelLists',
    );
    first.unmount();

    saveSession('tok', buildUserInfo({ role: 'USER' }));
    renderApp('/realHome');
    await screen.findByRole('button', { name: '退出登录' });
    expect(screen.queryByRole('link', { name: '设计师专属入口' })).not.toBeInTheDocument();
  });

  it('links the navigation bar sub-entries to their routes', async () => {
    renderApp('/realHome');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const hrefs = Object.fromEntries(
      Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(hrefs).toMatchObject({
      素材库: '/home',
      模板中心: '/modelPage/modelCenter',
      智能生成: '/modelPage/smartGenerate',
      智能创作: '/modelPage/smartPoster',
      单张创作: '/modelPage/smartSingle',
      '10w+标题': '/copyPage/copyTitlePage/title-10plus',
      智能标题: '/copyPage/copyTitlePage/title-intelligent',
      经典文案: '/copyPage/copyTitlePage/doc-classics',
      原创文案: '/copyPage/copyTitlePage/doc-origin',
      禁词检测: '/copyPage/copyTitlePage/word-check',
    });
  });
});
