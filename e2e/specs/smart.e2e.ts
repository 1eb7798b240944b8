import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

const env = useStackAndBrowser();

const CARD = '[data-testid="design-card"]';
// Bounds the 生成更多 loop: the seeded ranking is finite, so the end comes long before this.
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
    await page.getByRole('textbox', { name: '标题文案', exact: true }).fill('夏日冰饮');
    await page.getByRole('textbox', { name: '副标题文案' }).fill('第二杯半价');
    await page.getByRole('textbox', { name: '次标题文案' }).fill('全城门店同享');
    await screenshot(page, 'smart-form');

    await page.getByRole('button', { name: '智能创作', exact: true }).click();
    await page.getByRole('heading', { name: '选择模板继续编辑' }).waitFor();
    await page.locator(CARD).first().waitFor({ timeout: 30_000 });
    expect(await page.locator(CARD).count()).toBe(9);
    expect(await page.locator(`${CARD} [data-testid="design-reason"]`).count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'smart-templates');

    const more = page.getByRole('button', { name: '生成更多' }).first();
    for (let i = 0; i < MAX_BATCHES; i += 1) {
      if ((await page.getByText('已经到底了呢！').count()) > 0) break;
      await more.click();
      await expect.poll(() => more.getAttribute('data-loading')).toBeNull();
    }
    await expect.poll(() => page.getByText('已经到底了呢！').count()).toBeGreaterThan(0);
    await screenshot(page, 'smart-end');

    const edit = page.locator(CARD).first().getByRole('link', { name: '在线编辑' });
    const [editor] = await Promise.all([page.context().waitForEvent('page'), edit.click()]);
    await editor.getByRole('heading', { name: '在线编辑器' }).waitFor();
    const url = new URL(editor.url());
    expect(url.pathname).toBe('/editor');
    expect(url.searchParams.get('tempId')).toBeTruthy();
    await screenshot(editor, 'smart-editor');
  });
});
