import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../accounts/session';
import { buildUserInfo, unreadMock } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

afterEach(() => {
  clearSession();
});

describe('the header bell', () => {
  it('shows a signed-in user how many messages are unread and leads to 消息管理', async () => {
    saveSession('tok', buildUserInfo());
    const { user, router } = renderApp('/home', { mocks: [unreadMock(3)] });
    const bell = await screen.findByRole('link', { name: '消息（3 条未读）' });
    expect(await screen.findByTestId('header-unread')).toHaveTextContent('3');
    await user.click(bell);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/accountPage/messageHistory');
    });
  });

  it('is not there for a guest', async () => {
    renderApp('/home');
    await screen.findAllByRole('link', { name: '我的收藏' });
    expect(screen.queryByTestId('header-unread')).toBeNull();
    expect(screen.queryByRole('link', { name: /^消息/ })).toBeNull();
  });
});
