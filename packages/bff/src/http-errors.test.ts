import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildBff } from './app.js';
import { buildConfig } from './test/builders.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildBff({ config: buildConfig() });
});
afterAll(() => app.close());

const JSON_TYPE = { 'content-type': 'application/json' };

async function graphqlError(payload: string | object, headers: Record<string, string> = JSON_TYPE) {
  const res = await app.inject({ method: 'POST', url: '/graphql', headers, payload });
  const body = res.json<{ errors: { message: string; extensions: { code: string } }[] }>();
  expect(Object.keys(body)).toEqual(['errors']);
  return { status: res.statusCode, error: body.errors[0] };
}

describe('client mistakes on /graphql', () => {
  it('answers an unknown or missing operationName with 400 BAD_USER_INPUT', async () => {
    const unknown = await graphqlError({ query: 'query A { health }', operationName: 'Nope' });
    expect(unknown).toEqual({
      status: 400,
      error: {
        message: '请求不正确：Unknown operation named "Nope".',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    });
    const missing = await graphqlError({ query: 'query A { health } query B { health }' });
    expect(missing.status).toBe(400);
    expect(missing.error?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers a bad persisted-query request with BAD_USER_INPUT', async () => {
    for (const persistedQuery of [{ version: 2, sha256Hash: 'x' }, 'x']) {
      const res = await graphqlError({ extensions: { persistedQuery } });
      expect(res).toMatchObject({ status: 400, error: { extensions: { code: 'BAD_USER_INPUT' } } });
    }
    const wrongHash = await graphqlError({
      query: '{ health }',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } },
    });
    expect(wrongHash).toMatchObject({
      status: 400,
      error: { extensions: { code: 'BAD_USER_INPUT' } },
    });
  });

  it('answers malformed JSON, an oversized body and a form post in the GraphQL shape', async () => {
    expect(await graphqlError('{"query":')).toEqual({
      status: 400,
      error: { message: '请求体不是合法的 JSON', extensions: { code: 'BAD_USER_INPUT' } },
    });
    expect(await graphqlError(JSON.stringify({ query: 'x'.repeat(2_000_000) }))).toEqual({
      status: 413,
      error: { message: '请求体过大', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
    });
    const form = await graphqlError('query=%7Bhealth%7D', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form).toEqual({
      status: 415,
      error: {
        message: '不支持的请求类型，GraphQL 请求请以 application/json 发送',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    });
  });

  it('answers a method /graphql does not take with NOT_FOUND in the GraphQL shape', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/graphql',
      headers: JSON_TYPE,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [{ message: '页面不存在', extensions: { code: 'NOT_FOUND' } }],
    });
  });
});

describe('other routes', () => {
  it('answer an undecodable URL and an unknown path with the envelope', async () => {
    const bad = await app.inject({ url: '/api/v1/files/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, message: '请求地址不正确', data: null });
    const missing = await app.inject({
      url: '/api/v1/nope',
      headers: { accept: 'application/json' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: '页面不存在', data: null });
  });
});
