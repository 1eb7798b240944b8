import { stat } from 'node:fs/promises';
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
