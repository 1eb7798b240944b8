import { svgBytes } from '@adstudio/api/test';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from './app.js';
import { confinedPath } from './files.js';
import { buildConfig } from './test/builders.js';
import { startHarness, type Harness } from './test/harness.js';

let h: Harness;
let origin: string;
beforeAll(async () => {
  h = await startHarness();
  origin = await h.bff.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => h.close());

/** A GET with the path sent exactly as written (inject and fetch would resolve the dots first). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    get({ hostname, port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
      });
    }).on('error', reject);
  });
}

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

  it('never lets a path leave /files: .., %2e%2e, backslashes, NUL', async () => {
    for (const url of [
      '/api/v1/files/../openapi.json',
      '/api/v1/files/%2e%2e/openapi.json',
      '/api/v1/files/%2E%2E%2Fopenapi.json',
      '/api/v1/files/materials/..%5c..%5copenapi.json',
      '/api/v1/files/materials\\..\\..\\openapi.json',
      '/api/v1/files/a/%00.jpg',
    ]) {
      const res = await rawGet(url);
      expect(res.status, url).toBe(400);
      expect(JSON.parse(res.body), url).toEqual({
        code: 400,
        message: '文件路径不正确',
        data: null,
      });
    }
  });

  it('passes the api’s content-security-policy through for an uploaded SVG', async () => {
    const token = await h.loginAs('zhangwei');
    const grant = await h.execute<{ requestUploadGrant: { url: string; objectKey: string } }>(
      'mutation { requestUploadGrant { url objectKey } }',
      { token },
    );
    const { url, objectKey } = grant.data!.requestUploadGrant;
    await h.bff.inject({ method: 'PUT', url, payload: svgBytes() });
    const registered = await h.execute<{ registerUpload: { url: string } }>(
      'mutation ($key: String!) { registerUpload(objectKey: $key) { url } }',
      { token, variables: { key: objectKey } },
    );

    const res = await h.bff.inject({ url: registered.data!.registerUpload.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers 503 when the api is down', async () => {
    const bff = await buildBff({ config: buildConfig() });
    const res = await bff.inject({ url: '/api/v1/files/materials/skimage-cat.jpg' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503 });
    await bff.close();
  });
});

describe(confinedPath.name, () => {
  it('collapses double slashes and keeps the query', () => {
    expect(confinedPath('/api/v1/files//materials///a b.jpg?width=120', '/api/v1/files/')).toBe(
      '/api/v1/files/materials/a%20b.jpg?width=120',
    );
  });
});
