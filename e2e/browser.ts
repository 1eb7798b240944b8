// Debian's Chromium driven by playwright-core; screenshots go to e2e/artifacts for CI to keep.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));
export const ARTIFACTS = join(HERE, 'artifacts');
// A demo library photo of a person (demo/CREDITS.md), uploaded as the viewer's own picture.
export const PERSON_PHOTO = join(
  HERE,
  '..',
  'packages',
  'api',
  'demo',
  'photos',
  'skimage-astronaut.jpg',
);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** An iPhone 14-sized phone: 390 px wide, a touch screen and Safari's user agent. */
export const IPHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/** Logs a demo account in (用户 mode) through the header's login dialog on /realHome. */
export async function logIn(page: Page, webUrl: string, account: string): Promise<void> {
  await page.goto(`${webUrl}/realHome`);
  await page.getByRole('button', { name: '立即登录' }).first().click();
  const form = page.getByRole('dialog');
  await form.locator('input[name="account"]').fill(account);
  await form.locator('input[name="password"]').fill('Demo@2026');
  await form.locator('input[name="password"]').press('Enter');
  await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
}

/**
 * Clicks a card's 在线编辑 and waits for the editor to open in its new tab with the canvas drawn;
 * checks that it opened editor.html for a template and that the one-time token left the address.
 */
export async function openEditor(edit: Locator): Promise<Page> {
  const [editor] = await Promise.all([edit.page().context().waitForEvent('page'), edit.click()]);
  await editor.getByRole('heading', { name: '在线编辑' }).waitFor();
  await editor.locator('canvas').first().waitFor();
  const url = new URL(editor.url());
  expect(url.pathname).toBe('/editor.html');
  expect(url.searchParams.get('tempId')).toBeTruthy();
  await expect.poll(() => new URL(editor.url()).searchParams.has('token')).toBe(false);
  return editor;
}

/**
 * The text of every text layer the editor holds, read as a user would: each layer of the 图层
 * panel selected in turn and its 文字 field read.
 */
export async function editorTexts(editor: Page): Promise<string[]> {
  const texts: string[] = [];
  const field = editor.getByRole('textbox', { name: '文字', exact: true });
  for (const layer of await editor
    .getByRole('complementary', { name: '图层' })
    .getByRole('option')
    .all()) {
    await layer.click();
    // The properties panel shows the selected layer in the same render as the selection.
    await expect.poll(() => layer.getAttribute('aria-selected')).toBe('true');
    if ((await field.count()) > 0) texts.push(await field.inputValue());
  }
  return texts;
}

/** GraphQL operation names the page sends from now on. */
export function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (req) => {
    if (!req.url().endsWith('/graphql') || req.method() !== 'POST') return;
    const body = req.postDataJSON() as { operationName?: string } | null;
    names.push(body?.operationName ?? '(anonymous)');
  });
  return names;
}

/**
 * In the open 文案库 drawer, shows only one-line cards and ticks the first; returns its label.
 * The cards listed before the one-line answer arrives are replaced by it, so the choice waits for
 * that answer and is made again if React swapped the card out under the click.
 */
export async function chooseOneLineCard(drawer: Locator): Promise<string> {
  const oneLine = drawer.page().waitForResponse((res) => {
    const body = res.request().postData() ?? '';
    return (
      res.url().endsWith('/graphql') && body.includes('CopyCards') && body.includes('"lines":1')
    );
  });
  await drawer.getByRole('combobox', { name: '行数' }).selectOption('1');
  await oneLine;
  await expect.poll(() => drawer.getByText(/共\d+个结果/u).count()).toBe(1);
  const first = drawer.getByRole('checkbox').first();
  await expect
    .poll(async () => {
      await first.check({ force: true, timeout: 2_000 }).catch(() => undefined);
      return first.isChecked();
    })
    .toBe(true);
  return ((await first.getAttribute('aria-label')) ?? '').replace(/^选择 /u, '');
}

/**
 * Uploads the person photo through the file input labelled `upload`, waits for `picture` to show
 * it, presses the first 一键抠图 and waits for 抠图成功; the picture's address before and after.
 */
export async function uploadAndCutOut(
  page: Page,
  upload: string,
  picture: Locator,
): Promise<{ uploaded: string; cut: string }> {
  await page.getByLabel(upload).setInputFiles(PERSON_PHOTO);
  await picture.waitFor({ timeout: 20_000 });
  const uploaded = (await picture.getAttribute('src')) ?? '';
  await page.getByRole('button', { name: '一键抠图' }).first().click();
  await expect
    .poll(() => page.getByText('抠图成功').count(), { timeout: 60_000 })
    .toBeGreaterThan(0);
  const cut = (await picture.getAttribute('src')) ?? '';
  expect(cut).not.toBe(uploaded);
  expect(cut).toMatch(/\.png$/u);
  return { uploaded, cut };
}
