// What the designer e2e specs share (designer-psd.e2e.ts, designer-template.e2e.ts): submitting a
// template from the editor, and a reviewer passing it on /review.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { logIn, screenshot } from '../browser.js';

/** The editor toolbar's save and submit status line. */
export const editorStatus = (page: Page) => page.getByRole('toolbar').getByRole('status');

/** Clicks 提交审核 in the editor and waits for the spec's confirmation. */
export async function submitForReview(page: Page, shot: string): Promise<void> {
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect
    .poll(() => editorStatus(page).textContent(), { timeout: 60_000 })
    .toBe('已提交审核，审核通过后进入模板中心');
  await screenshot(page, shot);
}

/**
 * 王芳 (reviewer) finds the template on 模板审核, sees its preview drawn and the given facts on its
 * card, passes it, and the card leaves the queue.
 */
export async function reviewerPasses(
  page: Page,
  webUrl: string,
  template: { name: string; facts: readonly string[]; shot: string },
): Promise<void> {
  await logIn(page, webUrl, 'wangfang');
  await page.goto(`${webUrl}/review`);
  await page.getByRole('tab', { name: '模板审核' }).click();
  const card = page.getByTestId('template-review-item').filter({ hasText: template.name });
  await card.waitFor({ timeout: 30_000 });
  const preview = card.getByRole('img', { name: `${template.name} 预览图` });
  await expect
    .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalHeight))
    .toBeGreaterThan(0);
  const text = await card.textContent();
  for (const fact of template.facts) expect(text).toContain(fact);
  await screenshot(page, template.shot);
  await card.getByRole('button', { name: '通过', exact: true }).click();
  await page.getByText(`已通过模板「${template.name}」，已进入模板中心`).waitFor();
  await card.waitFor({ state: 'detached' });
}
