import { describe, expect, it } from 'vitest';
import { jpegBytes, svgBytes, svgOverdraw } from '../test/images.js';
import { checkUpload } from './uploads.content.js';

// Issue 29 item 3: thousands of large translucent shapes under a blur kept the upload check
// drawing for minutes, and another user's thumbnail got no answer meanwhile.
describe('SVG uploads drawn in a process of their own', () => {
  it("refuses an overdraw SVG as too complex, other users' pictures checked meanwhile", async () => {
    let settled = false;
    const svg = checkUpload(svgOverdraw(300), 'material').finally(() => {
      settled = true;
    });
    // A JPEG upload is checked at once beside it, not after it.
    expect(await checkUpload(await jpegBytes(), 'image')).toMatchObject({ format: 'jpeg' });
    expect(settled).toBe(false);
    await expect(svg).rejects.toMatchObject({
      code: 400,
      message: '图片内容过于复杂，请简化后重新上传',
    });
  });

  it('still reads an ordinary SVG, in a fresh process after a kill', async () => {
    const checked = await checkUpload(svgBytes(), 'material');
    expect(checked).toMatchObject({ format: 'svg' });
    expect(checked.visual?.phash).toMatch(/^-?\d+$/);
  });
});
