// Issue 17 item 6: at 390 px — an iPhone, and a desktop window narrowed to a phone's width — the
// home, search, favourites and account pages fit the screen: nothing wider than the window, and
// each page's own content starts on the first screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IPHONE, logIn, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

const env = useStackAndBrowser();

const NARROW_DESKTOP = { viewport: { width: 390, height: 844 } };
const DEVICES = { iphone: IPHONE, narrow: NARROW_DESKTOP } as const;

const PAGES = [
  { name: 'home', path: '/home', ready: 'role=region[name="热门专题"]' },
  {
    name: 'search',
    path: '/searchLists?text=风景&img_type=1&cur_page=1',
    ready: '[data-testid="material-card"]',
  },
  { name: 'collection', path: '/seWritting/collectedHistory', ready: 'role=tab' },
  { name: 'account', path: '/accountPage', ready: 'role=heading' },
  { name: 'account-uploads', path: '/accountPage/uploadHistory', ready: 'role=heading' },
] as const;

/** What reaches past the window's right edge: the outermost such elements, named for a reader. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
      (el) => el.getBoundingClientRect().right > width + 1,
    );
    // Only the outermost: a wide header makes all its children wide too.
    return wide
      .filter((el) => !wide.some((other) => other !== el && other.contains(el)))
      .map((el) => {
        const label = el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 20);
        const right = Math.round(el.getBoundingClientRect().right);
        return `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').slice(0, 40)} 「${label}」 right=${right}`;
      });
  });
}

describe('small screens', () => {
  for (const [device, options] of Object.entries(DEVICES)) {
    it(`${device}: every page fits 390 px`, async () => {
      // Log in at desktop size (a phone's header folds the login into its menu), then carry the
      // session over to the small screen.
      const desktop = await env.browser.newContext({ locale: 'zh-CN' });
      await logIn(await desktop.newPage(), env.stack.webUrl, 'zhangwei');
      const storageState = await desktop.storageState();
      await desktop.close();
      const context = await env.browser.newContext({ locale: 'zh-CN', storageState, ...options });
      const page = await context.newPage();
      const found = [];
      for (const { name, path, ready } of PAGES) {
        await page.goto(`${env.stack.webUrl}${path}`);
        const first = page.locator(`main >> ${ready}`).first();
        await first.waitFor();
        await page.waitForLoadState('networkidle');
        const top = (await first.boundingBox())?.y ?? Infinity;
        found.push({ name, overflowing: await overflowing(page), onFirstScreen: top < 844 });
        await screenshot(page, `small-${device}-${name}`);
      }
      expect(found).toEqual(
        PAGES.map(({ name }) => ({ name, overflowing: [], onFirstScreen: true })),
      );
      await context.close();
    });
  }
});
