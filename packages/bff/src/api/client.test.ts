import { afterEach, describe, expect, it } from 'vitest';
import { sendEnvelope, startFakeApi, type FakeApi } from '../test/builders.js';
import { createUpstream, type UpstreamCall, type UpstreamOptions } from './client.js';
import { ApiError, UpstreamError } from './errors.js';

let fake: FakeApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** Requests the fake api holds until the test releases them. */
function deferredAnswer() {
  const waiting: (() => void)[] = [];
  return {
    waiting,
    release: () => {
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

function upstreamFor(baseUrl: string, options: Partial<UpstreamOptions> = {}) {
  const calls: UpstreamCall[] = [];
  const upstream = createUpstream({
    baseUrl,
    timeoutMs: 2000,
    onCall: (call) => calls.push(call),
    ...options,
  });
  return { upstream, calls };
}

describe(createUpstream.name, () => {
  it('sends GET parameters as a query string and POST fields form-encoded, with the Bearer token', async () => {
    fake = await startFakeApi((_req, res) => {
      sendEnvelope(res, 200, 'ok', { ok: true });
    });
    const api = upstreamFor(fake.url).upstream.client('tok-1');

    await api.get('/client/material/search', { cur_page: 2, pageSize: 20, text: undefined });
    await api.post('/client/user_login', { email: 'a@b.cn', password: 'x+y=' });

    const [get, post] = fake.requests;
    expect(get?.url).toBe('/api/v1/client/material/search?cur_page=2&pageSize=20');
    expect(get?.headers.authorization).toBe('Bearer tok-1');
    expect(post?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(post?.body).toBe('email=a%40b.cn&password=x%2By%3D');
  });

  it('sends no Authorization header for a guest', async () => {
    fake = await startFakeApi((_req, res) => {
      sendEnvelope(res, 200, 'ok', null);
    });
    await upstreamFor(fake.url).upstream.client(null).get('/client/config');
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('returns data of a code-200 envelope and throws ApiError with the api message otherwise', async () => {
    fake = await startFakeApi((req, res) => {
      if (req.url?.endsWith('/client/config')) sendEnvelope(res, 200, 'ok', { id: 1 });
      else sendEnvelope(res, 400, '账号或密码错误', null);
    });
    const api = upstreamFor(fake.url).upstream.client(null);

    await expect(api.get('/client/config')).resolves.toEqual({ id: 1 });
    const err = await api.post('/client/user_login').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 400, message: '账号或密码错误', path: '/client/user_login' });
  });

  it('treats a body that is not an envelope as the api being unavailable', async () => {
    fake = await startFakeApi((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>维护中</html>');
    });
    const err = await upstreamFor(fake.url)
      .upstream.client(null)
      .get('/client/config')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err).toMatchObject({ failure: 'unavailable', detail: 'malformed envelope' });
  });

  it('gives up on a slow api after the timeout instead of waiting for it', async () => {
    fake = await startFakeApi(() => {
      // never answers
    });
    const { upstream, calls } = upstreamFor(fake.url, { timeoutMs: 150 });
    const started = Date.now();

    const err = await upstream
      .client(null)
      .get('/client/config')
      .catch((e: unknown) => e);

    expect(err).toMatchObject({ failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
    // A timed-out GET is not retried: the budget is spent.
    expect(calls).toHaveLength(1);
  });

  it('waits out the api’s own budget on a render, not the short timeout of a read', async () => {
    const answer = deferredAnswer();
    fake = await startFakeApi((req, res) => {
      // Both are answered only once the read has given up.
      answer.waiting.push(() => {
        sendEnvelope(res, 200, 'ok', req.url ?? '');
      });
    });
    const { upstream } = upstreamFor(fake.url, { timeoutMs: 100, longTimeoutMs: 60_000 });
    const api = upstream.client('tok');

    const render = api.post('/render/posterRenderClient');
    const read = api.get('/client/config');
    await expect(read).rejects.toMatchObject({ failure: 'timeout' });
    answer.release();
    await expect(render).resolves.toBe('/api/v1/render/posterRenderClient');
  });

  it('retries a GET once on 502/503 but never a POST', async () => {
    fake = await startFakeApi((_req, res) => {
      res.writeHead(503).end('Service Unavailable');
    });
    const { upstream, calls } = upstreamFor(fake.url);
    const api = upstream.client(null);

    await expect(api.get('/client/config')).rejects.toMatchObject({ failure: 'unavailable' });
    await expect(api.post('/client/user_logout')).rejects.toMatchObject({ failure: 'unavailable' });

    expect(calls.map((c) => `${c.method} ${c.attempt}`)).toEqual(['GET 1', 'GET 2', 'POST 1']);
  });

  it('succeeds when the retry of a GET succeeds after a dropped connection', async () => {
    let seen = 0;
    fake = await startFakeApi((req, res) => {
      seen += 1;
      if (seen === 1) req.socket.destroy();
      else sendEnvelope(res, 200, 'ok', 'second time');
    });
    const { upstream, calls } = upstreamFor(fake.url);

    await expect(upstream.client(null).get('/client/config')).resolves.toBe('second time');
    expect(calls).toHaveLength(2);
  });

  it('opens the circuit on a dead api, fails fast, and closes within a second of it coming back', async () => {
    fake = await startFakeApi((_req, res) => {
      sendEnvelope(res, 200, 'ok', 'up');
    });
    const { port } = new URL(fake.url);
    await fake.close();
    const { upstream, calls } = upstreamFor(fake.url, {
      breaker: { failureThreshold: 2, halfOpenAfterMs: 250 },
    });
    const api = upstream.client(null);

    // Two refused attempts (the GET and its retry) open the circuit.
    await expect(api.get('/client/config')).rejects.toMatchObject({ failure: 'unavailable' });
    const attemptsWhileClosed = calls.length;
    await expect(api.get('/client/config')).rejects.toMatchObject({ detail: 'circuit open' });
    expect(calls).toHaveLength(attemptsWhileClosed);

    fake = await startFakeApi((_req, res) => {
      sendEnvelope(res, 200, 'ok', 'up');
    }, Number(port));
    const back = Date.now();
    let answer: unknown;
    while (answer !== 'up' && Date.now() - back < 5000) {
      answer = await api.get('/client/config').catch(() => undefined);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(answer).toBe('up');
    expect(Date.now() - back).toBeLessThan(1000);
  });

  // Issue 29 item 5: seven renders timing out opened the shared circuit, and an unrelated user's
  // search failed with it.
  it('opens the circuit of one slow operation only: the rest of the api stays reachable', async () => {
    fake = await startFakeApi((req, res) => {
      // Renders never answer in time; everything else answers at once.
      if (!req.url?.includes('/render/')) sendEnvelope(res, 200, 'ok', 'up');
    });
    const { upstream, calls } = upstreamFor(fake.url, {
      timeoutMs: 100,
      longTimeoutMs: 100,
      breaker: { failureThreshold: 2, halfOpenAfterMs: 60_000 },
    });
    const api = upstream.client('tok');

    for (let i = 0; i < 2; i += 1) {
      await expect(api.post('/render/posterRenderClient')).rejects.toMatchObject({
        failure: 'timeout',
      });
    }
    // The slow operation fails fast now, without another call …
    const before = calls.length;
    await expect(api.post('/render/posterRenderClient')).rejects.toMatchObject({
      detail: 'circuit open',
    });
    expect(calls).toHaveLength(before);
    // … and every other operation still reaches the api.
    await expect(api.get('/client/config')).resolves.toBe('up');
    await expect(api.post('/render/renderClient')).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('keeps the circuit closed when the api answers {code:500} to one request’s input', async () => {
    fake = await startFakeApi((_req, res) => {
      sendEnvelope(res, 500, '服务器开小差了，请稍后再试', null);
    });
    const { upstream, calls } = upstreamFor(fake.url, {
      breaker: { failureThreshold: 1, halfOpenAfterMs: 60_000 },
    });
    const api = upstream.client(null);

    for (let i = 0; i < 5; i += 1) {
      await expect(
        api.get('/client/material/detail', { material_id: 'Infinity' }),
      ).rejects.toBeInstanceOf(ApiError);
    }
    expect(calls).toHaveLength(5);
  });

  it('keeps the circuit closed when the api answers with its own 4xx errors', async () => {
    fake = await startFakeApi((_req, res) => {
      sendEnvelope(res, 401, '请先登录！', null);
    });
    const { upstream, calls } = upstreamFor(fake.url, {
      breaker: { failureThreshold: 1, halfOpenAfterMs: 60_000 },
    });
    const api = upstream.client('expired');

    await expect(api.get('/client/user/info')).rejects.toBeInstanceOf(ApiError);
    await expect(api.get('/client/user/info')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
  });
});
