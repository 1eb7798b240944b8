import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from './app.js';
import { DEFAULT_LIMITS } from './limits.js';
import { buildConfig, execute, expectError, type GraphQLBody } from './test/builders.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildBff({ config: buildConfig() });
});
afterAll(async () => {
  await app.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('GET /graphql', () => {
  it('rejects a query without a preflight header as a possible CSRF', async () => {
    const res = await app.inject({ method: 'GET', url: '/graphql?query=%7Bhealth%7D' });
    expect(res.statusCode).toBe(400);
    const error = expectError(res.json<GraphQLBody<unknown>>(), 'BAD_USER_INPUT');
    expect(error.message).toMatch(/^请求不正确：请求被拦截（可能是跨站请求伪造）/);
  });

  it('answers a query that carries the preflight header the web app sends', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/graphql?query=%7Bhealth%7D',
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.json()).toEqual({ data: { health: true } });
  });

  it('does not serve Apollo’s CDN landing page to a browser', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toMatch(/apollographql|embeddable-sandbox|cdn/i);
  });
});

describe('POST /graphql', () => {
  it('answers health', async () => {
    expect(await execute(app, '{ health }')).toMatchObject({
      statusCode: 200,
      data: { health: true },
    });
  });

  it('turns a syntax error into BAD_USER_INPUT with graphql’s detail in Chinese', async () => {
    const error = expectError(await execute(app, '{ health '), 'BAD_USER_INPUT');
    expect(error.message).toBe('GraphQL 语法错误：应为 Name，却是 <EOF>');
  });

  it('turns an unknown field into BAD_USER_INPUT with graphql’s detail in Chinese', async () => {
    const error = expectError(await execute(app, '{ nope }'), 'BAD_USER_INPUT');
    expect(error.message).toBe('GraphQL 查询不合法：类型 Query 没有字段 nope');
  });

  it('turns a variable of the wrong type into BAD_USER_INPUT', async () => {
    const res = await execute(app, 'query ($n: Int!) { users(pageSize: $n) { total } }', {
      variables: { n: 'twenty' },
    });
    expect(expectError(res, 'BAD_USER_INPUT').message).toBe(
      '参数不正确：变量 $n 的值不正确："twenty" 不是整数',
    );
  });

  it('stops parsing a document with too many tokens', async () => {
    const huge = `{ ${Array.from({ length: 3100 }, () => 'health').join(' ')} }`;
    const error = expectError(await execute(app, huge), 'BAD_USER_INPUT');
    expect(error.message).toBe('GraphQL 语法错误：文档超过 3000 个记号，已停止解析');
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `h${i}: health`).join(' ');
    const error = expectError(await execute(app, `{ ${aliases} }`), 'BAD_USER_INPUT');
    expect(error.message).toBe('GraphQL 查询不合法：查询使用了 31 个别名，超过上限 30 个');
  });

  it('rejects an operation whose pages multiply past the cost limit', async () => {
    const query = `
      query { users(pageSize: 1000) { items { ...U ...U ...U ...U ...U } } }
      fragment U on User {
        id name sexId role department { id name } preferences { canvasWidth canvasHeight altLayout }
      }`;
    const error = expectError(await execute(app, query), 'BAD_USER_INPUT');
    expect(error.message).toMatch(/^GraphQL 查询不合法：查询开销 \d+ 超过上限 12000$/);
  });

  it('counts the page size a request gives in its variables, default or not', async () => {
    const query = `query ($n: Int = 5) {
      users(pageSize: $n) { items { id name sexId role department { id name } } }
    }`;
    const res = await execute(app, query, { variables: { n: 1_000_000 } });
    expect(res.statusCode).toBe(400);
    expect(expectError(res, 'BAD_USER_INPUT').message).toBe(
      'GraphQL 查询不合法：查询开销 8000001 超过上限 12000',
    );
  });

  it('rejects an operation nested deeper than the depth limit', async () => {
    const shallow = await buildBff({
      config: buildConfig(),
      limits: { ...DEFAULT_LIMITS, maxDepth: 2 },
    });
    try {
      const res = await execute(shallow, '{ users { items { id } } }');
      expect(expectError(res, 'BAD_USER_INPUT').message).toBe(
        'GraphQL 查询不合法：查询嵌套 3 层，超过上限 2 层',
      );
    } finally {
      await shallow.close();
    }
  });

  it('answers introspection when it is on and refuses it when it is off', async () => {
    const introspect = '{ __schema { queryType { name } } }';
    expect((await execute(app, introspect)).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });

    const closed = await buildBff({ config: buildConfig({ introspection: false }) });
    try {
      const error = expectError(await execute(closed, introspect), 'BAD_USER_INPUT');
      expect(error.message).toBe('GraphQL 查询不合法：不允许内省查询（__schema、__type）');
    } finally {
      await closed.close();
    }
  });
});

describe('automatic persisted queries', () => {
  const query = '{ health }';
  const persisted = { persistedQuery: { version: 1, sha256Hash: sha256(query) } };

  it('asks for the query text the first time, then answers the hash alone', async () => {
    const unknown = await execute(app, undefined, { extensions: persisted });
    // Apollo Client's persisted-query link matches this message to re-send with the text.
    expect(expectError(unknown, 'BAD_USER_INPUT').message).toBe('PersistedQueryNotFound');

    expect((await execute(app, query, { extensions: persisted })).data).toEqual({ health: true });
    expect((await execute(app, undefined, { extensions: persisted })).data).toEqual({
      health: true,
    });

    const viaGet = await app.inject({
      method: 'GET',
      url: `/graphql?extensions=${encodeURIComponent(JSON.stringify(persisted))}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(viaGet.json()).toEqual({ data: { health: true } });
  });
});
