import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, type PageResult } from '@adstudio/schema/page-data';
import { buildBff } from './app.js';
import { buildConfig, buildWebDist } from './test/builders.js';
import { startHarness, type Harness } from './test/harness.js';
import { withPageData } from './page-data.js';

const INDEX = '<!doctype html><html><head><title>创意营销平台</title></head><body></body></html>';
const webDist = buildWebDist({ 'index.html': INDEX });

function pageData(html: string): PageResult[] {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('the page carries no data');
  return JSON.parse(match[1]) as PageResult[];
}

const html = { accept: 'text/html' };

describe('a page sent with its first screen', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await h.bff.close();
    // The harness's bff has no web app; this one serves the test page over the same real api.
    h.bff = await buildBff({ config: buildConfig({ apiUrl: h.api.url, webDist }) });
  });
  afterAll(async () => {
    await h.close();
  });

  it('/home carries what it first asks for, as a guest, with the typenames the cache needs', async () => {
    const res = await h.bff.inject({ method: 'GET', url: '/home', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const results = pageData(res.body);
    expect(results.map((r) => r.operation).sort()).toEqual([
      'MaterialCategories',
      'MaterialHome',
      'ThemeRowMaterials',
      'ThemeRowMaterials',
    ]);
    const home = results.find((r) => r.operation === 'MaterialHome');
    expect(home?.variables).toEqual({ categoryId: '1' });
    expect(home?.data).toMatchObject({ recommendedMaterials: expect.any(Array) as unknown[] });
    const rows = results.filter((r) => r.operation === 'ThemeRowMaterials');
    for (const row of rows) {
      expect(row.data).toMatchObject({
        searchMaterials: { __typename: 'MaterialPage', total: expect.any(Number) as number },
      });
    }
    expect(res.body.startsWith('<!doctype html><html><head><title>创意营销平台</title>')).toBe(
      true,
    );
  });

  it('is compressed for a browser that takes brotli', async () => {
    const res = await h.bff.inject({
      method: 'GET',
      url: '/home',
      headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(pageData(brotliDecompressSync(res.rawPayload).toString())).toHaveLength(4);
  });

  it('other pages are the plain index.html', async () => {
    const res = await h.bff.inject({ method: 'GET', url: '/searchLists?text=a', headers: html });
    expect(res.body).toBe(INDEX);
  });
});

describe('a page whose data cannot be had', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Nothing listens at the config's api URL.
    app = await buildBff({ config: buildConfig({ webDist }) });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is the plain index.html: the browser asks for the data itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/home', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});

describe('withPageData', () => {
  it('escapes every < so no string in the data can close the script', () => {
    const page = withPageData(INDEX, [
      {
        operation: 'MaterialCategories',
        variables: {},
        data: { materialCategories: ['</script><script>alert(1)</script>'] },
      },
    ]);
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(pageData(page)[0]?.data).toEqual({
      materialCategories: ['</script><script>alert(1)</script>'],
    });
  });
});
