import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LogoutDocument } from '@adstudio/schema/client';
import { buildUserInfo } from '../../test/fixtures';
import { getSession, saveSession } from '../session';
import { useLogout } from './useLogout';

function run(mock: MockLink.MockedResponse) {
  saveSession('tok', buildUserInfo());
  const reload = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={[mock]}>{children}</MockedProvider>
  );
  const { result } = renderHook(() => useLogout(reload), { wrapper });
  return { logout: result.current, reload };
}

describe(useLogout.name, () => {
  it.each([
    ['succeeds', { result: { data: { logout: true } } }],
    ['fails', { error: new Error('network down') }],
  ])('clears the session and reloads at / when the call %s', async (_, outcome) => {
    const { logout, reload } = run({ request: { query: LogoutDocument }, ...outcome });
    await act(logout);
    expect(getSession()).toEqual({ token: null, userInfo: null });
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
