import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../accounts/session';
import { isMobileUserAgent } from '../../shared/utils/userAgent';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe(isMobileUserAgent.name, () => {
  it.each([
    [IPHONE, true],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      true,
    ],
    [DESKTOP, false],
  ])('%s → %s', (ua, mobile) => {
    expect(isMobileUserAgent(ua)).toBe(mobile);
  });
});

describe('MobileHeader', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function openMenu() {
    const { user } = renderApp('/realHome');
    await user.click(await screen.findByRole('button', { name: '菜单' }));
    return { user, drawer: await screen.findByRole('dialog') };
  }

  it('replaces the desktop navigation with a side menu', async () => {
    const { drawer } = await openMenu();
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '10w+标题' })).toHaveAttribute(
      'href',
      '/copyPage/copyTitlePage/title-10plus',
    );
    expect(within(drawer).getByRole('button', { name: '立即登录' })).toBeInTheDocument();
  });

  it.each([
    ['DESIGNER', '/modelPage/modelDesignHistory'],
    ['USER', '/modelPage/modelCenter'],
  ] as const)('the quick-create link of a %s goes to %s', async (role, href) => {
    saveSession('tok', buildUserInfo({ role }));
    const { drawer } = await openMenu();
    expect(within(drawer).getByRole('link', { name: '秒创' })).toHaveAttribute('href', href);
  });
});
