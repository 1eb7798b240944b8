import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, openEditor, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

const env = useStackAndBrowser();

const CARD = '[data-testid="design-card"]';
const PREVIEW = '[data-testid="design-preview"]';
// Bounds the 生成更多 loop: the seeded ranking is finite, so the end comes long before this.
// Every batch waits for its pictures to be drawn, so the flow gets twice the default time.
const MAX_BATCHES = 40;

async function newPage(): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
  });
  return context.newPage();
}

describe('智能创作（新媒体首图） in the browser', () => {
  it('chooses tags and copy, gets nine explained designs, pages to the end and opens the editor', async () => {
    const page = await newPage();
    await logIn(page, env.stack.webUrl, 'zhangwei');
    await page.goto(`${env.stack.webUrl}/modelPage/smartGenerate`);
    await page.getByRole('heading', { name: '添加使用场景' }).waitFor();
    const industry = page.getByRole('radiogroup', { name: '行业' });
    await industry.getByRole('radio', { checked: true }).waitFor();
    // A 禁用 word is shown on its field with the law before anything is generated.
    const title = page.getByRole('textbox', { name: '标题文案', exact: true });
    await title.fill('全网最低价冰饮');
    const banned = page.locator('[data-testid="copy-banned-hit"]').first();
    await banned.waitFor({ timeout: 15_000 });
    expect(await banned.textContent()).toContain('依据');
    await screenshot(page, 'smart-banned-copy');
    await title.fill('夏日冰饮');
    await page.getByRole('textbox', { name: '副标题文案' }).fill('第二杯半价');
    await page.getByRole('textbox', { name: '次标题文案' }).fill('全城门店同享');
    await screenshot(page, 'smart-form');

    await page.getByRole('button', { name: '智能创作', exact: true }).click();
    await page.getByRole('heading', { name: '选择模板继续编辑' }).waitFor();
    await page.locator(CARD).first().waitFor({ timeout: 30_000 });
    expect(await page.locator(CARD).count()).toBe(9);
    expect(await page.locator(`${CARD} [data-testid="design-reason"]`).count()).toBeGreaterThan(0);
    // Each card loads the server's drawing of its filled design, not the template's own sample.
    const previews = page.locator(PREVIEW);
    expect(await previews.count()).toBe(9);
    for (const src of await previews.evaluateAll((imgs) =>
      imgs.map((img) => img.getAttribute('src')),
    ))
      expect(src).toMatch(/^\/api\/v1\/files\/previews\/[a-f0-9]{32}\.jpg$/u);
    await expect
      .poll(() => page.locator(`${PREVIEW}[data-state="loaded"]`).count(), { timeout: 30_000 })
      .toBe(9);
    const widths = await previews.evaluateAll((imgs) =>
      imgs.map((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0)),
    );
    for (const width of widths) {
      expect(width).toBeGreaterThan(0);
      expect(width).toBeLessThanOrEqual(600);
    }
    await screenshot(page, 'smart-filled-previews');

    const more = page.getByTestId('more-precise');
    for (let i = 0; i < MAX_BATCHES; i += 1) {
      if ((await page.getByText('已经到底了呢！').count()) > 0) break;
      await more.click();
      await expect.poll(() => more.getAttribute('data-loading')).toBeNull();
    }
    await expect.poll(() => page.getByText('已经到底了呢！').count()).toBeGreaterThan(0);
    await screenshot(page, 'smart-end');

    const edit = page.locator(CARD).first().getByRole('link', { name: '在线编辑' });
    const editor = await openEditor(edit);
    await screenshot(editor, 'smart-editor');
  }, 120_000);
});
