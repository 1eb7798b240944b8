import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorTexts, logIn, openEditor, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

// A stack of its own: it nine renders of its own on its api's render thread.
const env = useStackAndBrowser({ own: true });

const API_DEMO = join(import.meta.dirname, '..', '..', 'packages', 'api', 'demo');
const PRODUCT_PHOTO = join(API_DEMO, 'photos', 'gc-cutter.jpg');
const QR = join(API_DEMO, 'templates', 'assets', 'placeholders', 'qr.png');
const CARD = '[data-testid="design-card"]';
const PREVIEW = '[data-testid="design-preview"]';
// Bounds the 重新加载 rounds: a stored drawing is served at once, so two or three suffice.
const MAX_RETRIES = 5;

// Real copy for a 春节 gift box, each line within spec §2's maximum length.
const GROUPS = [
  ['每日鲜烘', '当日烘焙出货', '锁住坚果香脆'],
  ['六种搭配', '夏威夷果腰果', ''],
  ['独立小包', '一次一包不受潮', '方便分享'],
  ['礼盒包装', '送礼体面大方', '附赠手提袋'],
] as const;

describe('智能创作（单张） in the browser', () => {
  it('walks the three steps with real copy and gets rendered detail posters, each with 在线编辑', async () => {
    const context = await env.browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await logIn(page, env.stack.webUrl, 'zhangwei');
    await page.goto(`${env.stack.webUrl}/modelPage/smartSingle`);
    await page.getByRole('heading', { name: '添加使用场景' }).waitFor();
    const node = page.getByRole('radiogroup', { name: '节点' });
    await node.getByRole('radio', { checked: true }).waitFor();
    // 春节 chosen explicitly (pressing the chosen tag again would clear it).
    const spring = node.getByRole('radio', { name: '春节' });
    await node.getByRole('radio', { name: '日常' }).click();
    await spring.click();
    expect(await spring.getAttribute('aria-checked')).toBe('true');

    // Step 0: the product photo and the QR code through the upload grant, the main copy.
    await page.getByLabel('上传产品图').setInputFiles(PRODUCT_PHOTO);
    await page.getByRole('img', { name: '产品图' }).waitFor({ timeout: 20_000 });
    await page.getByLabel('上传二维码').setInputFiles(QR);
    await page.getByRole('img', { name: '二维码' }).waitFor({ timeout: 20_000 });
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    const next = page.getByRole('button', { name: '下一步' });
    expect(await next.isDisabled()).toBe(true);
    await box('标题文案（上）').fill('新春年货');
    await box('标题文案（下）').fill('福满到家');
    await box('副标题文案').fill('坚果礼盒 满199减30');
    await box('二维码信息').fill('扫码抢年货');
    await screenshot(page, 'smart-single-step0');
    await next.click();

    // Step 1: the product block and the four content groups (group 2 without sub-content b).
    await box('产品顶部标题').fill('六种坚果 一盒装齐');
    await box('促销文案').fill('限时特惠');
    for (const [i, [main, a, b]] of GROUPS.entries()) {
      await box(`第${i + 1}组主内容文案`).fill(main);
      await box(`第${i + 1}组次内容文案a`).fill(a);
      if (b) await box(`第${i + 1}组次内容文案b`).fill(b);
    }
    await screenshot(page, 'smart-single-step1');
    await next.click();

    // Step 2: table description and supplements; 智能创作 replaces 下一步.
    await box('表格说明（上）').fill('规格：礼盒装 6袋×150克');
    await box('表格说明（下）').fill('保质期：180天 常温避光保存');
    await box('信息补充a').fill('*活动时间：1月10日至2月8日');
    await box('信息补充b').fill('*图片仅供参考，以实物为准');
    expect(await next.count()).toBe(0);
    await screenshot(page, 'smart-single-step2');
    await page.getByRole('button', { name: '智能创作', exact: true }).click();

    await page.getByRole('heading', { name: '选择模板继续编辑' }).waitFor();
    await page.getByText('选择模板', { exact: true }).first().waitFor();
    const answer = page.locator(`${CARD}, [data-testid="list-failed"], [data-testid="list-empty"]`);
    await answer.first().waitFor({ timeout: 90_000 });
    expect(
      await page.locator('[data-testid="list-failed"], [data-testid="list-empty"]').count(),
    ).toBe(0);
    const cards = page.locator(CARD);
    expect(await cards.count()).toBe(9);
    // Every poster is the server's drawing of the user's filled detail page.
    const loading = page.getByTestId('design-preview-loading');
    const retry = page.getByRole('button', { name: '重新加载' });
    for (let round = 0; round < MAX_RETRIES; round += 1) {
      await expect.poll(() => loading.count(), { timeout: 90_000 }).toBe(0);
      if ((await retry.count()) === 0) break;
      for (const button of await retry.all()) await button.click();
    }
    expect(await page.locator(`${PREVIEW}[data-state="loaded"]`).count()).toBe(9);
    const sizes = await page
      .locator(PREVIEW)
      .evaluateAll((imgs) =>
        imgs.map((img) =>
          img instanceof HTMLImageElement ? [img.naturalWidth, img.naturalHeight] : [0, 0],
        ),
      );
    // 750x1334 pages, drawn at most 600 px wide.
    for (const [width = 0, height = 0] of sizes) {
      expect(width).toBeGreaterThan(0);
      expect(height / width).toBeCloseTo(1334 / 750, 1);
    }
    for (const card of await cards.all()) {
      expect(await card.getByRole('link', { name: '在线编辑' }).count()).toBe(1);
      expect(await card.locator('[data-testid="design-reason"]').count()).toBeGreaterThan(0);
    }
    await screenshot(page, 'smart-single-posters');
    await cards.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'smart-single-poster');

    // 在线编辑 opens the user's filled page (issue 14), with the copy typed in the three steps.
    const editor = await openEditor(cards.first().getByRole('link', { name: '在线编辑' }));
    const texts = (await editorTexts(editor)).join('').replace(/\s/gu, '');
    for (const line of ['新春年货', '福满到家', '六种坚果一盒装齐', GROUPS[0][0]])
      expect(texts).toContain(line);
    await screenshot(editor, 'smart-single-editor');
  }, 180_000);
});
