import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

const env = useStackAndBrowser();

async function newPage(): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1366, height: 860 },
    locale: 'zh-CN',
  });
  return context.newPage();
}

const dialog = (page: Page) => page.getByRole('dialog');

async function logIn(page: Page, mode: '用户' | '企业', account: string, password = 'Demo@2026') {
  const form = dialog(page);
  await form.getByRole('tab', { name: mode }).click();
  await form.locator('input[name="account"]').fill(account);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="password"]').press('Enter');
  await expect.poll(() => dialog(page).count(), { timeout: 15_000 }).toBe(0);
}

describe('accounts in the browser', () => {
  it('shows the home page and blocks a guarded route for a guest', async () => {
    const page = await newPage();
    await page.goto(`${env.stack.webUrl}/`);
    await page.waitForURL('**/realHome');
    await page.getByRole('button', { name: '立即登录' }).first().waitFor();
    await screenshot(page, 'home');

    await page.getByRole('link', { name: '上传素材' }).first().click();
    await dialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/realHome');
    // Let the dialog's fade-in finish so the screenshot shows it as a user does.
    await page.waitForTimeout(600);
    await screenshot(page, 'login-dialog');

    // A direct load of a guarded URL shows the dialog, not the page.
    await page.goto(`${env.stack.webUrl}/uploadPage`);
    await dialog(page).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: '上传素材' }).count()).toBe(0);
    await page.context().close();
  });

  it('logs in as staff (用户), shows the name and logs out to /', async () => {
    const page = await newPage();
    await page.goto(`${env.stack.webUrl}/realHome`);
    await page.getByRole('button', { name: '立即登录' }).first().click();
    // Validation runs before any request.
    await dialog(page).getByRole('button', { name: '登录', exact: true }).click();
    await dialog(page).getByText('账号和密码不能为空！').waitFor();
    await logIn(page, '用户', 'zhangwei');
    await page.getByText('张伟').first().waitFor();
    await screenshot(page, 'logged-in-header');

    await page.getByRole('button', { name: '退出登录' }).first().click();
    await page.waitForURL('**/realHome');
    await page.getByRole('button', { name: '立即登录' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });

  it("a signed-in viewer's pages come without a guest's first screen; after logout a guest's again", async () => {
    const page = await newPage();
    const home = async () => {
      const response = await page.goto(`${env.stack.webUrl}/home`);
      return (await response?.text()) ?? '';
    };
    const GUEST_SCREEN = '<script type="application/json" id="page-data">';
    // A cold api may miss the page's deadline once; the plain page is then the right answer.
    await expect.poll(home, { timeout: 15_000 }).toContain(GUEST_SCREEN);
    await page.getByRole('button', { name: '立即登录' }).first().click();
    await logIn(page, '用户', 'zhangwei');
    expect(await home()).not.toContain(GUEST_SCREEN);
    await page.getByText('张伟').first().waitFor();
    await page.getByRole('button', { name: '退出登录' }).first().click();
    await page.getByRole('button', { name: '立即登录' }).first().waitFor();
    await expect.poll(home, { timeout: 15_000 }).toContain(GUEST_SCREEN);
    await page.context().close();
  });

  it('logs in as enterprise (企业) and shows a wrong password as the server message', async () => {
    const page = await newPage();
    await page.goto(`${env.stack.webUrl}/realHome`);
    await page.getByRole('button', { name: '立即登录' }).first().click();
    const form = dialog(page);
    await form.getByRole('tab', { name: '企业' }).click();
    await form.locator('input[name="account"]').fill('demo@xinghe-media.com');
    await form.locator('input[name="password"]').fill('wrong-password');
    await form.locator('input[name="password"]').press('Enter');
    await form.getByText('账号或密码错误').waitFor();
    expect(await form.locator('input[name="password"]').inputValue()).toBe('');

    await logIn(page, '企业', 'demo@xinghe-media.com');
    await page.getByText('星河传媒').first().waitFor();
    await page.context().close();
  });

  it('brings the dialog back exactly once when the token is revoked', async () => {
    const page = await newPage();
    await page.goto(`${env.stack.webUrl}/realHome`);
    await page.getByRole('button', { name: '立即登录' }).first().click();
    await logIn(page, '用户', 'lina');
    await page.getByText('李娜').first().waitFor();

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const revoked = await fetch(`${env.stack.apiUrl}/client/user_logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect((await revoked.json()) as { code: number }).toMatchObject({ code: 200 });

    await page.reload();
    await dialog(page).waitFor();
    expect(await dialog(page).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await dialog(page).getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.waitForTimeout(1500);
    expect(await dialog(page).count()).toBe(0);
    await page.getByRole('button', { name: '立即登录' }).first().waitFor();
    await page.context().close();
  });

  it('serves the GraphQL explorer from the bff', async () => {
    const page = await newPage();
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    await page.goto(`${env.stack.webUrl}/graphiql`);
    await page.locator('.graphiql-container').waitFor({ timeout: 20_000 });
    // The editor fills in the default query after mounting; a click before that runs nothing.
    await page.locator('.graphiql-query-editor').getByText('viewer').first().waitFor();
    await page.locator('.graphiql-execute-button').click();
    try {
      await page.locator('.graphiql-response').getByText('"viewer": null').waitFor();
    } catch (error) {
      await screenshot(page, 'explorer-failed');
      throw error;
    }
    await screenshot(page, 'explorer');
    expect(
      requests.filter((url) => !url.startsWith(env.stack.webUrl) && !url.startsWith('data:')),
    ).toEqual([]);
    await page.context().close();
  });
});
