import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeLogin,
  getLoginPrompt,
  openLoginForUnauthenticated,
  subscribeLoginPrompt,
} from '../accounts/loginPrompt';
import { clearSession, getSession, getToken, saveSession } from '../accounts/session';
import { buildUserInfo } from '../test/fixtures';
import { createApolloClient } from './apollo';

const PING = gql`
  query Ping {
    health
  }
`;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/graphql-response+json' },
  });
}

const UNAUTHENTICATED = {
  errors: [{ message: '请先登录！', extensions: { code: 'UNAUTHENTICATED' } }],
  data: null,
};

// The handler App.tsx wires in: clear the session, open the dialog once.
function appClient(fetchImpl: typeof fetch, onError = vi.fn()) {
  return createApolloClient({
    getToken,
    fetch: fetchImpl,
    uri: 'http://localhost/graphql',
    onUnauthenticated: () => {
      clearSession();
      openLoginForUnauthenticated();
    },
    onError,
  });
}

function countOpenings(): { count: () => number; stop: () => void } {
  let openings = 0;
  let wasOpen = getLoginPrompt().open;
  const stop = subscribeLoginPrompt(() => {
    const open = getLoginPrompt().open;
    if (open && !wasOpen) openings += 1;
    wasOpen = open;
  });
  return { count: () => openings, stop };
}

describe('createApolloClient', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the stored token as a Bearer header and the CSRF-prevention header', async () => {
    saveSession('tok-123', buildUserInfo());
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(jsonResponse({ data: { health: true } })),
    );
    await appClient(fetchImpl).query({ query: PING });

    const headers = new Headers(fetchImpl.mock.calls[0]![1]!.headers);
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    expect(headers.get('apollo-require-preflight')).toBe('true');
    expect(headers.get('content-type')).toContain('application/json');
  });

  it('sends no Authorization header for a guest', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(jsonResponse({ data: { health: true } })),
    );
    await appClient(fetchImpl).query({ query: PING });
    expect(new Headers(fetchImpl.mock.calls[0]![1]!.headers).has('authorization')).toBe(false);
  });

  it('a burst of 401s clears the session and opens the login dialog exactly once', async () => {
    saveSession('expired', buildUserInfo());
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(jsonResponse(UNAUTHENTICATED, 401)),
    );
    const client = appClient(fetchImpl);
    const openings = countOpenings();

    const results = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        client.query({ query: PING, variables: { n }, fetchPolicy: 'network-only' }),
      ),
    );

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(openings.count()).toBe(1);
    expect(getSession()).toEqual({ token: null, userInfo: null });
    expect(localStorage.getItem('token')).toBeNull();

    // The guard flag resets when the dialog closes: the next 401 opens it again.
    closeLogin();
    await client.query({ query: PING, fetchPolicy: 'network-only' }).catch(() => undefined);
    expect(openings.count()).toBe(2);
    openings.stop();
  });

  it('treats a bare HTTP 401 (no GraphQL body) as unauthenticated', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response('Unauthorized', { status: 401, headers: { 'content-type': 'text/plain' } }),
      ),
    );
    await appClient(fetchImpl)
      .query({ query: PING })
      .catch(() => undefined);
    expect(getLoginPrompt().open).toBe(true);
  });

  it.each([
    ['FORBIDDEN', '没有权限执行此操作', {}, true],
    ['BAD_USER_INPUT', '账号或密码错误', { handlesErrors: true }, false],
  ])(
    '%s: toasts %s unless the operation handles its errors',
    async (code, message, context, toasted) => {
      const onError = vi.fn();
      const fetchImpl = vi.fn<typeof fetch>(() =>
        Promise.resolve(jsonResponse({ data: null, errors: [{ message, extensions: { code } }] })),
      );
      await appClient(fetchImpl, onError)
        .query({ query: PING, context })
        .catch(() => undefined);
      expect(onError.mock.calls).toEqual(toasted ? [[message]] : []);
      expect(getLoginPrompt().open).toBe(false);
    },
  );
});
