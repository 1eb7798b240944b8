// Issue 16: the demo library a fresh clone starts with — every hot topic has a cover and a full
// page, both home rows hold 9, the categories the spec lists find materials, the support widget
// shows the seeded QR, and a photo of people says it has no model release.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordOperations, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

const env = useStackAndBrowser();

const CARD = '[data-testid="material-card"]';
const HOT_TOPICS = ['5G', '元旦', '圣诞', '传统纹样', '二十四节气'];

async function guestPage(): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
  });
  return context.newPage();
}

/** How many of these images finished loading with pixels (a broken one has naturalWidth 0). */
function loadedImages(images: Locator): Promise<number> {
  return images.evaluateAll(
    (nodes) =>
      nodes.filter(
        (n) => (n as HTMLImageElement).complete && (n as HTMLImageElement).naturalWidth > 0,
      ).length,
  );
}

/** The number in 共 N 个结果. */
async function resultCount(page: Page): Promise<number> {
  const count = page.getByText(/共 \d+\+? 个结果/);
  await count.waitFor();
  return Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
}

describe('the demo library in the browser', () => {
  it('home: a cover on every hot-topic tile and 9 images in each row', async () => {
    const page = await guestPage();
    await page.goto(`${env.stack.webUrl}/home`);
    await page.locator(CARD).first().waitFor();
    await page.waitForLoadState('networkidle');
    const topics = page.getByRole('region', { name: '热门专题' });
    for (const name of HOT_TOPICS) await topics.getByRole('link', { name }).waitFor();
    await expect.poll(() => loadedImages(topics.locator('img'))).toBe(HOT_TOPICS.length);
    // A row of 9 is three slides of 3 (spec platform-core §9).
    for (const row of ['人物', '风景']) {
      await page.getByLabel(`${row} 1 / 3`, { exact: true }).waitFor();
    }
    // Both rows' first slides (3 + 3 pictures), loaded, not only their places held.
    await expect
      .poll(() => loadedImages(page.locator('[aria-roledescription="carousel"] img')), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(6);
    await screenshot(page, 'library-content-home');

    // The home rows are cards too: wait for the topic page itself, then for its cards.
    await topics.getByRole('link', { name: '元旦' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/home'));
    await expect
      .poll(() => page.locator(CARD).count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(9);
    // Cards hold their place before their pictures arrive: the screenshot waits for the pictures.
    await expect
      .poll(() => loadedImages(page.locator(`${CARD} img`)), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(9);
    await screenshot(page, 'library-content-hot-topic-yuandan');
    await page.context().close();
  });

  it("a guest's /home arrives with its first screen: none of it is asked for again", async () => {
    const page = await guestPage();
    const asked = recordOperations(page);
    await page.goto(`${env.stack.webUrl}/home`);
    await page.getByLabel('人物 1 / 3', { exact: true }).waitFor();
    await page.getByLabel('风景 1 / 3', { exact: true }).waitFor();
    await page.getByRole('link', { name: '美妆产品' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(
      asked.filter((name) => /^(MaterialHome|ThemeRowMaterials|MaterialCategories)$/.test(name)),
    ).toEqual([]);
    await page.context().close();
  });

  it("a guest's search and template centre arrive with their first screen too", async () => {
    const page = await guestPage();
    const asked = recordOperations(page);
    await page.goto(
      `${env.stack.webUrl}/searchLists?text=${encodeURIComponent('风景')}&cur_page=1`,
    );
    await page.locator(CARD).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(`${env.stack.webUrl}/modelPage/modelCenter?type=poster`);
    await page.getByTestId('template-masonry').locator('img').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(
      asked.filter((name) =>
        /^(SearchMaterials|SearchThemes|MaterialCategories|TemplateFilters|TemplateCentre)$/.test(
          name,
        ),
      ),
    ).toEqual([]);
    await page.context().close();
  });

  it('美妆产品 from the category strip finds a full page, and the support widget shows the QR', async () => {
    const page = await guestPage();
    await page.goto(`${env.stack.webUrl}/searchLists?text=美妆产品&img_type=1&cur_page=1`);
    expect(await resultCount(page)).toBeGreaterThanOrEqual(9);
    await page.locator(CARD).nth(8).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'library-content-search-beauty');

    await page.getByRole('button', { name: '联系客服' }).click();
    const qr = page.getByRole('img', { name: '客服二维码' });
    await qr.waitFor();
    await expect.poll(() => loadedImages(qr)).toBe(1);
    await screenshot(page, 'library-content-support-qr');
    await page.context().close();
  });

  it('a photo of musicians says on its detail page that there is no model release', async () => {
    const page = await guestPage();
    await page.goto(`${env.stack.webUrl}/searchLists?text=墨西哥 乐队&img_type=1&cur_page=1`);
    await page.locator(`${CARD} a[href*="id="]`).first().waitFor();
    const href = await page.locator(`${CARD} a[href*="id="]`).first().getAttribute('href');
    await page.goto(new URL(href ?? '', env.stack.webUrl).toString());
    await page.getByText('仅限编辑用途，无肖像授权，不可用于商业广告', { exact: false }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'library-content-editorial-note');
    await page.context().close();
  });
});
