import { describe, expect, it } from 'vitest';
import { jpegBytes, svgBytes } from '../test/images.js';
import { checkUpload } from './uploads.content.js';

// Issue 29 item 3: thousands of large translucent shapes under a blur kept the upload check
// drawing for minutes (a 1.4 MB file still drawing after 12.5 min), and another user's thumbnail
// got no answer meanwhile. 300 circles of this shape took over two minutes before the fix.
const overdraw = (circles: number) =>
  svgBytes(
    `<defs><filter id="b"><feGaussianBlur stdDeviation="40"/></filter></defs>` +
      `<g filter="url(#b)"><g opacity="0.9"><g opacity="0.9">` +
      Array.from(
        { length: circles },
        (_, i) =>
          `<circle cx="${(i * 37) % 2000}" cy="${(i * 53) % 2000}" r="1500" fill="#${((i * 40503) % 0xffffff).toString(16).padStart(6, '0')}" fill-opacity="0.05"/>`,
      ).join('') +
      `</g></g></g>`,
    'width="4000" height="4000"',
  );

describe('SVG uploads drawn in a process of their own', () => {
  it("refuses an overdraw SVG as too complex, other users' pictures checked meanwhile", async () => {
    let settled = false;
    const svg = checkUpload(overdraw(300), 'material').finally(() => {
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
