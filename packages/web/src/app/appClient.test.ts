import { gql } from '@apollo/client';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getLoginPrompt, subscribeLoginPrompt } from '../accounts/loginPrompt';
import { getSession, saveSession } from '../accounts/session';
import { registerToaster, type Notice } from '../shared/toaster';
import { buildUserInfo } from '../test/fixtures';
import { createAppClient } from './appClient';

// msw stands in for the bff only for the faults a test cannot cause for real: a dead session, the
// bff's refusals (rate-limits.ts, http-errors.ts) and a dropped connection.
const URI = 'http://localhost/graphql';
const PING = gql`
  query Ping {
    health
  }
`;

const refusal = (status: number, code: string, message: string) => () =>
  HttpResponse.json({ data: null, errors: [{ message, extensions: { code } }] }, { status });

const server = setupServer();
let answered = 0;
let notices: Notice[] = [];
let openings = 0;
let stopCounting = () => {};
let stopToaster = () => {};

function answer(resolver: () => Response) {
  server.use(
    graphql.query('Ping', () => {
      answered += 1;
      return resolver();
    }),
  );
}

async function ping(context: Record<string, unknown> = {}) {
  return createAppClient({ uri: URI })
    .query({ query: PING, context, fetchPolicy: 'network-only' })
    .then(
      () => 'answered',
      () => 'failed',
    );
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

beforeEach(() => {
  answered = 0;
  openings = 0;
  notices = [];
  saveSession('tok-1', buildUserInfo());
  let wasOpen = getLoginPrompt().open;
  stopCounting = subscribeLoginPrompt(() => {
    const open = getLoginPrompt().open;
    if (open && !wasOpen) openings += 1;
    wasOpen = open;
  });
  stopToaster = registerToaster({ show: (n) => notices.push(n), withdraw: () => {} });
});
afterEach(() => {
  stopCounting();
  stopToaster();
  server.resetHandlers();
});

describe('createAppClient (the error policy through the real link chain)', () => {
  it('a 401 clears the session and opens the login dialog once, even for an operation that shows its own errors', async () => {
    answer(refusal(401, 'UNAUTHENTICATED', '请先登录！'));

    expect(await ping({ handlesErrors: true })).toBe('failed');

    expect(answered).toBe(1);
    expect(getSession()).toEqual({ token: null, userInfo: null });
    expect(openings).toBe(1);
    expect(notices).toEqual([]);
  });

  it('a burst of 401s opens the login dialog once', async () => {
    answer(refusal(401, 'UNAUTHENTICATED', '请先登录！'));

    await Promise.all([ping(), ping({ handlesErrors: true }), ping()]);

    expect(answered).toBe(3);
    expect(openings).toBe(1);
    expect(notices).toEqual([]);
  });

  it.each([
    [429, 'RATE_LIMITED', '请求过于频繁，请稍后再试'],
    [503, 'UPSTREAM_UNAVAILABLE', '服务繁忙，请稍后再试'],
  ])(
    'a %i (%s) is asked once and shows the server message %s as a warning; the session stays',
    async (status, code, message) => {
      answer(refusal(status, code, message));

      expect(await ping()).toBe('failed');

      expect(answered).toBe(1);
      expect(notices).toEqual([{ type: 'warning', title: message }]);
      expect(getSession().token).toBe('tok-1');
      expect(openings).toBe(0);
    },
  );

  it('an operation that shows its own errors gets no toast for a 429', async () => {
    answer(refusal(429, 'RATE_LIMITED', '请求过于频繁，请稍后再试'));

    expect(await ping({ handlesErrors: true })).toBe('failed');

    expect(answered).toBe(1);
    expect(notices).toEqual([]);
  });

  it('a network failure is asked once and swallowed: nothing shown, the session stays (spec platform-core §8)', async () => {
    answer(() => HttpResponse.error());

    expect(await ping()).toBe('failed');

    expect(answered).toBe(1);
    expect(notices).toEqual([]);
    expect(getSession().token).toBe('tok-1');
    expect(openings).toBe(0);
  });
});
