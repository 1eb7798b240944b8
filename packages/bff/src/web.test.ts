import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from './app.js';
import { buildConfig, buildWebDist } from './test/builders.js';

const INDEX = '<!doctype html><title>创意营销平台</title>';
const EXPLORER = '<!doctype html><title>GraphQL Explorer</title>';

const webDist = buildWebDist({
  'index.html': INDEX,
  'explorer.html': EXPLORER,
  'favicon.svg': '<svg/>',
  'assets/index-AbC123.js': 'console.log(1)',
  'assets/index-AbC123.js.br': 'brotli bytes',
  'assets/index-AbC123.js.gz': 'gzip bytes',
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildBff({ config: buildConfig({ webDist }) });
});
afterAll(async () => {
  await app.close();
});

const get = (target: FastifyInstance, url: string, accept = 'text/html,application/xhtml+xml') =>
  target.inject({ method: 'GET', url, headers: { accept } });

describe('the web app', () => {
  it('serves index.html at / without long-lived caching', async () => {
    const res = await get(app, '/');
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a client-side route a browser navigates to with index.html', async () => {
    const res = await get(app, '/searchLists?text=%E9%A3%8E%E6%99%AF&cur_page=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('caches hashed assets for a year', async () => {
    const res = await get(app, '/assets/index-AbC123.js', '*/*');
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a link-preview bot (Accept */*) and a client without Accept with the page', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const res = await app.inject({ method: 'GET', url: '/templatePage', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });

  it('sends the brotli or gzip copy the build made, by what the browser accepts', async () => {
    const send = (encoding: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/index-AbC123.js',
        headers: { 'accept-encoding': encoding },
      });
    const br = await send('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await send('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip bytes');
    const plain = await send('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('keeps 404 for a missing file and for a request that does not want HTML', async () => {
    expect((await get(app, '/assets/gone-123.js')).statusCode).toBe(404);
    expect((await get(app, '/logo.png')).statusCode).toBe(404);
    const api = await get(app, '/realHome', 'application/json');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: '页面不存在' });
  });

  it('serves the explorer at /graphiql only, never as /explorer.html', async () => {
    const res = await get(app, '/graphiql');
    expect(res.body).toBe(EXPLORER);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await get(app, '/explorer.html', '*/*')).statusCode).toBe(404);
  });

  it('answers /graphiql with 404 when the explorer is switched off', async () => {
    const closed = await buildBff({ config: buildConfig({ webDist, explorer: false }) });
    try {
      const res = await get(closed, '/graphiql');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('GraphQL Explorer');
    } finally {
      await closed.close();
    }
  });

  it('explains in Chinese that the web app is not built instead of failing', async () => {
    const empty = await buildBff({ config: buildConfig({ webDist: buildWebDist({}) }) });
    try {
      for (const url of ['/', '/realHome', '/graphiql']) {
        const res = await get(empty, url);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('网页尚未构建');
      }
    } finally {
      await empty.close();
    }
  });
});
