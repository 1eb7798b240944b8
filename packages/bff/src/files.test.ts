import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from './app.js';
import { buildConfig } from './test/builders.js';
import { startHarness, type Harness } from './test/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('GET /api/v1/files/*', () => {
  it('streams a material thumbnail from the api with its caching headers', async () => {
    const res = await h.bff.inject({ url: '/api/v1/files/materials/skimage-cat.jpg?width=120' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('passes the api answer for a missing file', async () => {
    const res = await h.bff.inject({ url: '/api/v1/files/materials/none.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, message: '文件不存在' });
  });

  it('answers 503 when the api is down', async () => {
    const bff = await buildBff({ config: buildConfig() });
    const res = await bff.inject({ url: '/api/v1/files/materials/skimage-cat.jpg' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503 });
    await bff.close();
  });
});
