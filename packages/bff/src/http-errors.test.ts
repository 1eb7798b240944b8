import { connect } from 'node:net';
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
        message: '请求不正确：找不到名为 Nope 的操作',
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

describe('URLs over Node’s 16 KB header limit', () => {
  // Node refuses these before fastify sees them, so only a real socket shows the answer.
  async function rawAnswer(path: string) {
    const server = await buildBff({ config: buildConfig() });
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    try {
      return await new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET ${path}${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: bff\r\n\r\n`);
        });
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('close', () => {
          resolve(Buffer.concat(chunks).toString('utf8'));
        });
        socket.on('error', reject);
      });
    } finally {
      await server.close();
    }
  }

  it('answers /graphql with a GraphQL error and other paths with the envelope, in Chinese', async () => {
    const graphql = await rawAnswer('/graphql?query=');
    expect(graphql).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(graphql.slice(graphql.indexOf('\r\n\r\n') + 4))).toEqual({
      errors: [{ message: '请求地址或请求头过长', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    const files = await rawAnswer('/api/v1/files/materials/x.jpg?');
    expect(JSON.parse(files.slice(files.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 431,
      message: '请求地址或请求头过长',
      data: null,
    });
  });
});
