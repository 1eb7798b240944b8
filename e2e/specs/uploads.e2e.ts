import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

// A stack of its own: it counts the review queue and search results its uploads make.
const env = useStackAndBrowser({ own: true });

const PHOTOS = join(import.meta.dirname, '..', '..', 'packages', 'api', 'demo', 'photos');
const FILES = ['lomiri-aitzgorri.jpg', 'lomiri-bridge.jpg', 'lomiri-brushes.jpg'].map((name) =>
  join(PHOTOS, name),
);
// A tag no seeded material has, so the search finds only what this test published.
const TAG = `湖光山色${Date.now().toString(36)}`;
const REASON = '图片模糊或质量过低';

async function loggedInPage(account: string): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await logIn(page, env.stack.webUrl, account);
  return page;
}

const toast = (page: Page, text: string) =>
  page.locator('[data-part="title"]', { hasText: text }).first().waitFor({ timeout: 20_000 });

describe('uploads and review in the browser', () => {
  it('uploads three files with progress, publishes, gets one approved and one rejected, resubmits', async () => {
    const uploader = await loggedInPage('zhangwei');
    await uploader.goto(`${env.stack.webUrl}/uploadPage`);
    await uploader.getByRole('heading', { name: '上传素材', level: 1 }).waitFor();

    // Slow the uplink so the XHR upload progress has steps to show (≈150 KB files at 128 KB/s).
    const cdp = await uploader.context().newCDPSession(uploader);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 128 * 1024,
    });
    const seen = new Set<number>();
    await uploader.exposeFunction('reportProgress', (value: number) => {
      seen.add(value);
    });
    await uploader.evaluate(() => {
      const report = (window as unknown as { reportProgress: (v: number) => void }).reportProgress;
      new MutationObserver(() => {
        document.querySelectorAll('[role="progressbar"]').forEach((bar) => {
          const value = Number(bar.getAttribute('aria-valuenow'));
          if (Number.isFinite(value)) report(value);
        });
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });

    await uploader.getByTestId('upload-input').setInputFiles(FILES);
    await uploader.getByTestId('uploading-mask').waitFor();
    await uploader.getByRole('progressbar').first().waitFor();
    await screenshot(uploader, 'uploads-progress');
    await expect
      .poll(() => uploader.locator('[data-testid="upload-item"][data-status="done"]').count(), {
        timeout: 45_000,
      })
      .toBe(3);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Real progress: the bars passed through values strictly between 0 and 100.
    expect([...seen].filter((v) => v > 0 && v < 100).length).toBeGreaterThan(1);

    // Select-all mode: one set of information for all three files.
    await uploader.getByRole('button', { name: '全选' }).click();
    const tags = uploader.getByRole('textbox', { name: '标签' });
    await tags.fill(TAG);
    await tags.press('Enter');
    await uploader.getByRole('combobox', { name: '类型' }).selectOption('风景');
    await uploader.getByText('非原创，来源明确').click();
    await uploader.getByPlaceholder('https://').fill('not a link');
    await uploader.getByPlaceholder('作者或来源主体').click();
    await toast(uploader, '请输入正确的链接');
    await uploader.getByPlaceholder('作者或来源主体').fill('e2e 摄影');
    await uploader.getByPlaceholder('https://').fill('https://example.com/photos');
    await expect.poll(() => uploader.getByRole('img', { name: '信息不完整' }).count()).toBe(0);
    await screenshot(uploader, 'uploads-select-all');

    const published = uploader.waitForResponse(
      (res) =>
        res.url().endsWith('/graphql') &&
        (res.request().postDataJSON() as { operationName?: string }).operationName ===
          'PublishMaterials',
    );
    await uploader.getByRole('button', { name: '发布' }).click();
    const body = (await (await published).json()) as {
      data: { publishMaterials: { materialIds: string[] } };
    };
    const ids = body.data.publishMaterials.materialIds;
    expect(ids).toHaveLength(3);
    await toast(uploader, '发布成功');
    await uploader.waitForEvent('load', { timeout: 10_000 });
    await uploader.getByText('还没有上传文件', { exact: false }).waitFor();
    const [approveId, rejectId, waitId] = ids as [string, string, string];

    // The reviewer approves one and rejects one with a reason.
    const reviewer = await loggedInPage('wangfang');
    await reviewer.getByRole('link', { name: '审核台' }).click();
    await reviewer.waitForURL('**/review');
    const item = (id: string) => reviewer.locator(`[data-testid="queue-item"][data-id="${id}"]`);
    await item(approveId).click();
    const detail = reviewer.getByRole('region', { name: '素材详情' });
    await detail.getByText(TAG).first().waitFor();
    // The large preview really loads (a resized copy of the stored upload).
    await expect
      .poll(() =>
        detail
          .getByRole('img')
          .first()
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await screenshot(reviewer, 'review-queue');
    await reviewer
      .getByRole('region', { name: '素材详情' })
      .getByRole('button', { name: '通过' })
      .click();
    await toast(reviewer, '已通过 1 个素材');
    await expect.poll(() => item(approveId).count()).toBe(0);

    await item(rejectId).locator('label').first().click();
    await reviewer.getByRole('button', { name: '批量拒绝(1)' }).click();
    const dialog = reviewer.getByRole('dialog', { name: '拒绝 1 个素材' });
    await dialog.getByText(REASON).click();
    await dialog.getByRole('textbox').fill('请上传清晰的原图');
    await screenshot(reviewer, 'review-reject-dialog');
    await dialog.getByRole('button', { name: '确定拒绝' }).click();
    await toast(reviewer, '已拒绝 1 个素材');
    await expect.poll(() => item(rejectId).count()).toBe(0);
    expect(await item(waitId).count()).toBe(1);
    await reviewer.getByRole('tab', { name: '审核记录' }).click();
    await reviewer.locator('[data-testid="log-row"]').first().waitFor();
    await screenshot(reviewer, 'review-log');

    // The uploader sees the counts, the reason and a message.
    await uploader.goto(`${env.stack.webUrl}/accountPage/uploadHistory`);
    await uploader.getByRole('tab', { name: /待审核\(\d+\)/ }).waitFor();
    const pendingLabel = await uploader.getByRole('tab', { name: /待审核\(\d+\)/ }).textContent();
    expect(pendingLabel).toContain('(1)');
    await uploader.locator(`[data-testid="upload-row"][data-id="${approveId}"]`).waitFor();
    await uploader.getByRole('tab', { name: '未通过' }).click();
    const rejectedRow = uploader.locator(`[data-testid="upload-row"][data-id="${rejectId}"]`);
    await rejectedRow.getByText(`${REASON}；请上传清晰的原图`).waitFor();
    await screenshot(uploader, 'account-uploads-rejected');
    await uploader.getByRole('button', { name: '图片' }).click();
    await uploader.getByTestId('upload-card').first().waitFor();
    await screenshot(uploader, 'account-uploads-grid');
    await uploader.getByRole('button', { name: '列表' }).click();

    await uploader.goto(`${env.stack.webUrl}/accountPage/messageHistory`);
    await uploader.locator('[data-testid="message"]', { hasText: REASON }).first().waitFor();
    await screenshot(uploader, 'account-messages');

    // The approved one is searchable at once.
    await uploader.goto(
      `${env.stack.webUrl}/searchLists?text=${encodeURIComponent(TAG)}&img_type=1&cur_page=1`,
    );
    await uploader.getByText('共 1 个结果').waitFor();
    // The total is drawn before the grid mounts its cards (after it measures its width): wait for
    // the card rather than count in between.
    await expect
      .poll(() =>
        uploader.locator(`[data-testid="material-card"] a[href$="id=${approveId}"]`).count(),
      )
      .toBeGreaterThan(0);
    const card = uploader.locator('[data-testid="material-card"]').first();
    await expect
      .poll(
        () =>
          card
            .locator('img')
            .first()
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
    await screenshot(uploader, 'search-approved-upload');

    // The rejected one is fixed and resubmitted.
    await uploader.goto(`${env.stack.webUrl}/accountPage/uploadHistory`);
    await uploader.getByRole('tab', { name: '未通过' }).click();
    await rejectedRow.getByRole('button', { name: '修改并重新提交' }).click();
    const edit = uploader.getByRole('dialog', { name: '修改素材信息' });
    await edit.getByRole('textbox', { name: '标签' }).fill('清晰原图');
    await edit.getByRole('textbox', { name: '标签' }).press('Enter');
    await screenshot(uploader, 'account-resubmit');
    await edit.getByRole('button', { name: '重新提交' }).click();
    await toast(uploader, '已重新提交，等待审核');
    await uploader.getByRole('tab', { name: '待审核(2)' }).waitFor();
    await expect.poll(() => rejectedRow.count()).toBe(0);

    // The other account pages render for the uploader.
    for (const [path, name] of [
      ['/seWritting/collectedHistory', 'account-collected'],
      ['/seGeneration/downloadHistory', 'account-downloads'],
      ['/mine/tradingCenter', 'mine-trading-centre'],
    ] as const) {
      await uploader.goto(`${env.stack.webUrl}${path}`);
      await uploader
        .getByRole('heading', { level: 1 })
        .or(uploader.locator('h1'))
        .first()
        .waitFor();
      await uploader.waitForLoadState('networkidle');
      await screenshot(uploader, name);
    }
  });
});
