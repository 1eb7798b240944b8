// Issue 17 item 5: with /graphql failing for real in the browser, every list and detail says it
// failed and offers 重试 — never an empty state — and 重试 loads the data once the bff answers.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IPHONE, logIn, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

const env = useStackAndBrowser();

const GRAPHQL = '**/graphql';
const FAILED = '[data-testid="list-failed"]';
const MATERIAL_CARD = '[data-testid="material-card"]';
// Every empty or not-found wording a page could show instead of its failure.
const EMPTY_STATES = [
  '[data-testid="list-empty"]',
  '[data-testid="not-found"]',
  'text=哎呀！还没有记录～',
  'text=素材不存在或已下架',
  'text=抱歉，未找到与关键词相关的图片',
];

type Failure = (route: Route) => Promise<void>;

// A bff behind a proxy that answers 503, and a bff that is not there at all.
const unavailable: Failure = (route) =>
  route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
const refused: Failure = (route) => route.abort('connectionrefused');

async function newPage(account?: string, device: object = {}): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    ...device,
  });
  const page = await context.newPage();
  if (account) await logIn(page, env.stack.webUrl, account);
  return page;
}

/** Fails only the GraphQL operation named `operation`; the others reach the bff. */
function failOperation(operation: string): Failure {
  return (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    return body?.operationName === operation ? unavailable(route) : route.fallback();
  };
}

/** The id of a material the library shows on its home page. */
async function someMaterialId(page: Page): Promise<string> {
  await page.goto(`${env.stack.webUrl}/home`);
  const link = page.locator(`${MATERIAL_CARD} a[href*="id="]`).first();
  await link.waitFor();
  const href = (await link.getAttribute('href')) ?? '';
  const id = new URL(href, env.stack.webUrl).searchParams.get('id') ?? '';
  expect(id).not.toBe('');
  return id;
}

/**
 * A failing bff cannot send a page's first screen inside it (bff/src/page-data.ts): its pages
 * arrive as the plain index.html, whatever the browser-side fault stands in for.
 */
async function pagesWithoutData(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({
      response,
      body: html.replace(/<script type="application\/json" id="page-data">.*?<\/script>/s, ''),
    });
  });
}

/**
 * Opens `path` with /graphql failing, checks the failure state (its text, 重试, no empty state),
 * screenshots it, lets /graphql through again and checks that 重试 brings `loaded`.
 */
async function failThenRetry(
  page: Page,
  path: string,
  opts: { name: string; failedText: string; loaded: string; failure?: Failure },
): Promise<void> {
  await pagesWithoutData(page);
  await page.route(GRAPHQL, opts.failure ?? unavailable);
  await page.goto(`${env.stack.webUrl}${path}`);
  const failed = page.locator(FAILED).first();
  await failed.waitFor({ timeout: 20_000 });
  expect(await failed.textContent()).toContain(opts.failedText);
  expect(await failed.getByRole('button', { name: '重试' }).isVisible()).toBe(true);
  for (const empty of EMPTY_STATES) expect(await page.locator(empty).count(), empty).toBe(0);
  // Lazy chunks (the mobile header) and images finish before the picture is taken.
  await page.waitForLoadState('networkidle');
  await failed.scrollIntoViewIfNeeded();
  await screenshot(page, `failure-${opts.name}`);

  await page.unroute(GRAPHQL);
  await failed.getByRole('button', { name: '重试' }).click();
  await page.locator(opts.loaded).first().waitFor({ timeout: 20_000 });
  expect(await page.locator(FAILED).count()).toBe(0);
  await screenshot(page, `failure-${opts.name}-retried`);
}

describe('failures are not "no data"', () => {
  it('home: the rows and recommendations fail with 重试, then load', async () => {
    const page = await newPage();
    await failThenRetry(page, '/home', {
      name: 'home',
      failedText: '获取素材列表失败',
      loaded: MATERIAL_CARD,
    });
  });

  it('search 风景 with the bff unreachable: 获取素材列表失败, not 未找到, then results', async () => {
    const page = await newPage();
    await failThenRetry(page, '/searchLists?text=风景', {
      name: 'search',
      failedText: '获取素材列表失败',
      loaded: MATERIAL_CARD,
      failure: refused,
    });
    expect(await page.getByText(/共 \d+ 个结果/).isVisible()).toBe(true);
  });

  it('material detail: a failure, not 素材不存在或已下架, then the material', async () => {
    const page = await newPage();
    const id = await someMaterialId(page);
    await failThenRetry(page, `/listDetail?id=${id}`, {
      name: 'detail',
      failedText: '获取素材详情失败',
      loaded: 'button:has-text("立即下载")',
    });
    // Then its similar images load too.
    await page.getByRole('heading', { name: '相似图片' }).waitFor();
  });

  it('a material that does not exist is not found, not failed', async () => {
    const page = await newPage();
    await page.goto(`${env.stack.webUrl}/listDetail?id=999999999`);
    await page.locator('[data-testid="not-found"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid="not-found"]').textContent()).toContain(
      '素材不存在或已下架',
    );
    expect(await page.locator(FAILED).count()).toBe(0);
    await screenshot(page, 'failure-detail-not-found');
  });

  it('我的收藏 (logged in): a failure, not 哎呀！还没有记录～, then the favourites', async () => {
    const page = await newPage('zhangwei');
    // Something to find once the list loads: favourite a material first.
    const id = await someMaterialId(page);
    await page.goto(`${env.stack.webUrl}/listDetail?id=${id}`);
    const collect = page.getByRole('button', { name: '收藏', exact: true });
    const collected = page.getByRole('button', { name: '已收藏', exact: true });
    await collect.or(collected).first().waitFor();
    if (await collect.isVisible()) await collect.click();
    await collected.waitFor();

    await failThenRetry(page, '/seWritting/collectedHistory', {
      name: 'collected',
      failedText: '获取列表失败',
      loaded: '[data-testid="collected-card"]',
    });
  });

  it('template centre: 获取模板列表失败 with 重试, then the templates', async () => {
    const page = await newPage();
    await failThenRetry(page, '/modelPage/modelCenter', {
      name: 'template-centre',
      failedText: '获取模板列表失败',
      loaded: '[data-testid="template-card"]',
    });
  });

  it('similar images alone failing: 获取相似图失败 with 重试 under the material', async () => {
    const page = await newPage();
    const id = await someMaterialId(page);
    await failThenRetry(page, `/listDetail?id=${id}`, {
      name: 'similar',
      failedText: '获取相似图失败',
      loaded: `section[aria-labelledby="similar-heading"] ${MATERIAL_CARD}`,
      failure: failOperation('SimilarMaterials'),
    });
    expect(await page.getByRole('button', { name: '立即下载' }).isVisible()).toBe(true);
  });

  it('a bff answering GraphQL errors: the failure state and one toast, not one per query', async () => {
    const page = await newPage();
    await pagesWithoutData(page);
    await page.route(GRAPHQL, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [
            { message: '服务繁忙，请稍后再试', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
          ],
        }),
      }),
    );
    await page.goto(`${env.stack.webUrl}/searchLists?text=风景`);
    await page.locator(FAILED).first().waitFor({ timeout: 20_000 });
    const toast = page.locator('[data-part="title"]', { hasText: '服务繁忙，请稍后再试' });
    await toast.first().waitFor();
    expect(await toast.count()).toBe(1);
    await screenshot(page, 'failure-graphql-errors-toast');
    // Short-lived: gone within a few seconds.
    await toast.first().waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('at 390 px on an iPhone the failure state fits the screen', async () => {
    const page = await newPage(undefined, IPHONE);
    await failThenRetry(page, '/searchLists?text=风景', {
      name: 'search-iphone',
      failedText: '获取素材列表失败',
      loaded: MATERIAL_CARD,
    });
  });
});
