// The editor's tools on the built product (issue 32 acceptance, items 1, 3, 4, 5): a user opens a
// library template from 模板中心, 调整尺寸 to two other sizes (reads each fit report, accepts, the
// sizes open as new designs in new tabs), 裁剪 the picture with a free crop box, 调色 it to the
// design, uploads a cut-out PNG and 修补抠图 it with the eraser; then saves and exports the PNG,
// which the server draws as the canvas showed it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, logIn, screenshot } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';
import {
  acceptResize,
  compare,
  documentsOf,
  layer,
  openFromCentre,
  poll,
  settled,
  stagePng,
  emptySlotBoxes,
  fitReports,
  type Doc,
} from './editor.helpers.js';

const env = useStackAndBrowser();

// Two sizes other than the template's own (a 750x1334 poster goes to the other two families).
const RESIZE_CHOICES = ['750x1334', '1823x2578', '1334x750'] as const;

const { savedDoc, draftDoc } = documentsOf(() => env.stack.webUrl);

/** A 240 x 240 cut-out: an opaque orange disc on a transparent ground, as 一键抠图 answers. */
function cutoutPng(): Buffer {
  const size = 240;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const i = (y * size + x) * 4;
      const inside = (x - 120) ** 2 + (y - 120) ** 2 <= 100 ** 2;
      png.data.set([232, 120, 40, inside ? 255 : 0], i);
    }
  return PNG.sync.write(png);
}

interface SpriteFields {
  texture?: string;
  crop?: { x: number; y: number; w: number; h: number };
}
const sprite = (doc: Doc | null, key: string) =>
  (doc?.renderConfig.materials[key] ?? {}) as SpriteFields;

describe('the editor tools on the built product', () => {
  it(
    '调整尺寸 with fit reports, 裁剪, 调色 and 修补抠图 on a library template, then a PNG that matches the canvas',
    { timeout: 600_000 },
    async () => {
      const context = await env.browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: 'zh-CN',
        acceptDownloads: true,
      });
      const page = await context.newPage();
      await logIn(page, env.stack.webUrl, 'zhangwei');
      const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
      const { editor, templateId, original, photo } = await openFromCentre(
        page,
        env.stack.webUrl,
        savedDoc,
        token,
      );
      const { width_g: W, height_g: H } = original.renderConfig;
      const PHOTO = photo.key;
      await settled(editor);
      await screenshot(editor, 'tools-1-opened');

      // 1. 调整尺寸: two other sizes, each with its fit report before anything is saved.
      const sizes = RESIZE_CHOICES.filter((s) => s !== `${W}x${H}`).slice(0, 2);
      const { resize, reports } = await fitReports(editor, sizes);
      for (const [i, report] of reports.entries()) console.log(`fit report ${sizes[i]}: ${report}`);
      // Nothing is saved before the user accepts.
      expect(layer(await savedDoc(templateId, token), PHOTO).texture).toBe(photo.texture);
      await screenshot(editor, 'tools-2-fit-reports');
      const opened = await acceptResize(editor, resize, sizes.length, templateId);
      for (const tab of opened) {
        const id = new URL(tab.url()).searchParams.get('tempId') ?? '';
        const resized = await savedDoc(id, token);
        const size = `${resized.renderConfig.width_g}x${resized.renderConfig.height_g}`;
        expect(sizes).toContain(size);
        await settled(tab);
        await screenshot(tab, `tools-3-resized-${size}`);
        await tab.close();
      }
      await resize.getByRole('button', { name: '关闭' }).click();

      // 2. 裁剪: the picture's right half cut away with a free crop box.
      await editor.getByRole('listbox').locator(`[data-layer-key="${PHOTO}"]`).click();
      await editor.getByRole('button', { name: '裁剪', exact: true }).click();
      const crop = editor.getByRole('dialog', { name: '裁剪图片' });
      await crop.waitFor();
      await crop.getByRole('checkbox', { name: '保持比例' }).uncheck();
      const stage = await crop.locator('canvas').last().boundingBox();
      if (!stage) throw new Error('no crop stage');
      // The crop box starts on the part of the picture the layer shows; its right edge goes left.
      const y = stage.y + stage.height / 2;
      await editor.mouse.move(stage.x + stage.width - 1, y);
      await editor.mouse.down();
      await editor.mouse.move(stage.x + stage.width * 0.6, y, { steps: 10 });
      await editor.mouse.up();
      await screenshot(editor, 'tools-4-crop-box');
      await crop.getByRole('button', { name: '应用' }).click();
      await poll(async () => sprite(await draftDoc(templateId, token), PHOTO).crop?.w).toBeLessThan(
        1,
      );
      const cropped = sprite(await draftDoc(templateId, token), PHOTO).crop;
      console.log(`crop: ${JSON.stringify(cropped)}`);
      await settled(editor);
      await screenshot(editor, 'tools-5-cropped');

      // 3. 调色: the picture's colours matched to the design, stored as the user's own picture.
      const before = sprite(await draftDoc(templateId, token), PHOTO).texture;
      await editor.getByRole('button', { name: '调色' }).click();
      await poll(() => editor.getByRole('status').first().textContent()).toBe('调色完成，可撤销');
      await poll(async () => sprite(await draftDoc(templateId, token), PHOTO).texture).not.toBe(
        before,
      );
      const toned = sprite(await draftDoc(templateId, token), PHOTO);
      expect(toned.texture).toMatch(/^\/api\/v1\/files\//u);
      // The crop stays with the toned picture.
      expect(toned.crop).toEqual(cropped);
      await settled(editor);
      await screenshot(editor, 'tools-6-toned');

      // 4. 修补抠图: a cut-out PNG uploaded to the picture, then a stroke of the eraser across it.
      const chooser = editor.waitForEvent('filechooser');
      await editor.getByRole('button', { name: '上传图片' }).click();
      await (
        await chooser
      ).setFiles({ name: 'cutout.png', mimeType: 'image/png', buffer: cutoutPng() });
      await poll(async () => sprite(await draftDoc(templateId, token), PHOTO).texture).not.toBe(
        toned.texture,
      );
      const uploaded = sprite(await draftDoc(templateId, token), PHOTO).texture;
      await settled(editor);
      await editor.getByRole('button', { name: '修补抠图' }).click();
      const mend = editor.getByRole('dialog', { name: '修补抠图' });
      const mask = mend.locator('canvas');
      await mask.waitFor();
      await mend.getByRole('radio', { name: '擦除' }).check();
      const area = await mask.boundingBox();
      if (!area) throw new Error('no mask canvas');
      await editor.mouse.move(area.x + 10, area.y + area.height / 2);
      await editor.mouse.down();
      await editor.mouse.move(area.x + area.width - 10, area.y + area.height / 2, { steps: 12 });
      await editor.mouse.up();
      await screenshot(editor, 'tools-7-mend');
      await mend.getByRole('button', { name: '保存为新图片' }).click();
      await poll(() => editor.getByRole('status').first().textContent()).toBe(
        '已保存为新图片，原图未改动',
      );
      await poll(async () => sprite(await draftDoc(templateId, token), PHOTO).texture).not.toBe(
        uploaded,
      );
      const mended = sprite(await draftDoc(templateId, token), PHOTO).texture ?? '';
      expect(mended).toMatch(/^\/api\/v1\/files\//u);
      // The upload it was mended from is still there, a picture of its own.
      const originalUpload = await fetch(new URL(uploaded ?? '', env.stack.webUrl));
      expect(originalUpload.status).toBe(200);
      await settled(editor);
      await screenshot(editor, 'tools-8-mended');

      // 5. Saved and exported: the server's PNG is what the canvas shows, crop and mend included
      // (the selection's handles put away first, as in editor.e2e.ts).
      await editor.keyboard.press('Escape');
      await settled(editor);
      const shown = await stagePng(editor, original);
      writeFileSync(join(ARTIFACTS, 'tools-canvas.png'), shown);
      const download = editor.waitForEvent('download');
      await editor.getByRole('button', { name: '导出 PNG' }).click();
      const file = join(ARTIFACTS, 'tools-export.png');
      await (await download).saveAs(file);
      const exported = readFileSync(file);
      const diff = compare(shown, exported, 'tools-export-diff', emptySlotBoxes(original));
      console.log(
        `tools: canvas vs server PNG (${W}x${H}): ${diff.over} px over 0.1 (${(diff.share * 100).toFixed(3)} %)`,
      );
      expect(diff.share).toBeLessThanOrEqual(0.01);
      await screenshot(editor, 'tools-9-exported');
      await context.close();
    },
  );
});
