import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, recordOperations, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

// A stack of its own: it starts from a material nobody has favourited.
const env = useStackAndBrowser({ own: true });

const CARD = '[data-testid="material-card"]';

async function loggedInPage(account: string): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await logIn(page, env.stack.webUrl, account);
  return page;
}

/** Material ids of the cards on the page, in order. */
function cardIds(page: Page): Promise<string[]> {
  return page
    .locator(`${CARD} a[href*="id="]`)
    .evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('id') ?? ''),
    );
}

const cardOf = (page: Page, id: string) =>
  page.locator(CARD, { has: page.locator(`a[href$="id=${id}"]`) }).first();

/** Scrolls a card to the middle of the view and hovers it so its buttons show. */
async function showCard(page: Page, id: string): Promise<void> {
  await cardOf(page, id).evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
  });
  await cardOf(page, id).hover();
}

describe('material library in the browser', () => {
  it('searches 风景, sorts by 最热, favourites from the detail page everywhere at once, downloads', async () => {
    const page = await loggedInPage('zhangwei');
    await page.goto(`${env.stack.webUrl}/home`);
    await page.locator(CARD).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The theme's global styles come with the page (web/build/global-styles.ts): the app inserts
    // none of its own (App.tsx), and takes the layers' order over by name.
    const globalStyles = await page.evaluate(
      () => document.querySelectorAll('style[data-emotion^="css-global"]').length,
    );
    expect(globalStyles).toBe(2);
    const onHome = new Set(await cardIds(page));
    await screenshot(page, 'library-home');

    const search = page.getByRole('textbox', { name: '搜索素材' }).first();
    await search.fill('风景');
    await search.press('Enter');
    await page.waitForURL('**/searchLists?**');
    const count = page.getByText(/共 \d+ 个结果/);
    await count.waitFor();
    expect(Number(/\d+/.exec((await count.textContent()) ?? '')?.[0])).toBeGreaterThan(10);
    await page.locator(CARD).first().waitFor();

    await page.getByRole('button', { name: '最热' }).click();
    await page.waitForURL(/sort=maxdown/);
    await page.locator(CARD).first().waitFor();
    await screenshot(page, 'search-results-maxdown');
    // Preferably one that the library home shows too, so both views can be checked for the same
    // entity; the full library may show none of the home rows on the first page of results.
    const ids = await cardIds(page);
    const target = ids.find((candidate) => onHome.has(candidate)) ?? ids[0] ?? '';
    expect(target).not.toBe('');
    expect(await cardOf(page, target).getByRole('button', { name: '收藏' }).count()).toBe(1);

    await cardOf(page, target).locator('a').first().click();
    await page.waitForURL(`**/listDetail?id=${target}`);
    await page.getByTestId('fact-分类').waitFor();
    const before = Number(await page.getByTestId('fact-下载次数').textContent());

    const operations = recordOperations(page);
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.getByText('收藏成功').first().waitFor();
    await page.getByRole('button', { name: '已收藏' }).waitFor();
    await screenshot(page, 'detail-favourited');

    // Back to the grid and on to the library home without a reload: the cache already knows.
    await page.goBack();
    await page.waitForURL(/sort=maxdown/);
    await cardOf(page, target).getByRole('button', { name: '取消收藏' }).waitFor();
    await showCard(page, target);
    await screenshot(page, 'search-favourited');
    await page.getByRole('link', { name: '素材库' }).first().click();
    await page.waitForURL('**/home');
    if (onHome.has(target)) {
      await cardOf(page, target).getByRole('button', { name: '取消收藏' }).waitFor();
      await showCard(page, target);
      await screenshot(page, 'home-favourited');
    }
    expect(operations).toEqual(['CollectMaterial']);

    await page.goto(`${env.stack.webUrl}/listDetail?id=${target}`);
    await page.getByTestId('fact-下载次数').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '立即下载' }).click();
    await page.getByText('下载成功').first().waitFor();
    // The file as stored, in the format its detail names (a photo JPG, a cut-out element PNG).
    const format = (await page.getByTestId('fact-格式').textContent())?.toLowerCase() ?? '';
    const extension = format === 'jpeg' ? 'jpe?g' : format;
    expect((await download).suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`, 'u'));
    await expect
      .poll(async () => Number(await page.getByTestId('fact-下载次数').textContent()))
      .toBe(before + 1);
    await page.getByRole('button', { name: '立即下载' }).waitFor();
    await screenshot(page, 'detail-downloaded');

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await fetch(`${env.stack.apiUrl}/client/get_downloadLists?cur_page=1&pageSize=10`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    const body = (await res.json()) as { data: { lists: { material_id: number }[] } };
    expect(body.data.lists.map((r) => String(r.material_id))).toContain(target);
    await page.context().close();
  });

  it('opens a theme from /themeIntro as one windowed list', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${env.stack.webUrl}/themeIntro`);
    await page.locator('a[href*="theme_arr="]').filter({ hasText: '风景' }).first().click();
    await page.getByText(/共找到 \d+ 张图片/).waitFor();
    await page.locator(CARD).first().waitFor();
    expect(await page.locator(CARD).count()).toBeGreaterThan(3);
    await screenshot(page, 'theme-list');
    await context.close();
  });

  it('asks a guest to log in before a favourite or a download', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(
      `${env.stack.webUrl}/searchLists?text=${encodeURIComponent('风景')}&img_type=1`,
    );
    await page.locator(CARD).first().waitFor();
    await page.locator(CARD).first().hover();
    await page.locator(CARD).first().getByRole('button', { name: '收藏' }).click();
    await page.getByText('请先登录！').first().waitFor();
    await page.locator(CARD).first().getByRole('button', { name: '下载' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(600); // the dialog's fade-in
    await screenshot(page, 'guest-download-login');
    await context.close();
  });
});
