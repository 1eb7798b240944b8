import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, getJson } from '../test/http.js';
import { startTestApi, type TestApi } from '../test/index.js';

let api: TestApi;
const photosDir = mkdtempSync(join(tmpdir(), 'photos-'));
const dataDir = mkdtempSync(join(tmpdir(), 'data-'));

beforeAll(async () => {
  await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg()
    .toFile(join(photosDir, 'lake-1.jpg'));
  api = await startTestApi({ listen: false, photosDir, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await api.close();
  rmSync(photosDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const file = (query: Record<string, string> = {}, name = 'lake-1.jpg') =>
  getJson(api.app, `/files/materials/${name}`, query);

describe('GET /files/materials/:file', () => {
  it('serves the original with a year-long cache header', async () => {
    const res = await file();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1600);
  });

  it('resizes by width or by both sides, once', async () => {
    const thumb = await file({ width: '300' });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 300, height: 225 });
    const again = await file({ width: '300' });
    expect(again.rawPayload.equals(thumb.rawPayload)).toBe(true);
    const tile = await file({ width: '120', height: '240' });
    expect(await sharp(tile.rawPayload).metadata()).toMatchObject({ width: 120, height: 240 });
  });

  it('offers the original as an attachment for downloads', async () => {
    const res = await file({ download: 'true' });
    expect(res.headers['content-disposition']).toBe('attachment; filename="lake-1.jpg"');
  });

  it('refuses sizes out of bounds and names that are not ours', async () => {
    expectFailure(await file({ width: '0' }), 400, '请求参数不正确：width');
    expectFailure(await file({ height: '100000' }), 400, '请求参数不正确：height');
    expectFailure(await file({}, 'missing.jpg'), 404, '文件不存在');
    expectFailure(await file({}, '..%2F..%2Fpackage.json'), 404, '文件不存在');
    expectFailure(await file({}, 'lake-1.svg'), 404, '文件不存在');
  });
});
