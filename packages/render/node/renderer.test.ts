import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { fillTemplate } from '../src/fill.js';
import { restoreTemplate } from '../src/template.restore.js';
import { TemplateError } from '../src/template.errors.js';
import { SAMPLE_POSTER, sampleImages } from '../test/fixtures.js';
import { createRenderer } from './renderer.js';
import { BULK_NICE } from './thread.priority.js';

const renderer = createRenderer({ workers: 2 });
afterAll(() => renderer.close());
const doc = restoreTemplate(SAMPLE_POSTER.synthetic);
const images = await sampleImages();

/** Each thread's nice value (Linux: /proc/self/task/<tid>/stat, field 19). */
async function threadNiceValues(): Promise<number[]> {
  const tasks = await readdir('/proc/self/task');
  const stats = await Promise.all(tasks.map((t) => readFile(`/proc/self/task/${t}/stat`, 'utf8')));
  return stats.map((s) => Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[16]));
}

describe('createRenderer', () => {
  it.runIf(process.platform === 'linux')(
    'draws on threads that yield the CPU to requests',
    async () => {
      await renderer.render(doc, { format: 'png', images, scale: 0.25 });
      const [main = 0, ...others] = await threadNiceValues();
      // The two render threads; the process's own threads keep the priority it started with.
      expect(others.filter((n) => n === Math.max(main, BULK_NICE)).length).toBeGreaterThanOrEqual(2);
    },
  );

  it('renders the sample poster to JPEG, PNG and PDF in worker threads', async () => {
    const { doc: filled } = fillTemplate(doc, SAMPLE_POSTER.replaceObj);
    const [jpeg, png, pdf] = await Promise.all([
      renderer.render(filled, { format: 'jpeg', images }),
      renderer.render(doc, { format: 'png', images, scale: 0.5 }),
      renderer.render(doc, { format: 'pdf', images }),
    ]);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 750, height: 1334 });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 375, height: 667 });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Kept for a human look: the sample as designed and as filled.
    await writeFile(join(tmpdir(), 'render-sample.png'), await renderer.render(doc, { format: 'png', images }));
    await writeFile(join(tmpdir(), 'render-sample-filled.jpg'), jpeg);
  });

  it('draws a missing or unreadable image as empty instead of failing', async () => {
    const out = await renderer.render(doc, { format: 'jpeg', images: { 'asset://bg/cream-paper-01.jpg': new Uint8Array([1, 2, 3]) } });
    expect((await sharp(out).metadata()).width).toBe(750);
  });

  it('refuses a render over the pixel limit or its time limit with a Chinese message', async () => {
    const huge = { ...doc, renderConfig: { ...doc.renderConfig, width_g: 8000, height_g: 8000 } };
    await expect(renderer.render(huge, { format: 'png', images })).rejects.toThrow(
      new TemplateError('输出尺寸过大：8000×8000，最多 2500 万像素'),
    );
    await expect(renderer.render(doc, { format: 'png', images, scale: 9 })).rejects.toThrow('输出倍率必须是 0.05–4 的数字');
    await expect(renderer.render(doc, { format: 'png', images, scale: 2, timeoutMs: 1 })).rejects.toThrow('渲染超时（超过 0.001 秒）');
    // The pool still works after a timed-out task (its worker is replaced, fonts and all).
    expect((await renderer.render(doc, { format: 'jpeg', images, scale: 0.2, timeoutMs: 120_000 })).length).toBeGreaterThan(0);
  });
});
