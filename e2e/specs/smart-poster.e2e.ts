import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logIn, openEditor, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

// A stack of its own: it nine renders of its own on its api's render thread.
const env = useStackAndBrowser({ own: true });

const PLACEHOLDERS = join(
  import.meta.dirname,
  '..',
  '..',
  'packages',
  'api',
  'demo',
  'templates',
  'assets',
  'placeholders',
);
const CARD = '[data-testid="design-card"]';
const PREVIEW = '[data-testid="design-preview"]';
// Bounds the 重新加载 rounds: a stored drawing is served at once, so two or three suffice.
const MAX_RETRIES = 5;

describe('智能创作（海报） in the browser', () => {
  it('chooses poster tags, uploads a QR code and a logo, writes copy and gets rendered posters', async () => {
    const context = await env.browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await logIn(page, env.stack.webUrl, 'zhangwei');
    await page.goto(`${env.stack.webUrl}/modelPage/smartPoster`);
    await page.getByRole('heading', { name: '添加使用场景' }).waitFor();
    for (const name of ['行业', '设计风格', '投放渠道', '海报类型']) {
      await page.getByRole('radiogroup', { name }).getByRole('radio', { checked: true }).waitFor();
    }
    await page
      .getByRole('radiogroup', { name: '海报类型' })
      .getByRole('radio', { name: '新品上市' })
      .click();

    // Real uploads through the grant: each picture replaces its slot's placeholder.
    await page.getByLabel('上传二维码').setInputFiles(join(PLACEHOLDERS, 'qr.png'));
    await page.getByRole('img', { name: '二维码' }).waitFor({ timeout: 20_000 });
    await page.getByLabel('上传Logo').setInputFiles(join(PLACEHOLDERS, 'logo.png'));
    await page.getByRole('img', { name: 'Logo' }).waitFor({ timeout: 20_000 });

    const main = page.getByRole('textbox', { name: '主标题（上）' });
    expect(await main.getAttribute('placeholder')).toBe('春日新品');
    await main.fill('夏日冰饮');
    await page.getByRole('textbox', { name: '主标题（下）' }).fill('新品上市');
    await page.getByRole('textbox', { name: '副标题文案' }).fill('第二杯半价');
    await page.getByRole('textbox', { name: '次标题文案' }).fill('7月1日起全城门店同享');
    await screenshot(page, 'smart-poster-form');

    await page.getByRole('button', { name: '智能创作', exact: true }).click();
    await page.getByRole('heading', { name: '选择模板继续编辑' }).waitFor();
    // The first answer fills nine designs; a failure or an empty answer shows its own text.
    const answer = page.locator(`${CARD}, [data-testid="list-failed"], [data-testid="list-empty"]`);
    await answer.first().waitFor({ timeout: 90_000 });
    await screenshot(page, 'smart-poster-answer');
    expect(
      await page.locator('[data-testid="list-failed"], [data-testid="list-empty"]').count(),
    ).toBe(0);
    const cards = await page.locator(CARD).count();
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(9);
    expect(await page.locator(`${CARD} [data-testid="design-reason"]`).count()).toBeGreaterThan(0);
    // Every poster is the server's drawing of the user's filled design. Nine drawn at once on a
    // loaded machine may outlast the file proxy; the user then presses 重新加载, as here.
    const loading = page.getByTestId('design-preview-loading');
    const retry = page.getByRole('button', { name: '重新加载' });
    for (let round = 0; round < MAX_RETRIES; round += 1) {
      await expect.poll(() => loading.count(), { timeout: 90_000 }).toBe(0);
      if ((await retry.count()) === 0) break;
      for (const button of await retry.all()) await button.click();
    }
    expect(await page.locator(`${PREVIEW}[data-state="loaded"]`).count()).toBe(cards);
    const sizes = await page
      .locator(PREVIEW)
      .evaluateAll((imgs) =>
        imgs.map((img) =>
          img instanceof HTMLImageElement ? [img.naturalWidth, img.naturalHeight] : [0, 0],
        ),
      );
    for (const [width = 0, height = 0] of sizes) {
      expect(width).toBeGreaterThan(0);
      expect(height).toBeGreaterThan(0);
    }
    await page.locator(CARD).first().scrollIntoViewIfNeeded();
    await screenshot(page, 'smart-poster');

    // The back arrow returns to the form with everything kept.
    await page.getByRole('button', { name: '返回' }).click();
    await page.getByRole('heading', { name: '添加使用场景' }).waitFor();
    expect(await main.inputValue()).toBe('夏日冰饮');
    expect(
      await page
        .getByRole('radiogroup', { name: '海报类型' })
        .getByRole('radio', { name: '新品上市' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await page.getByRole('img', { name: '二维码' }).waitFor();

    await page.getByRole('button', { name: '智能创作', exact: true }).click();
    await page.locator(CARD).first().waitFor({ timeout: 90_000 });
    const edit = page.locator(CARD).first().getByRole('link', { name: '在线编辑' });
    await openEditor(edit);
  });
});
