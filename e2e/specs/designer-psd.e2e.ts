// Issue 32 acceptance, the designer's part: a designer imports a PSD (the committed 1080x460 banner
// fixture, made by ag-psd's writer in psd.fixtures.ts) on 我的模板's page, opens it in the editor,
// keeps the slots the layer names marked, tags it and submits it (提交审核); a reviewer passes it;
// a user's 智能创作（新媒体首图） then gets it, drawn with the designer's pictures (the PSD's layers
// are the designer's uploads, published by the pass — designs.publish.test.ts).
//
// The scenario is 餐饮美食 · 抖音 (the banner form's 行业 and 投放渠道). Library banners may share
// both tags, so the template is looked for through 生成更多, not asserted first.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';
import { editorStatus, reviewerPasses, submitForReview } from './designer.helpers.js';

// A stack of its own: it passes a template into the library every smart generation draws from.
const env = useStackAndBrowser({ own: true });

const NAME = '夏日PSD横幅';
const PSD = readFileSync(
  new URL('../../packages/api/src/designs/psd/fixtures/banner-1080x460.psd', import.meta.url),
);
const SCENARIO = [
  ['行业', '餐饮美食'],
  ['投放渠道', '抖音'],
] as const;
const CARD = '[data-testid="design-card"]';
// The fixture's figure (role_0): a blue ellipse right of centre, seen in the smart preview.
const FIGURE = { x: 940 / 1080, y: 260 / 460 };
const MORE_PAGES = 6;

async function newPage() {
  const context = await env.browser.newContext({
    viewport: { width: 1440, height: 960 },
    locale: 'zh-CN',
  });
  return context.newPage();
}

async function designerImportsAndSubmits(page: Page) {
  await logIn(page, env.stack.webUrl, 'lina');
  await page.goto(`${env.stack.webUrl}/design/designer/modelLists`);
  await page.getByRole('button', { name: '导入 PSD' }).waitFor();
  await page
    .locator('input[type="file"][accept*=".psd"]')
    .setInputFiles({ name: `${NAME}.psd`, mimeType: 'image/vnd.adobe.photoshop', buffer: PSD });
  await page.getByText(`「${NAME}」已导入`).waitFor({ timeout: 90_000 });
  await page.getByText(/按图层名设了 \d+ 个插槽/u).waitFor();
  await screenshot(page, 'designer-psd-imported');
  // The link opens the editor's tab; this page follows its address instead.
  const href =
    (await page.getByRole('link', { name: '在编辑器中打开' }).getAttribute('href')) ?? '';
  await page.goto(href.startsWith('http') ? href : `${env.stack.webUrl}${href}`);
  await page.getByRole('heading', { name: '在线编辑' }).waitFor();
  await page.locator('canvas').first().waitFor();
  await expect
    .poll(() => editorStatus(page).textContent(), { timeout: 30_000 })
    .not.toBe('正在加载字体…');

  // The template's own panel: the slots the layer names marked are kept; name and tags given.
  const info = page.getByRole('region', { name: '模板信息' });
  await info.getByText(/已标记 \d+ 个插槽/u).waitFor();
  await info.getByRole('textbox', { name: '模板名称' }).fill(NAME);
  expect(await info.getByRole('combobox', { name: '类型' }).inputValue()).toBe('120');
  for (const [cls, tag] of SCENARIO)
    await info.getByRole('checkbox', { name: `${cls} ${tag}` }).check();
  await screenshot(page, 'designer-psd-editor');
  await submitForReview(page, 'designer-psd-submitted');
}

/** The colour of an image (fetched as the page does) at a point given as fractions of its size. */
const colourAt = (page: Page, src: string, at: { x: number; y: number }) =>
  page.evaluate(
    async ({ url, p }) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) return [];
      ctx.drawImage(bitmap, 0, 0);
      const x = Math.round(p.x * bitmap.width);
      const y = Math.round(p.y * bitmap.height);
      return [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
    },
    { url: src, p: at },
  );

async function userGenerates(page: Page) {
  await logIn(page, env.stack.webUrl, 'zhangwei');
  await page.goto(`${env.stack.webUrl}/modelPage/smartGenerate`);
  await page.getByRole('heading', { name: '添加使用场景' }).waitFor();
  for (const [cls, tag] of SCENARIO) {
    const group = page.getByRole('radiogroup', { name: cls });
    const radio = group.getByRole('radio', { name: tag });
    if ((await radio.getAttribute('aria-checked')) !== 'true') await radio.click();
  }
  await page.getByRole('textbox', { name: '标题文案', exact: true }).fill('春季上新');
  await page.getByRole('button', { name: '智能创作', exact: true }).click();
  await page.getByRole('heading', { name: '选择模板继续编辑' }).waitFor();
  await page.locator(CARD).first().waitFor({ timeout: 90_000 });
  const mine = page.locator(CARD).filter({
    has: page.locator(`[data-testid="design-preview"][alt="${NAME}"]`),
  });
  for (let more = 0; (await mine.count()) === 0 && more < MORE_PAGES; more += 1) {
    const cards = await page.locator(CARD).count();
    await page.getByRole('button', { name: '生成更多' }).first().click();
    await expect.poll(() => page.locator(CARD).count(), { timeout: 90_000 }).toBeGreaterThan(cards);
  }
  const preview = mine.first().getByTestId('design-preview');
  await expect.poll(() => preview.getAttribute('data-state'), { timeout: 90_000 }).toBe('loaded');
  await mine.first().scrollIntoViewIfNeeded();
  await screenshot(page, 'designer-psd-smart');
  // The user's preview draws the designer's figure: the PSD's blue (40, 90, 200) ellipse.
  const src = (await preview.getAttribute('src')) ?? '';
  const [r = 0, g = 0, b = 0] = await colourAt(page, src, FIGURE);
  expect(b).toBeGreaterThan(150);
  expect(r).toBeLessThan(100);
  expect(g).toBeLessThan(140);
}

describe('a PSD-imported designer template through review into smart generation', () => {
  it(
    'is imported with its slots, submitted, passed by a reviewer and drawn in a user’s smart generation',
    { timeout: 300_000 },
    async () => {
      await designerImportsAndSubmits(await newPage());
      await reviewerPasses(await newPage(), env.stack.webUrl, {
        name: NAME,
        facts: ['李娜', '1080×460', '主标题', '餐饮美食', '抖音'],
        shot: 'designer-psd-review',
      });
      await userGenerates(await newPage());
    },
  );
});
