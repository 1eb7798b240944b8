import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOneLineCard, logIn, screenshot, uploadAndCutOut } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

const env = useStackAndBrowser();

const ROW = '[data-testid="title-row"]';

async function newPage(): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return context.newPage();
}

async function search(page: Page, keyword: string): Promise<void> {
  await page.getByRole('textbox', { name: '关键字' }).fill(keyword);
  await page.getByRole('button', { name: '搜索' }).click();
}

describe('quick-write in the browser', () => {
  it('searches two terms with both highlighted, collects a title and un-collects it from the collection page', async () => {
    const page = await newPage();
    await logIn(page, env.stack.webUrl, 'zhangwei');
    await page.goto(`${env.stack.webUrl}/copyPage/copyTitlePage/title-origin`);
    await page.locator(ROW).first().waitFor();

    await search(page, '   ');
    await expect.poll(() => page.getByText('请输入关键字').count()).toBeGreaterThan(0);

    await search(page, '北京 大学');
    await expect.poll(() => page.getByText(/共 \d+ 条标题/).textContent()).not.toBe('共 0 条标题');
    const first = page.locator(ROW).first();
    // The count above may still be the unfiltered list's: wait for the searched rows themselves.
    const marked = async () => (await first.locator('mark').allTextContents()).join('');
    await expect.poll(marked, { timeout: 15_000 }).toContain('北京');
    expect(await marked()).toContain('大学');
    const colour = await first
      .locator('mark')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(colour).toMatch(/rgb\((2[0-9]{2}), \d{1,2}, \d{1,2}\)/);
    await screenshot(page, 'titles-search-highlight');

    const content = (await first.getByTestId('title-text').textContent()) ?? '';
    await first.getByRole('button', { name: `收藏 ${content}` }).click();
    await first.getByRole('button', { name: `取消收藏 ${content}` }).waitFor();
    await expect.poll(() => page.getByText('收藏成功').count()).toBeGreaterThan(0);

    await page.goto(`${env.stack.webUrl}/seWritting/collectedHistory`);
    await page.getByRole('tab', { name: '秒撰' }).click();
    const collected = page.locator(ROW).filter({ hasText: content });
    await collected.waitFor();
    await screenshot(page, 'titles-collected');

    await collected.getByRole('button', { name: `取消收藏 ${content}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.getByText('确定取消收藏吗？').count()).toBe(1);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('取消成功').count()).toBeGreaterThan(0);
    await expect.poll(() => collected.count()).toBe(0);
    const writingTab = page.getByRole('tabpanel', { name: '秒撰' });
    await expect.poll(() => writingTab.getByText('哎呀！还没有记录～').count()).toBe(1);
  });

  it('generates intelligent headlines for a keyword and copies one', async () => {
    const page = await newPage();
    await page.goto(`${env.stack.webUrl}/copyPage/copyTitlePage/title-intelligent`);
    await page.getByRole('textbox', { name: '关键字' }).fill('咖啡');
    await page.getByRole('button', { name: '生成标题' }).click();
    const items = page.locator('[data-testid="smart-title"]');
    await items.first().waitFor();
    expect(await items.count()).toBe(10);
    const texts = await items.locator('p').first().allTextContents();
    expect(texts[0]).toContain('咖啡');
    await screenshot(page, 'titles-intelligent');

    const headline = texts[0] ?? '';
    await page.getByRole('button', { name: `复制 ${headline}` }).click();
    await expect.poll(() => page.getByText('已复制到剪贴板').count()).toBeGreaterThan(0);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(headline);
  });

  it('finds classic copy by keyword, copies a couplet from the 文案库 drawer, and fills the card generator with a one-line card', async () => {
    const page = await newPage();
    await page.goto(`${env.stack.webUrl}/copyPage/copyTitlePage/doc-classics`);
    await page.getByRole('textbox', { name: '关键字' }).fill('明月');
    await page.getByRole('button', { name: '关键字搜索' }).click();
    await expect.poll(() => page.locator('mark').first().textContent()).toBe('明月');
    await screenshot(page, 'copy-classics-search');

    // On the classics page a card chosen in the drawer is copied, lines on their own rows.
    await page.getByRole('button', { name: '文案库' }).click();
    const classics = page.getByRole('dialog', { name: '文案库' });
    await expect.poll(() => classics.getByText(/共\d+个结果/).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    const firstClassic = classics.getByRole('checkbox').first();
    const classicLine = ((await firstClassic.getAttribute('aria-label')) ?? '').replace(
      /^选择 /,
      '',
    );
    await firstClassic.check({ force: true });
    await classics.getByRole('button', { name: '确认选择' }).click();
    await expect.poll(() => page.getByText('已复制到剪贴板').count()).toBeGreaterThan(0);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')).toHaveLength(2);
    expect(copied.startsWith(classicLine)).toBe(true);

    await page.goto(`${env.stack.webUrl}/copyPage/copyTitlePage/doc-origin`);
    await page.getByRole('button', { name: '文案库' }).click();
    const drawer = page.getByRole('dialog', { name: '文案库' });
    await expect.poll(() => drawer.getByText(/共\d+个结果/).count()).toBe(1);
    const label = await chooseOneLineCard(drawer);
    expect(
      Number(
        /共(\d+)个结果/u.exec((await drawer.getByText(/共\d+个结果/u).textContent()) ?? '')?.[1],
      ),
    ).toBeGreaterThan(200);
    await screenshot(page, 'copy-library-drawer');
    await drawer.getByRole('button', { name: '确认选择' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    // An original card fills 主标题 from its own main-title field, which the label need not show.
    expect(label).not.toBe('');
    const mainTitle = page.getByRole('textbox', { name: '主标题' });
    const chosen = await mainTitle.inputValue();
    expect(chosen).not.toBe('');

    // 换一组文案 draws another original card in place of the chosen one.
    await page.getByRole('button', { name: '换一组文案' }).click();
    await expect.poll(() => mainTitle.inputValue(), { timeout: 10_000 }).not.toBe(chosen);
    expect(await mainTitle.inputValue()).not.toBe('');
    await screenshot(page, 'copy-origin-changed');
  });

  it("takes the viewer's own logo on the card generator, cuts it out in one click and shows it on the card", async () => {
    const page = await newPage();
    await logIn(page, env.stack.webUrl, 'zhangwei');
    await page.goto(`${env.stack.webUrl}/copyPage/copyTitlePage/doc-origin`);
    await uploadAndCutOut(
      page,
      '上传Logo 1',
      page.getByLabel('预览').getByRole('img', { name: 'Logo 1' }),
    );
    // The notice of the running cutout leaves with it.
    await expect.poll(() => page.getByText('正在进行抠图，请稍等～').count()).toBe(0);
    await screenshot(page, 'copy-generator-logo');
  });
});
