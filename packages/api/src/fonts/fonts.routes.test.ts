import { readdir, readFile, stat } from 'node:fs/promises';
import { createFontSubsets, type TemplateDoc } from '@adstudio/render';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorFonts, fontFile } from '../designs/designs.fonts.js';
import { expectFailure } from '../test/http.js';
import { startTestApi, type TestApi } from '../test/index.js';

let api: TestApi;
let app: FastifyInstance;
beforeAll(async () => {
  api = await startTestApi({ listen: false });
  ({ app } = api);
});
afterAll(() => api.close());

// The body font at weight 400: one 10.5 MB TTF, which the browser no longer downloads whole.
const body = () => {
  const face = editorFonts().find((f) => f.family === 'noto-sans-sc' && (f.weight ?? 400) === 400);
  if (!face) throw new Error('no noto-sans-sc 400');
  return face;
};
const subsetUrl = (url: string, text: string) => `${url}/subset?text=${encodeURIComponent(text)}`;

describe('GET /files/fonts/:file/subset (issue 32 item 7)', () => {
  it('answers a WOFF2 of just the characters asked for, tens of KB instead of the full file', async () => {
    const face = body();
    const file = fontFile(face.url.split('/').pop() ?? '');
    expect(file && (await stat(file)).size).toBeGreaterThan(5_000_000);

    const res = await app.inject({ url: subsetUrl(face.url, '春日新品 第二杯半价！2026') });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'font/woff2']);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(res.rawPayload.length).toBeGreaterThan(1_000);
    expect(res.rawPayload.length).toBeLessThan(40_000);
    expect(res.headers['cache-control']).toContain('immutable');

    // The same characters in another order are the same subset (one cache entry).
    const again = await app.inject({ url: subsetUrl(face.url, '2026！价半杯二第 品新日春') });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('refuses too many characters, no characters and an unknown font with clear messages', async () => {
    const many = Array.from({ length: 401 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('');
    expectFailure(
      await app.inject({ url: subsetUrl(body().url, many) }),
      400,
      '请求参数不正确：text',
    );
    expect((await app.inject({ url: `${body().url}/subset?text=` })).statusCode).toBe(400);
    expectFailure(
      await app.inject({ url: `/api/v1/files/fonts/${'0'.repeat(24)}.ttf/subset?text=春` }),
      404,
      '文件不存在',
    );
  });
});

describe('the fonts a large template’s first paint downloads (issue 32 item 7)', () => {
  it('stays within 1 MB for the library’s largest template, where the whole files were megabytes', async () => {
    const dir = new URL('../../demo/templates/', import.meta.url);
    let largest: TemplateDoc | undefined;
    for (const name of (await readdir(dir)).filter((f) => f.endsWith('.json'))) {
      const { synthetic } = JSON.parse(await readFile(new URL(name, dir), 'utf8')) as {
        synthetic: TemplateDoc;
      };
      const n = Object.keys(synthetic.renderConfig.materials).length;
      if (!largest || n > Object.keys(largest.renderConfig.materials).length) largest = synthetic;
    }
    if (!largest) throw new Error('no library');
    expect(Object.keys(largest.renderConfig.materials).length).toBeGreaterThanOrEqual(33);

    const base = editorFonts().map((f) => ({
      family: f.family,
      url: f.url,
      ...(f.weight !== undefined && { weight: f.weight }),
      ...(f.unicode_range !== undefined && { unicodeRange: f.unicode_range }),
    }));
    const faces = createFontSubsets(
      base,
      (url, chars) => `${url}/subset?text=${encodeURIComponent(chars)}`,
    )(largest);
    expect(faces.length).toBeGreaterThan(0);
    let bytes = 0;
    for (const face of faces) {
      const res = await app.inject({ url: face.url });
      expect(res.statusCode).toBe(200);
      bytes += res.rawPayload.length;
    }
    // The whole files those faces come from, as the editor downloaded them before.
    const whole = new Set(faces.map((f) => f.url.split('/subset')[0] ?? ''));
    let wholeBytes = 0;
    for (const url of whole)
      wholeBytes += (await stat(fontFile(url.split('/').pop() ?? '') ?? '')).size;
    console.log(
      `fonts for the first paint of a ${Object.keys(largest.renderConfig.materials).length}-layer template: ${(bytes / 1024).toFixed(0)} KB in ${faces.length} subsets (whole files: ${(wholeBytes / 1048576).toFixed(1)} MB)`,
    );
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
  });
});
