// 批量生成 as a user works it (issue 33 acceptance): a 20-row XLSX and a zip of 5 product photos,
// the columns mapped, the first three rows drawn, preflight blocking two rows (a banned word, a
// title too long), the sheet fixed, the run with its progress bar moving, the zip and manifest
// downloaded, a failed row re-run, the batch found in 创作记录 and one item opened in the editor.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { xlsxOf, zipOf } from '../../packages/api/src/batch/batch.fixtures.js';
import { logIn, openEditor, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

// The shared stack: the test takes its own picture away from the stack's storage for a while, to
// make one of its rows fail.
const env = useStackAndBrowser();

const PHOTOS = join(import.meta.dirname, '..', '..', 'packages', 'api', 'demo', 'photos');
const PHOTO_FILES = [
  'gc-alpaca.jpg',
  'gc-bee.jpg',
  'gc-butterfly.jpg',
  'gc-calf.jpg',
  'gc-camels.jpg',
];
const photos = PHOTO_FILES.map((f) => readFileSync(join(PHOTOS, f)));
// The template every row is drawn on: the library's spring poster (a title, a subtitle, a product).
const TEMPLATE = '春日新品·清新竖版';
const BANNED = '全网最低价';
const LONG = '春日新品上市全场五折限时抢购火热进行中欢迎光临选购更多好礼等你来拿';
// Row 7 alone uses the fifth photo: taking it from storage fails that row only.
const LONE_ROW = 7;

function rows(fixed: boolean) {
  return Array.from({ length: 20 }, (_, i) => {
    const row = i + 1;
    let title = `春日新品${row}号`;
    if (row === 5) title = fixed ? '全场特惠' : BANNED;
    if (row === 9) title = fixed ? '春日上新' : LONG;
    const photo = row === LONE_ROW ? 'p5.jpg' : `p${(i % 4) + 1}.jpg`;
    return [`门店${row}`, title, photo];
  });
}

/** Where the api stored a zip picture: its uploads are named by the SHA-256 of their bytes. */
function storedPicture(dataDir: string, bytes: Buffer): string {
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.jpg`;
  const walk = (dir: string): string | undefined => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        const found = walk(path);
        if (found) return found;
      } else if (entry.name === name) return path;
    }
    return undefined;
  };
  const found = walk(join(dataDir, 'storage'));
  if (!found) throw new Error(`the zip's picture ${name} is not in storage`);
  return found;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const progressText = (page: Page) => page.getByTestId('batch-progress').textContent();

async function waitFinished(page: Page, seen: Set<string>) {
  await expect
    .poll(
      async () => {
        const text = (await progressText(page).catch(() => null)) ?? '';
        if (text) seen.add(text.replace(/，预计还需.*$/u, ''));
        return text.includes('全部完成');
      },
      { timeout: 240_000, interval: 150 },
    )
    .toBe(true);
}

/**
 * Sets a file on an upload input and waits for the api's answer to it: the page shows what the
 * upload read only then, which on a loaded machine comes after expect.poll's default second.
 */
async function upload(
  page: Page,
  input: Locator,
  route: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const answered = page.waitForResponse((r) => r.url().includes(route));
  await input.setInputFiles(file);
  expect((await answered).status()).toBe(200);
}

describe('批量生成 in the browser', () => {
  it(
    'maps, preflights, fixes, runs, downloads, re-runs a failed row and opens an item',
    { timeout: 420_000 },
    async () => {
      const context = await env.browser.newContext({
        viewport: { width: 1366, height: 900 },
        locale: 'zh-CN',
        acceptDownloads: true,
      });
      const page = await context.newPage();
      await logIn(page, env.stack.webUrl, 'zhangwei');
      await page.goto(`${env.stack.webUrl}/modelPage/batchCreate`);
      const columns = ['门店', '标题', '商品图'];
      const sheetInput = page.locator('input[aria-label="选择表格"]');
      await sheetInput.waitFor({ state: 'attached' });
      await upload(page, sheetInput, '/client/batch/create', {
        name: '春季门店.xlsx',
        mimeType: XLSX,
        buffer: await xlsxOf(columns, rows(false)),
      });
      await expect
        .poll(() => page.getByTestId('sheet-summary').textContent())
        .toContain('已读取 20 行、3 列');
      const zip = zipOf(Object.fromEntries(photos.map((bytes, i) => [`p${i + 1}.jpg`, bytes])));
      await upload(
        page,
        page.locator('input[aria-label^="上传图片压缩包"]'),
        '/client/batch/images',
        {
          name: '商品图.zip',
          mimeType: 'application/zip',
          buffer: zip,
        },
      );
      await expect
        .poll(() => page.getByTestId('sheet-summary').textContent())
        .toContain('压缩包里有 5 张图片');

      // The template: 全部模板, posters, paged until the spring poster shows.
      const tile = page.getByRole('button', { name: TEMPLATE, exact: true });
      // Each page waited for by its answer: checking the tiles before it came skipped pages.
      const templatesAnswer = () =>
        page.waitForResponse(
          (r) =>
            r.url().endsWith('/graphql') &&
            (r.request().postData() ?? '').includes('BatchTemplates'),
        );
      const posters = templatesAnswer();
      await page.getByRole('button', { name: '海报', exact: true }).click();
      await posters;
      await page.getByTestId('batch-template').first().waitFor();
      for (let i = 0; i < 40 && (await tile.count()) === 0; i += 1) {
        const answered = templatesAnswer();
        await page.getByRole('button', { name: '下一页' }).click();
        await answered;
        await page.getByTestId('batch-template').first().waitFor();
      }
      await tile.click();
      await page.getByRole('combobox', { name: '标题' }).selectOption('mainLabel');
      await page.getByRole('combobox', { name: '门店' }).selectOption('secondLabel');
      await page.getByRole('combobox', { name: '商品图' }).selectOption('product');
      const save = page.getByRole('button', { name: '保存对应关系' });
      await save.scrollIntoViewIfNeeded();
      await screenshot(page, 'batch-mapping');
      await save.click();

      // The first three rows drawn by the server, not listed as text.
      const samples = page.getByTestId('batch-sample').locator('img');
      await expect.poll(() => samples.count(), { timeout: 30_000 }).toBe(3);
      await expect
        .poll(
          () =>
            samples.evaluateAll(
              (imgs) =>
                imgs.filter(
                  (i) =>
                    (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
                ).length,
            ),
          { timeout: 90_000 },
        )
        .toBe(3);
      await screenshot(page, 'batch-samples');

      await page.getByRole('button', { name: '开始检查' }).click();
      const report = page.getByTestId('preflight-report');
      await report.waitFor({ timeout: 60_000 });
      await expect.poll(() => report.textContent()).toContain('拦下 2 行');
      const reportText = (await report.textContent()) ?? '';
      expect(reportText).toContain('第 5 行 已拦下');
      expect(reportText).toContain(BANNED);
      expect(reportText).toContain('第 9 行 已拦下');
      await report.scrollIntoViewIfNeeded();
      await screenshot(page, 'batch-preflight');

      // The sheet fixed and uploaded again: the zip, the template and the mapping carry over.
      await sheetInput.setInputFiles({
        name: '春季门店-修改.xlsx',
        mimeType: XLSX,
        buffer: await xlsxOf(columns, rows(true)),
      });
      await page
        .getByText('已用上一张表格的模板、对应关系和图片压缩包')
        .first()
        .waitFor({ timeout: 30_000 });
      await expect
        .poll(() => page.getByTestId('sheet-summary').textContent())
        .toContain('压缩包里有 5 张图片');
      await page.getByRole('button', { name: '开始检查' }).click();
      await expect
        .poll(() => page.getByTestId('preflight-report').textContent(), { timeout: 60_000 })
        .toContain('可以生成 20 行，拦下 0 行');

      // Storage loses row 7's picture after the check: that row fails in the run.
      const dataDir = env.stack.dataDir ?? '';
      const lone = storedPicture(dataDir, photos[4] ?? Buffer.alloc(0));
      renameSync(lone, `${lone}.away`);

      await page.getByRole('button', { name: '开始生成' }).click();
      const seen = new Set<string>();
      await page.getByTestId('batch-progress').waitFor({ timeout: 30_000 });
      // Read at once: the bar appears with the start's own answer, before the page's first poll.
      seen.add((await progressText(page)) ?? '');
      await page.getByTestId('batch-progress').scrollIntoViewIfNeeded();
      await screenshot(page, 'batch-running');
      await waitFinished(page, seen);
      // The bar moved: it was read before the run ended, then at its end. How many readings fall
      // in between is a race between the rows and the page's one-second poll (20 rows drew in
      // 2 s, one reading between), so it is not counted.
      const before = [...seen].filter((t) => /已完成 ([0-9]|1[0-8]) \/ 20/u.test(t));
      expect(before.length, [...seen].join(' | ')).toBeGreaterThanOrEqual(1);
      expect(await progressText(page)).toContain('已完成 19 / 20，失败 1 行');
      await screenshot(page, 'batch-finished-one-failed');

      // The failed row re-run once the picture is back.
      renameSync(`${lone}.away`, lone);
      await page.getByRole('button', { name: '只重试失败的行' }).click();
      await expect
        .poll(() => progressText(page), { timeout: 120_000 })
        .toContain('已完成 20 / 20，失败 0 行');
      await expect.poll(() => progressText(page)).toContain('全部完成');

      const [zipDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: '下载全部（ZIP）' }).click(),
      ]);
      const zipPath = await zipDownload.path();
      const zipBytes = readFileSync(zipPath);
      expect(zipBytes.subarray(0, 2).toString()).toBe('PK');
      expect(zipDownload.suggestedFilename()).toMatch(/\.zip$/u);
      const [csvDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: '下载清单（CSV）' }).click(),
      ]);
      const manifest = readFileSync(await csvDownload.path(), 'utf8')
        .replace(/^\uFEFF/u, '')
        .trim()
        .split('\r\n');
      expect(manifest[0]).toBe('row,template,size,output_file,warnings,status');
      expect(manifest).toHaveLength(21);
      expect(manifest.slice(1).every((line) => line.endsWith(',已完成'))).toBe(true);
      const items = page.getByTestId('batch-item');
      await expect.poll(() => items.count()).toBe(20);
      await page.getByTestId('batch-progress').scrollIntoViewIfNeeded();
      await screenshot(page, 'batch-done');

      // 创作记录: the batch is one entry, opening to its items; an item opens in the editor.
      await page.goto(`${env.stack.webUrl}/modelPage/modelDesignHistory`);
      const entry = page.getByTestId('batch-record').first();
      await entry.waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('batch-record').count()).toBe(2);
      expect(await entry.textContent()).toContain('完成 20 张');
      await screenshot(page, 'batch-records');
      await entry.getByRole('link').click();
      await expect.poll(() => page.getByTestId('batch-item').count(), { timeout: 30_000 }).toBe(20);
      const editor = await openEditor(
        page.getByTestId('batch-item').nth(6).getByRole('link', { name: '在线编辑' }),
      );
      await editor.waitForLoadState('networkidle');
      await screenshot(editor, 'batch-item-editor');
      expect(existsSync(lone)).toBe(true);
    },
  );
});
