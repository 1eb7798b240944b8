import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import {
  jpegBytes,
  oversizedJpeg,
  pngBomb,
  pngBytes,
  svgBytes,
  svgUseFanOut,
} from '../test/images.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { MATERIAL_MAX_BYTES, USER_IMAGE_MAX_BYTES } from '@adstudio/domain';
import { LocalStorage } from './uploads.local.js';

interface Grant {
  objectKey: string;
  url: string;
  method: 'PUT' | 'POST';
  driver: string;
  maxBytes: number;
}
interface Registered {
  materialId: number;
  filePath: string;
  width: number;
  height: number;
  fileFormat: string;
  file_size: number;
}

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let dataDir: string;
let alice: string;
let bob: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'uploads-test-'));
  api = await startTestApi({ listen: false, env: { DATA_DIR: dataDir } });
  ({ app, db } = api);
  alice = await loginAs(app, api.config, 'zhangwei');
  bob = await loginAs(app, api.config, 'demo@xinghe-media.com');
});
afterAll(() => api.close());

function storageRoot(): string {
  const storage = app.deps.storage;
  if (!(storage instanceof LocalStorage)) throw new Error('tests run on the local driver');
  return storage.root;
}
/** Every file under the storage folder (relative paths). */
function storedFiles(): string[] {
  const root = storageRoot();
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(root.length + 1));
}
const count = async (table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

async function grant(token: string, purpose = 'material'): Promise<Grant> {
  const res = await postForm(app, '/client/file/uploadGrant', { purpose }, token);
  const body = res.json<Body<Grant>>();
  expect(body.code).toBe(200);
  return body.data;
}
const put = (url: string, bytes: Buffer, type = 'application/octet-stream') =>
  app.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': type } });

async function upload(token: string, bytes: Buffer, purpose = 'material') {
  const g = await grant(token, purpose);
  const res = await put(g.url, bytes);
  return { grant: g, res };
}
const register = (token: string, path: string, extra: Record<string, string> = {}) =>
  postForm(app, '/client/file/uploadFile', { path, ...extra }, token);

async function uploadAndRegister(token: string, bytes: Buffer, extra: Record<string, string> = {}) {
  const { grant: g, res } = await upload(token, bytes);
  expect(res.json<Body>().code).toBe(200);
  const reg = await register(token, g.objectKey, extra);
  const body = reg.json<Body<Registered>>();
  expect(body.code).toBe(200);
  return body.data;
}

const item = (fileId: number, overrides: Record<string, unknown> = {}) => ({
  file_id: fileId,
  tags: ['风景', '湖泊'],
  category_id: 3,
  copyright_status: 0,
  ...overrides,
});
const publish = (token: string, materialList: unknown[]) =>
  postForm(app, '/client/material/uploadV2', { data: JSON.stringify({ materialList }) }, token);

async function snapshot() {
  return {
    files: storedFiles(),
    grants: await count('upload_grants'),
    uploads: await count('upload_files'),
  };
}

describe('POST /client/file/uploadGrant', () => {
  it('gives a short-lived presigned PUT URL under the user_upload folder', async () => {
    const g = await grant(alice);
    expect(g).toMatchObject({ driver: 'local', method: 'PUT', maxBytes: MATERIAL_MAX_BYTES });
    expect(g.objectKey).toMatch(/^user_upload\/1\/[a-f0-9]{32}$/);
    expect(g.url).toMatch(
      /^\/api\/v1\/storage\/user_upload\/1\/[a-f0-9]{32}\?expires=\d+&max=\d+&sig=/,
    );
    expect((await grant(alice, 'image')).maxBytes).toBe(USER_IMAGE_MAX_BYTES);
  });

  it('asks a guest to log in', async () => {
    expectFailure(await postForm(app, '/client/file/uploadGrant', {}), 401, '请先登录！');
  });
});

describe('PUT /storage/…', () => {
  it('refuses a tampered, reused-for-another-key or expired signature', async () => {
    const g = await grant(alice);
    const bytes = await jpegBytes();
    expectFailure(
      await put(g.url.replace(/sig=[^&]+/, 'sig=AAAA'), bytes),
      403,
      '上传地址无效或已过期，请重新上传',
    );
    expectFailure(
      await put(g.url.replace(/max=\d+/, 'max=999999999'), bytes),
      403,
      '上传地址无效或已过期，请重新上传',
    );
    const other = g.url.replace(/[a-f0-9]{32}/, 'f'.repeat(32));
    expectFailure(await put(other, bytes), 403, '上传地址无效或已过期，请重新上传');
    expectFailure(
      await put(g.url.replace(/expires=\d+/, 'expires=1'), bytes),
      403,
      '上传地址无效或已过期，请重新上传',
    );
  });

  it('stops an 11 MB JPEG at 10 MB with the spec message and keeps nothing', async () => {
    const before = await snapshot();
    const { grant: g, res } = await upload(alice, await oversizedJpeg(11 * 1024 * 1024));
    expectFailure(res, 413, '上传的素材大小不能超过 10MB!');
    expect(storedFiles()).toEqual(before.files);
    expectFailure(await register(alice, g.objectKey), 404, '上传的文件不存在或已过期，请重新上传');
  });

  it('stops a user image past 5 MB with the 5MB message', async () => {
    const { res } = await upload(alice, await oversizedJpeg(USER_IMAGE_MAX_BYTES + 10), 'image');
    expectFailure(res, 413, '上传的素材大小不能超过 5MB!');
  });

  it('answers a zero-byte file with 空文件', async () => {
    const before = await snapshot();
    const { res } = await upload(alice, Buffer.alloc(0));
    expectFailure(res, 400, '空文件');
    expect(storedFiles()).toEqual(before.files);
  });
});

describe('POST /client/file/uploadFile', () => {
  it('reads format, width, height and size from the stored file, not from the client', async () => {
    const bytes = await pngBytes(120, 80);
    const reg = await uploadAndRegister(alice, bytes, {
      size_width: '9999',
      size_height: '1',
      file_size: '5',
    });
    expect(reg).toMatchObject({
      width: 120,
      height: 80,
      fileFormat: 'png',
      file_size: bytes.length,
    });
    expect(reg.filePath).toMatch(/^\/api\/v1\/files\/user_upload\/1\/[a-f0-9]{32}\.png$/);
    expect(reg.materialId).toBeGreaterThan(0);
    // The picture is served from where the answer says, and the raw upload is gone.
    const file = await app.inject({ url: reg.filePath });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(storedFiles().filter((f) => !/\.(png|jpg|svg)$/.test(f))).toEqual([]);
  });

  it('gives a retried registration the same answer', async () => {
    const { grant: g } = await upload(alice, await jpegBytes());
    const first = (await register(alice, g.objectKey)).json<Body<Registered>>();
    const again = (await register(alice, g.objectKey)).json<Body<Registered>>();
    expect(again.data.materialId).toBe(first.data.materialId);
    // The URL it got back names the same upload.
    const byUrl = (await register(alice, `http://x.test${first.data.filePath}`)).json<
      Body<Registered>
    >();
    expect(byUrl.data.materialId).toBe(first.data.materialId);
  });

  it('refuses a PNG renamed .svg and an SVG renamed .png, keeping nothing', async () => {
    for (const [bytes, name] of [
      [await pngBytes(), 'photo.svg'],
      [svgBytes(), 'drawing.png'],
    ] as const) {
      const { grant: g } = await upload(alice, bytes);
      const before = await snapshot();
      const res = await register(alice, g.objectKey, { name });
      expectFailure(res, 400, '上传的素材只能是 JPG 、 PNG 格式或者 SVG!');
      expect(storedFiles()).toEqual(before.files.filter((f) => !f.startsWith(g.objectKey)));
      expect(await count('upload_grants')).toBe(before.grants - 1);
      expect(await count('upload_files')).toBe(before.uploads);
    }
  });

  it('refuses a file that is none of JPEG, PNG and SVG whatever its name says', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const { grant: g } = await upload(alice, gif);
    expectFailure(
      await register(alice, g.objectKey, { name: 'a.jpg' }),
      400,
      '上传的素材只能是 JPG 、 PNG 格式或者 SVG!',
    );
    const html = Buffer.from('<html><svg></svg></html>');
    const h = await upload(alice, html);
    expectFailure(
      await register(alice, h.grant.objectKey),
      400,
      '上传的素材只能是 JPG 、 PNG 格式或者 SVG!',
    );
  });

  it('refuses an SVG with script, an event handler or an external reference', async () => {
    for (const body of [
      '<script>alert(1)</script>',
      '<rect width="10" height="10" onload="alert(1)"/>',
      '<image href="https://evil.test/x.png" width="10" height="10"/>',
      '<a href="javascript:alert(1)"><rect width="10" height="10"/></a>',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
      '<style>@import url(https://evil.test/x.css);</style>',
      '<rect width="10" height="10" style="fill:url(https://evil.test/#p)"/>',
      '<rect width="10" height="10" style="fill:u\\72l(https://evil.test/#p)"/>',
      '<style>rect{fill:u<![CDATA[rl(https://evil.test/#p)}]]></style>',
    ]) {
      const { grant: g } = await upload(alice, svgBytes(body));
      const before = await snapshot();
      expectFailure(await register(alice, g.objectKey), 400, 'SVG 不能包含脚本、事件或外部引用');
      expect(await count('upload_files')).toBe(before.uploads);
    }
    const entity = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "boom">]><svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">&x;</svg>',
    );
    const { grant: g } = await upload(alice, entity);
    expectFailure(await register(alice, g.objectKey), 400, 'SVG 不能包含脚本、事件或外部引用');
  });

  it('refuses nested <use> that would draw ten million elements before anything rasterises it', async () => {
    const { grant: g } = await upload(alice, svgBytes(svgUseFanOut(7, 10)));
    const before = await snapshot();
    expectFailure(await register(alice, g.objectKey), 400, '图片内容过于复杂，请简化后重新上传');
    expect(await count('upload_files')).toBe(before.uploads);
  });

  it('stores a clean SVG rebuilt from the allow-list and serves it only as a sandboxed download', async () => {
    const svg = svgBytes(
      '<metadata>editor</metadata><!-- c --><g inkscape:label="x" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><rect width="40" height="30" fill="url(#g)"/></g><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>',
    );
    const reg = await uploadAndRegister(alice, svg, { name: 'logo.svg' });
    expect(reg).toMatchObject({ fileFormat: 'svg', width: 40, height: 30 });
    const file = await app.inject({ url: reg.filePath });
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body).not.toContain('metadata');
    expect(file.body).not.toContain('inkscape');
    expect(file.body).toContain('linearGradient');
    // Thumbnails are rasterised.
    const thumb = await app.inject({ url: `${reg.filePath}?width=120` });
    expect(thumb.headers['content-type']).toBe('image/png');
  });

  it('refuses a 1x1 image with the spec message', async () => {
    const { grant: g } = await upload(alice, await pngBytes(1, 1));
    const before = await snapshot();
    expectFailure(await register(alice, g.objectKey), 400, '宽度或高度不能小于10');
    expect(await count('upload_files')).toBe(before.uploads);
    const wide = await upload(alice, await jpegBytes(200, 9));
    expectFailure(await register(alice, wide.grant.objectKey), 400, '宽度或高度不能小于10');
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const bomb = await pngBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1000);
    const { grant: g } = await upload(alice, bomb);
    const before = await snapshot();
    const started = Date.now();
    expectFailure(await register(alice, g.objectKey), 400, '图片像素过大，请不要超过4000万像素');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await count('upload_files')).toBe(before.uploads);
    const svgBomb = svgBytes('<rect width="10" height="10"/>', 'width="100000" height="100000"');
    const s = await upload(alice, svgBomb);
    expectFailure(
      await register(alice, s.grant.objectKey),
      400,
      '图片像素过大，请不要超过4000万像素',
    );
  });

  it('checks bytes that reached storage another way (e.g. OSS) the same: size and empty', async () => {
    const storage = app.deps.storage;
    const big = await grant(alice);
    await storage.write(big.objectKey, await oversizedJpeg(11 * 1024 * 1024), 'image/jpeg');
    expectFailure(await register(alice, big.objectKey), 413, '上传的素材大小不能超过 10MB!');
    const empty = await grant(alice);
    await storage.write(empty.objectKey, Buffer.alloc(0), 'image/jpeg');
    expectFailure(await register(alice, empty.objectKey), 400, '空文件');
    expect(
      storedFiles().some((f) => f.startsWith(big.objectKey) || f.startsWith(empty.objectKey)),
    ).toBe(false);
  });

  it('refuses a forged filePath and another user’s object', async () => {
    const before = await snapshot();
    for (const path of [
      `user_upload/1/${'a'.repeat(32)}`,
      '../../etc/passwd',
      '/api/v1/files/materials/skimage-cat.jpg',
      `user_upload/1/${'a'.repeat(32)}/../../x`,
    ]) {
      expectFailure(await register(alice, path), 404, '上传的文件不存在或已过期，请重新上传');
    }
    const { grant: mine } = await upload(alice, await jpegBytes());
    expectFailure(await register(bob, mine.objectKey), 404, '上传的文件不存在或已过期，请重新上传');
    // Alice's upload is untouched by Bob's attempt and still registers for her.
    expect((await register(alice, mine.objectKey)).json<Body>().code).toBe(200);
    // Bob cannot claim Alice's registered file either.
    const hers = await uploadAndRegister(alice, await jpegBytes());
    expectFailure(await register(bob, hers.filePath), 404, '上传的文件不存在或已过期，请重新上传');
    expect(await count('upload_files')).toBe(before.uploads + 2);
  });
});

describe('POST /client/material/uploadV2', () => {
  it('publishes a materialList at once: the materials wait for review', async () => {
    const a = await uploadAndRegister(alice, await jpegBytes(300, 200));
    const b = await uploadAndRegister(alice, await pngBytes(200, 300));
    const res = await publish(alice, [
      item(a.materialId, { title: '湖边日落', tags: ['日落', '湖泊', '日落'] }),
      item(b.materialId, {
        tags: [{ name: '城市' }],
        category: '建筑',
        copyright_status: 1,
        copyright_name: '某图库',
        copyright_url: 'https://images.example.com/p/1',
      }),
    ]);
    expect(res.json<Body>()).toEqual({
      code: 200,
      message: 'success',
      data: { materialIds: [a.materialId, b.materialId], status: 'wait' },
    });
    const rows = await db.query<Record<string, unknown>>(
      `SELECT id, status, title, category, name, copyright, copyright_status, width, uploader_id
         FROM materials WHERE id = ANY($1::int[]) ORDER BY id`,
      [`{${a.materialId},${b.materialId}}`],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'wait',
        title: '湖边日落',
        category: '风景',
        name: '张伟',
        copyright: '原创',
        width: 300,
        uploader_id: 1,
      }),
      expect.objectContaining({
        status: 'wait',
        category: '建筑',
        name: '某图库',
        copyright: '非原创（来源明确）：某图库',
        copyright_status: 1,
      }),
    ]);
    // Not searchable while waiting.
    const search = await getJson(app, '/noLogin/material/search', { text: '日落' });
    expect(search.json<Body<{ total: number }>>().data.total).toBe(0);
    // Publishing again publishes nothing: the registrations were used.
    expect((await publish(alice, [item(a.materialId)])).json<Body>()).toEqual({
      code: 404,
      message: '素材不存在',
      data: { missing: [a.materialId] },
    });
  });

  it('keeps the tags in the order the uploader entered them', async () => {
    const a = await uploadAndRegister(alice, await jpegBytes(320, 200));
    // 风景 is an older tag (a smaller id) than the new one typed before it.
    await publish(alice, [item(a.materialId, { tags: ['晚霞新标签', '风景', '湖泊'] })]);
    const mine = await getJson(app, '/client/get_uploadLists', { pageSize: '100' }, alice);
    const uploaded = mine
      .json<Body<{ lists: { id: number; tags: { name: string }[] }[] }>>()
      .data.lists.find((m) => m.id === a.materialId);
    expect(uploaded?.tags.map((t) => t.name)).toEqual(['晚霞新标签', '风景', '湖泊']);
  });

  it('publishes nothing when one file is incomplete, and names it', async () => {
    const a = await uploadAndRegister(alice, await jpegBytes());
    const b = await uploadAndRegister(alice, await jpegBytes());
    const materials = await count('materials');
    for (const bad of [
      { tags: [] },
      { tags: ['  '] },
      { category_id: 99 },
      { category_id: undefined },
      { copyright_status: 3 },
      { copyright_status: 1, copyright_name: '', copyright_url: '' },
    ]) {
      const res = await publish(alice, [item(a.materialId), item(b.materialId, bad)]);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toEqual({
        code: 400,
        message: '请检查所有素材信息是否填写完整',
        data: { incomplete: [b.materialId] },
      });
    }
    const badLink = await publish(alice, [
      item(a.materialId, { copyright_status: 1, copyright_url: 'not a link' }),
    ]);
    expect(badLink.json<Body>()).toMatchObject({ code: 400, message: '请输入正确的链接' });
    expect(await count('materials')).toBe(materials);
    // Both are still there to publish once fixed.
    expect((await publish(alice, [item(a.materialId), item(b.materialId)])).json<Body>().code).toBe(
      200,
    );
  });

  it('publishes nothing when a materialId is another user’s or unknown', async () => {
    const mine = await uploadAndRegister(bob, await jpegBytes());
    const hers = await uploadAndRegister(alice, await jpegBytes());
    const materials = await count('materials');
    const res = await publish(bob, [item(mine.materialId), item(hers.materialId)]);
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>()).toEqual({
      code: 404,
      message: '素材不存在',
      data: { missing: [hers.materialId] },
    });
    const unknown = await publish(bob, [item(999_999)]);
    expect(unknown.json<Body>()).toMatchObject({ code: 404, message: '素材不存在' });
    expect(await count('materials')).toBe(materials);
    expect((await publish(alice, [item(hers.materialId)])).json<Body>().code).toBe(200);
  });

  it('rejects malformed data with a clear message', async () => {
    for (const data of ['{', '[]', '{"materialList":[]}', '{"materialList":[{"file_id":"x"}]}']) {
      const res = await postForm(app, '/client/material/uploadV2', { data }, alice);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>().message).toMatch(/^请求参数不正确：/);
    }
    const a = await uploadAndRegister(alice, await jpegBytes());
    const dup = await publish(alice, [item(a.materialId), item(a.materialId)]);
    expect(dup.json<Body>().message).toBe('请求参数不正确：file_id');
  });
});

describe('OpenAPI', () => {
  it('lists the upload, review and message calls', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/client/file/uploadGrant',
        '/api/v1/storage/user_upload/{userId}/{name}',
        '/api/v1/client/file/uploadFile',
        '/api/v1/client/material/uploadV2',
        '/api/v1/client/material/resubmit',
        '/api/v1/client/get_uploadLists',
        '/api/v1/client/userFeedback_wait',
        '/api/v1/client/userFeedback_pass',
        '/api/v1/client/userFeedback_reject',
        '/api/v1/client/upload/counts',
        '/api/v1/client/review/pending',
        '/api/v1/client/review/pass',
        '/api/v1/client/review/reject',
        '/api/v1/client/review/history',
        '/api/v1/client/review/log',
        '/api/v1/client/review/reasons',
        '/api/v1/client/message/list',
        '/api/v1/client/message/unreadCount',
        '/api/v1/client/message/read',
      ]),
    );
  });
});
