import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

// A stack of its own: the flows render seven designs on its api's render thread.
const env = useStackAndBrowser({ own: true });

async function newPage(): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
  });
  return context.newPage();
}

async function openIndustry(page: Page, name: string) {
  await logIn(page, env.stack.webUrl, 'zhangwei');
  await page.goto(`${env.stack.webUrl}/modelPage/smartGenerate`);
  const industry = page.getByRole('radiogroup', { name: '行业' });
  await industry.getByRole('radio', { checked: true }).waitFor();
  await industry.getByRole('radio', { name }).click();
}

/** A warning toast with exactly this text shows. */
async function warned(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** Every picture of the locator has loaded with pixels. */
async function drawn(cards: Locator, count: number) {
  await expect.poll(() => cards.count(), { timeout: 120_000, interval: 500 }).toBe(count);
  for (const img of await cards.locator('img').all()) {
    await expect
      .poll(
        () =>
          img.evaluate(
            (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(1080);
  }
}

describe('游戏 and 家电 forms in the browser', () => {
  it('game 诺亚之心: person and scene art, a title, small images on → the banner and designs', async () => {
    const page = await newPage();
    await openIndustry(page, '游戏');
    const form = page.getByTestId('game-form');
    const game = form.getByRole('combobox', { name: '游戏' });
    await game.locator('option', { hasText: '我的侠客（测试）' }).waitFor({ state: 'attached' });
    expect(await game.locator('option').allTextContents()).toEqual([
      '请选择游戏',
      '我的侠客',
      '诺亚之心',
      'DNF端游',
      '我的侠客（测试）',
    ]);
    await game.selectOption({ label: '诺亚之心' });
    await form.getByText('演示素材').first().waitFor();

    // The pack's rules, in the spec's words.
    await form.getByRole('button', { name: '智能创作' }).click();
    await warned(page, '请先上传背景奥~');
    await form.getByRole('button', { name: '添加一行小图' }).click();
    await warned(page, '打开开关按钮才能添加哦~');

    await form.getByTestId('art-person').getByRole('button').first().click();
    await form.getByTestId('art-scene').getByRole('button').first().click();
    await form.getByRole('button', { name: '智能创作' }).click();
    await warned(page, '请先选择主标题~');
    const title = form.getByRole('combobox', { name: '主标题' });
    expect(await title.locator('option').allTextContents()).toEqual([
      '请选择主标题',
      '江湖人物录',
      '探班美术',
      '神州大地游',
    ]);
    await title.selectOption({ label: '探班美术' });
    await form.getByRole('button', { name: '登录即领限定时装' }).click();

    // 生成小图 on; rows up to 6 (最多只能6个哦~), the first can't go.
    await form.getByText('生成小图').click();
    const rows = form.getByTestId('small-row');
    await rows.first().getByRole('button', { name: /第1行/u }).first().click();
    await rows.first().getByRole('button', { name: /第1行/u }).nth(2).click();
    for (let i = 1; i < 6; i += 1)
      await form.getByRole('button', { name: '添加一行小图' }).first().click();
    expect(await rows.count()).toBe(6);
    await form.getByRole('button', { name: '添加一行小图' }).first().click();
    await warned(page, '最多只能6个哦~');
    for (let i = 0; i < 4; i += 1)
      await form.getByRole('button', { name: '删除这一行小图' }).last().click();
    expect(await rows.count()).toBe(2);
    await rows.nth(1).getByRole('button', { name: /第2行/u }).nth(4).click();
    await screenshot(page, 'game-form-noah');

    await form.getByRole('button', { name: '智能创作' }).click();
    const results = page.getByTestId('game-results');
    await results.getByRole('heading', { name: '选择模板继续编辑' }).waitFor({ timeout: 60_000 });
    const capture = results.getByTestId('game-capture');
    await capture.locator('img').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => capture.locator('img').evaluate((el) => (el as HTMLImageElement).naturalWidth), {
        timeout: 30_000,
      })
      .toBe(1300);
    await drawn(results.getByTestId('game-design'), 2);
    await screenshot(page, 'game-results-noah');

    // Back, then the PC game: its two free titles and 下一步 to the face step.
    await results.getByRole('button', { name: '返回' }).click();
    await game.selectOption({ label: 'DNF端游' });
    await form.getByRole('textbox', { name: '主标题（上）' }).waitFor();
    await form.getByRole('button', { name: '下一步' }).click();
    await warned(page, '人物和背景都要上传奥~~');
    await form.getByTestId('art-person').getByRole('button').first().click();
    await form.getByTestId('art-scene').getByRole('button').nth(1).click();
    await form.getByRole('textbox', { name: '主标题（上）' }).fill('勇士集结');
    await form.getByRole('textbox', { name: '主标题（下）' }).fill('再战阿拉德');
    await form.getByRole('button', { name: '下一步' }).click();
    const face = page.getByTestId('face-step');
    await face.getByRole('button', { name: '居中' }).click();
    await screenshot(page, 'game-face-step');
    await face.getByRole('button', { name: '智能创作' }).click();
    await drawn(page.getByTestId('game-results').getByTestId('game-design'), 2);
    await screenshot(page, 'game-results-dnf');
  }, 240_000);

  it('appliance: the copy and 智能创作 → designs on the 风格1301 layouts', async () => {
    const page = await newPage();
    await openIndustry(page, '家电');
    const form = page.getByTestId('appliance-form');
    await form.getByText('只支持上传两个logo').waitFor();
    await form.getByRole('button', { name: '智能创作' }).click();
    await warned(page, '请填写标题文案');
    await form.getByRole('textbox', { name: '主标题文案' }).fill('焕新家 享品质');
    await form.getByRole('textbox', { name: '副标题文案' }).fill('以旧换新 至高补贴');
    await screenshot(page, 'appliance-form');
    await form.getByRole('button', { name: '智能创作' }).click();
    await drawn(page.getByTestId('game-results').getByTestId('game-design'), 3);
    await screenshot(page, 'appliance-results');
    // The generic 模板选择: 生成更多 moves 9 further along the ids; the line has 3, so it has ended.
    await page.getByTestId('game-results').getByRole('button', { name: '生成更多' }).click();
    await warned(page, '已经没有更多了～');
  }, 180_000);
});
