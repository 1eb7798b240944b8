import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../accounts/session';
import { buildUserInfo } from '../test/fixtures';
import { explorerFetch } from './explorerFetcher';

describe(explorerFetch.name, () => {
  it("POSTs JSON to /graphql with the CSRF header and the stored user's token", async () => {
    saveSession('tok-9', buildUserInfo());
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{"data":{"health":true}}')),
    );

    const result = await explorerFetch({ query: '{ health }' }, { 'x-trace': '1' }, fetchImpl);

    expect(result).toEqual({ data: { health: true } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ query: '{ health }' }));
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok-9');
    expect(headers.get('apollo-require-preflight')).toBe('true');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-trace')).toBe('1');
  });

  it('turns a non-JSON answer into a readable GraphQL error', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response('', { status: 502 })));
    const result = await explorerFetch({ query: '{ health }' }, {}, fetchImpl);
    expect(result.errors?.[0]?.message).toBe('服务暂不可用（HTTP 502）');
  });
});
