import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

// A stack of its own: it changes the lexicon every word check reads.
const env = useStackAndBrowser({ own: true });

async function loggedIn(account: string): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await logIn(page, env.stack.webUrl, account);
  return page;
}

// The words the checker reports for `text` on the 禁词检测 page.
async function hitsFor(page: Page, text: string): Promise<string> {
  await page.goto(`${env.stack.webUrl}/copyPage/copyTitlePage/word-check`);
  await page.getByRole('textbox', { name: '待检测文案' }).fill(text);
  const heading = page.getByText(/^命中词（\d+）$/);
  await heading.waitFor();
  return (await page.locator('body').textContent()) ?? '';
}

const WORD = '宇宙无敌超值';

describe('lexicon admin in the browser', () => {
  it('adds a word that the checker finds at once, disables it, and whitelists a phrase', async () => {
    const page = await loggedIn('admin');
    await page.getByRole('link', { name: '词库管理' }).click();
    await page.locator('[data-testid="lexicon-row"]').first().waitFor();

    await page.getByRole('textbox', { name: '词语' }).fill(WORD);
    await page.getByRole('textbox', { name: '替换建议' }).fill('很划算');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.getByText(`已新增「${WORD}」，立即生效`).waitFor();
    expect(await hitsFor(page, `今日${WORD}大促`)).toContain('很划算');
    await screenshot(page, 'wordcheck-new-word-found');

    await page.goto(`${env.stack.webUrl}/lexicon`);
    await page.getByRole('textbox', { name: '关键字' }).fill(WORD);
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByRole('button', { name: `停用 ${WORD}` }).click();
    await page.getByText(`「${WORD}」已停用`).waitFor();
    await page.getByRole('button', { name: `启用 ${WORD}` }).waitFor();
    await screenshot(page, 'lexicon-admin');
    expect(await hitsFor(page, `今日${WORD}大促`)).not.toContain('很划算');

    await page.goto(`${env.stack.webUrl}/lexicon`);
    await page.getByRole('tab', { name: '白名单' }).click();
    await page.getByRole('textbox', { name: '短语' }).fill('最佳拍档');
    await page.getByRole('textbox', { name: '说明' }).fill('电视剧名');
    await page.getByRole('button', { name: '加入白名单' }).click();
    const row = page.locator('[data-testid="whitelist-row"]', { hasText: '最佳拍档' });
    await row.waitFor();
    await screenshot(page, 'lexicon-whitelist');
    await row.getByRole('button', { name: '移除 最佳拍档' }).click();
    await page.getByText('已将「最佳拍档」移出白名单').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await page.context().close();
  });

  it('keeps the screen from anyone but an administrator', async () => {
    const page = await loggedIn('zhangwei');
    expect(await page.getByRole('link', { name: '词库管理' }).count()).toBe(0);
    await page.goto(`${env.stack.webUrl}/lexicon`);
    await page.getByText('仅管理员可以管理词库').waitFor();
    await page.context().close();
  });
});
