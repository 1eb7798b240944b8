import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/db.js';
import { expectFailure, getJson, type Body } from '../../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../../test/index.js';
import { PSD_MAX_BYTES } from './psd.constants.js';
import { cmykPsd, deepPsd, manyLayersPsd, samplePsd, truncatedPsd } from './psd.fixtures.js';

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let designer: string;
let user: string;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  ({ app, db } = api);
  designer = await loginAs(app, api.config, 'lina');
  user = await loginAs(app, api.config, 'zhangwei');
});
afterAll(() => api.close());

interface Imported {
  template: { id: number; name: string; path: string; owner_id: number | null; synthetic: string };
  warnings: string[];
  slots: { key: string; field: string; index: number }[];
}

const BOUNDARY = '----psd-import-test';
const head = (fileName: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: image/vnd.adobe.photoshop\r\n\r\n',
  );
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** The PSD as a browser's multipart form sends it (field `file`). */
function postPsd(payload: Buffer | Readable, token = designer) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/client/composeTemplate/importPsd',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${token}`,
    },
  });
}
const form = (bytes: Buffer, fileName = '夏日海报.psd') =>
  Buffer.concat([head(fileName), bytes, tail]);

// What an import leaves behind: the designer's designs and the files under their uploads.
const designs = async () =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM templates WHERE owner_id IS NOT NULL',
    )
  )[0]?.n;

describe('POST /client/composeTemplate/importPsd', () => {
  it("stores the PSD as the designer's design: slots, groups, PNG layers and the font warnings", async () => {
    const res = await postPsd(form(samplePsd()));
    const body = res.json<Body<Imported>>();
    expect(body.code, body.message).toBe(200);
    const { template, warnings, slots } = body.data;
    expect(template).toMatchObject({ name: '夏日海报', owner_id: 2 });
    expect(slots.map((s) => s.key)).toEqual(['role_0', 'logo_0', 'mainLabel_0', 'secondLabel_0']);
    expect(warnings).toContain(
      '图层「mainLabel_0」的字体「MicrosoftYaHei-Bold」不在授权字体库中，已换成「思源黑体」',
    );
    const doc = JSON.parse(template.synthetic) as {
      renderConfig: {
        materials: Record<string, { type: string; texture?: string; slot?: unknown }>;
      };
    };
    const layers = Object.values(doc.renderConfig.materials);
    expect(layers.filter((l) => l.type === 'group')).toHaveLength(2);
    // Each pixel layer is the designer's own PNG, served like their uploads.
    const textures = layers.flatMap((l) => (l.texture ? [l.texture] : []));
    expect(textures).toHaveLength(4);
    for (const texture of textures) {
      expect(texture).toMatch(/^\/api\/v1\/files\/user_upload\/2\/[a-f0-9]{32}\.png$/u);
      const file = await app.inject({ url: texture });
      expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
    }
    // The server drew its preview, and the editor opens it as the designer's design.
    const preview = await sharp((await app.inject({ url: template.path })).rawPayload).metadata();
    expect([preview.width, preview.height]).toEqual([1080, 460]);
    const opened = (
      await getJson(app, '/client/design/info', { id: String(template.id) }, designer)
    ).json<Body<{ design: { id: number } }>>();
    expect(opened.data.design.id).toBe(template.id);
  });

  it('is for designers only', async () => {
    const res = await postPsd(form(samplePsd()), user);
    expect(res.json<Body>().code).toBe(403);
  });

  it('refuses CMYK, 16-bit, 5,000 layers and a corrupt file with their own messages, storing nothing', async () => {
    const before = await designs();
    expectFailure(
      await postPsd(form(cmykPsd())),
      400,
      '只支持 RGB 颜色模式的 PSD（这个文件是 CMYK），请在 Photoshop 里转为 RGB 后再导入',
    );
    expectFailure(
      await postPsd(form(deepPsd())),
      400,
      '只支持 8 位/通道的 PSD（这个文件是 16 位），请转为 8 位后再导入',
    );
    expectFailure(
      await postPsd(form(manyLayersPsd(5000))),
      400,
      'PSD 图层太多：5000 个，最多 200 个',
    );
    expectFailure(await postPsd(form(truncatedPsd())), 400, 'PSD 文件无法读取：文件已损坏');
    expectFailure(await postPsd(form(Buffer.alloc(0))), 400, 'PSD 文件无法读取：没有收到文件');
    expect(await designs()).toBe(before);
  });

  it('stops reading a 300 MB PSD at the limit and says how large a PSD may be', async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    // Streamed without a length, so the multipart limit (not the header) is what stops it.
    const body = Readable.from(
      (function* () {
        yield head('巨大.psd');
        for (let mb = 0; mb < 300; mb += 1) yield chunk;
        yield tail;
      })(),
    );
    expectFailure(await postPsd(body), 413, `PSD 文件不能超过 ${PSD_MAX_BYTES / 1024 / 1024}MB`);
  });

  it('refuses a declared 300 MB body before reading it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/client/composeTemplate/importPsd',
      payload: form(samplePsd()),
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(300 * 1024 * 1024),
        authorization: `Bearer ${designer}`,
      },
    });
    expect(res.json<Body>()).toMatchObject({ code: 413 });
  });

  it('removes the layers it stored when a later step fails: nothing half-done', async () => {
    const before = await designs();
    const { storage } = app.deps;
    const written: string[] = [];
    const write = storage.write.bind(storage);
    const spy = vi.spyOn(storage, 'write').mockImplementation(async (key, bytes, type) => {
      if (written.length === 2) throw new Error('disk full');
      written.push(key);
      return write(key, bytes, type);
    });
    try {
      const res = await postPsd(form(samplePsd()));
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(written).toHaveLength(2);
    for (const key of written) expect(await storage.read(key, 10_000_000)).toBeUndefined();
    expect(await designs()).toBe(before);
  });

  it('answers a form without a file part, or no form, with a Chinese message', async () => {
    const noForm = await app.inject({
      method: 'POST',
      url: '/api/v1/client/composeTemplate/importPsd',
      payload: 'file=abc',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${designer}`,
      },
    });
    expect(noForm.json<Body>()).toMatchObject({ code: 400, message: '请求参数不正确：file' });
  });
});
