import { copyFileSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import {
  buildMaterial,
  buildTheme,
  DEMO_TEMPLATES_DIR,
  seedDemoTemplates,
} from '@adstudio/api/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, SIGNED_IN_COOKIE, type PageResult } from '@adstudio/schema/page-data';
import { buildBff } from './app.js';
import { buildConfig, buildWebDist } from './test/builders.js';
import { startHarness, type Harness } from './test/harness.js';
import { withPageData } from './page-data.js';

const INDEX = '<!doctype html><html><head><title>创意营销平台</title></head><body></body></html>';
const webDist = buildWebDist({
  'index.html': INDEX,
  // As the web build writes it; an entry that is not one of its assets is not linked.
  'page-chunks.json': JSON.stringify({
    '/home': ['/assets/MaterialHomePage-1.js', '/assets/ListStatus-2.js', 'javascript:alert(1)'],
  }),
});

function pageData(html: string): PageResult[] {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match?.[1]) throw new Error('the page carries no data');
  return JSON.parse(match[1]) as PageResult[];
}

const html = { accept: 'text/html' };

// String.prototype.replace reads these in a replacement string: $` is what precedes the match (the
// page's head), $' what follows it (the body), $& the match itself; </script> and U+2028 must not
// end the script or a line of it.
const SPLICERS = ['$`', "$'", '$&', '$$', '</script><script>alert(1)</script>', '\u2028\u2029'];

/** The page is the index around one script: nothing of the data leaks before or after it. */
function expectWholePage(page: string) {
  const script = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ID}">.*?</script>`,
    's',
  );
  expect(page.replace(script, '').replace(/<link [^>]*>/g, '')).toBe(INDEX);
  expect(page).not.toMatch(/[\u2028\u2029]/);
}

describe('a page sent with its first screen', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await h.bff.close();
    // The harness's bff has no web app; this one serves the test page over the same real api.
    h.bff = await buildBff({
      config: buildConfig({ apiUrl: h.api.url, webDist }),
      onUpstreamCall: (call) => h.calls.push(call),
    });
    // Before any page is asked for: guests' answers are kept for a few seconds.
    const person = await buildTheme(h.api.db, { name: '人物' });
    await buildMaterial(h.api.db, { path: '/api/v1/files/materials/a.jpg', themeIds: [person] });
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

  it("/home preloads its first row's first image", async () => {
    const res = await h.bff.inject({ method: 'GET', url: '/home', headers: html });
    expect(res.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/api/v1/files/materials/a.jpg?width=300">',
    );
  });

  it("/home lists its route's code as modulepreload links, only the build's own assets", async () => {
    const res = await h.bff.inject({ method: 'GET', url: '/home', headers: html });
    const links = res.body.match(/<link rel="modulepreload"[^>]*>/g);
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/MaterialHomePage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ListStatus-2.js">',
    ]);
    const search = await h.bff.inject({ method: 'GET', url: '/searchLists?text=a', headers: html });
    expect(search.body).not.toContain('modulepreload');
  });

  it('a new build of the web app is sent without a restart of the bff', async () => {
    const dist = buildWebDist({ 'index.html': INDEX, 'page-chunks.json': '{}' });
    const app = await buildBff({ config: buildConfig({ apiUrl: h.api.url, webDist: dist }) });
    try {
      const before = await app.inject({ method: 'GET', url: '/home', headers: html });
      expect(before.body).toContain('<title>创意营销平台</title>');
      expect(before.body).not.toContain('modulepreload');
      writeFileSync(join(dist, 'index.html'), INDEX.replace('创意营销平台', '新版'));
      writeFileSync(join(dist, 'page-chunks.json'), '{"/home":["/assets/Home-9.js"]}');
      // A build later than the cached one, whatever the file system's clock resolution.
      const later = new Date(Date.now() + 60_000);
      utimesSync(join(dist, 'index.html'), later, later);
      utimesSync(join(dist, 'page-chunks.json'), later, later);
      const after = await app.inject({ method: 'GET', url: '/home', headers: html });
      expect(after.body).toContain('<title>新版</title>');
      expect(after.body).toContain('href="/assets/Home-9.js"');
      expect(pageData(after.body).length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('a HEAD asks the api nothing', async () => {
    h.calls.length = 0;
    const res = await h.bff.inject({ method: 'HEAD', url: '/home', headers: html });
    expect(res.statusCode).toBe(200);
    expect(h.calls).toEqual([]);
  });

  it('a signed-in browser gets the plain page: the api is not asked for a guest screen it drops', async () => {
    h.calls.length = 0;
    const res = await h.bff.inject({
      method: 'GET',
      url: '/home',
      headers: { ...html, cookie: `theme=dark; ${SIGNED_IN_COOKIE}=1` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(h.calls).toEqual([]);
  });

  it('guests arriving together cost the api one set of answers', async () => {
    const url = `/searchLists?text=${encodeURIComponent('一起来的游客')}`;
    h.calls.length = 0;
    const first = await h.bff.inject({ method: 'GET', url, headers: html });
    const asked = h.calls.length;
    expect(asked).toBeGreaterThan(0);
    const [second, third] = await Promise.all([
      h.bff.inject({ method: 'GET', url, headers: html }),
      h.bff.inject({ method: 'GET', url, headers: html }),
    ]);
    expect(h.calls.length).toBe(asked);
    expect(pageData(second.body)).toEqual(pageData(first.body));
    expect(pageData(third.body)).toEqual(pageData(first.body));
  });

  it("past its IP's limit a visitor gets the plain page: the bff asks the api no more for it", async () => {
    const limited = await buildBff({
      config: buildConfig({ apiUrl: h.api.url, webDist, rateLimitIpPerMinute: 2 }),
    });
    try {
      const bodies: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await limited.inject({ method: 'GET', url: '/home', headers: html });
        expect(res.statusCode).toBe(200);
        bodies.push(res.body);
      }
      expect(bodies.map((b) => b.includes(PAGE_DATA_ID))).toEqual([true, true, false]);
      expect(bodies[2]).toBe(INDEX);
    } finally {
      await limited.close();
    }
  });

  it('a search carries its results for the variables read from the address', async () => {
    const url = `/searchLists?text=${encodeURIComponent(' 风景 ')}&sort=maxdown&cur_page=x`;
    const res = await h.bff.inject({ method: 'GET', url, headers: html });
    const results = pageData(res.body);
    expect(results.map((r) => r.operation)).toEqual([
      'SearchMaterials',
      'SearchThemes',
      'MaterialCategories',
    ]);
    expect(results[0]?.variables).toEqual({
      text: '风景',
      sort: 'MAXDOWN',
      page: 1,
      pageSize: 20,
    });
    expect(results[0]?.data).toMatchObject({
      searchMaterials: { __typename: 'MaterialPage', page: 1 },
    });
  });

  it('the template centre carries its filters and its first page', async () => {
    const url = '/modelPage/modelCenter?type=poster&sort=FRESH';
    const res = await h.bff.inject({ method: 'GET', url, headers: html });
    const results = pageData(res.body);
    expect(results.map((r) => r.operation)).toEqual(['TemplateFilters', 'TemplateCentre']);
    expect(results[1]?.variables).toEqual({
      category: 'POSTER',
      tagIds: [],
      sort: 'FRESH',
      page: 1,
      pageSize: 40,
    });
  });

  it('a search without a keyword, and other pages, are the plain index.html', async () => {
    for (const url of ['/searchLists?text=%20', '/copyHome', '/listDetail?id=1']) {
      const res = await h.bff.inject({ method: 'GET', url, headers: html });
      expect(res.body).toBe(INDEX);
    }
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
  it.each(SPLICERS)('inserts %j as data, not as a replacement pattern', (text) => {
    const page = withPageData(INDEX, {
      results: [{ operation: 'MaterialCategories', variables: { text }, data: null }],
      leadImage: null,
    });
    expectWholePage(page);
    expect(pageData(page)[0]?.variables).toEqual({ text });
  });

  it('escapes every < so no string in the data can close the script', () => {
    const page = withPageData(INDEX, {
      results: [
        {
          operation: 'MaterialCategories',
          variables: {},
          data: { materialCategories: ['</script><script>alert(1)</script>'] },
        },
      ],
      leadImage: '/files/a.jpg?width=300&x="><script>',
    });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).toContain('href="/files/a.jpg?width=300&amp;x=&quot;&gt;&lt;script&gt;"');
    expect(pageData(page)[0]?.data).toEqual({
      materialCategories: ['</script><script>alert(1)</script>'],
    });
  });
});

describe('page data with replacement patterns and script breakers', () => {
  let h: Harness;
  const names = SPLICERS.map((s) => `春节海报${s}`);
  beforeAll(async () => {
    h = await startHarness();
    await h.bff.close();
    h.bff = await buildBff({ config: buildConfig({ apiUrl: h.api.url, webDist }) });
    // Stored: reviewed templates named by a designer, as the template centre lists them to guests.
    const dir = mkdtempSync(join(tmpdir(), 'splice-templates-'));
    const record = JSON.parse(
      readFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_d7_0001.json'), 'utf8'),
    ) as Record<string, unknown>;
    names.forEach((name, i) => {
      const templateId = `tpl_splice_${i}`;
      writeFileSync(
        join(dir, `${templateId}.json`),
        JSON.stringify({ ...record, id: 990_000 + i, template_id: templateId, name }),
      );
      copyFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_d7_0001.jpg'), join(dir, `${templateId}.jpg`));
    });
    await seedDemoTemplates(h.api.db, dir);
  });
  afterAll(async () => {
    await h.close();
  });

  it.each(SPLICERS)(
    'a search for %j keeps the page whole and carries the keyword as typed',
    async (text) => {
      const url = `/searchLists?text=${encodeURIComponent(`春节${text}海报`)}`;
      const res = await h.bff.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expectWholePage(res.body);
      // The search folds runs of white space (U+2028 is one) as it does for every keyword.
      expect(pageData(res.body)[0]?.variables).toMatchObject({
        text: `春节${text}海报`.replace(/\s+/g, ' '),
      });
    },
  );

  it('the template centre keeps the page whole with every stored name as it was written', async () => {
    const res = await h.bff.inject({
      method: 'GET',
      url: '/modelPage/modelCenter?sort=FRESH',
      headers: html,
    });
    expect(res.statusCode).toBe(200);
    expectWholePage(res.body);
    const listed = JSON.stringify(pageData(res.body)[1]?.data);
    for (const name of names) expect(listed).toContain(JSON.stringify(name).slice(1, -1));
  });
});
