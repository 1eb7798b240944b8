import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { pngBomb, pngBytes, svgBytes } from '../test/images.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';

const ASTRONAUT = '/api/v1/files/materials/skimage-astronaut.jpg';
const photo = (name: string) => readFileSync(new URL(`../../demo/photos/${name}`, import.meta.url));

let api: TestApi;
let app: FastifyInstance;
let token: string;
let userId: number;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  app = api.app;
  token = await loginAs(app, api.config, 'zhangwei');
  const [user] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE name = '张伟'`);
  userId = user!.id;
});
afterAll(() => api.close());

let uploads = 0;
/** Stores bytes as one of the user's uploads and returns its path, as the upload flow would. */
async function upload(bytes: Buffer, ext = 'jpg', owner = userId) {
  const key = `user_upload/${owner}/${(++uploads).toString(16).padStart(32, '0')}.${ext}`;
  await app.deps.storage.write(key, bytes, 'image/jpeg');
  return `/api/v1/files/${key}`;
}

const cutout = (path: string, bearer = token) =>
  getJson(app, '/client/img/cutout', { path }, bearer);
const roleInfo = (fields: Record<string, string>) =>
  postForm(app, '/client/getRoleInfo', fields, token);

describe('GET /client/img/cutout', () => {
  it('cuts the person out of a library photo into a transparent PNG of the user', async () => {
    const res = await cutout(ASTRONAUT);
    const body = res.json<Body<{ res_parh: string }>>();
    expect(body.code).toBe(200);
    expect(body.data.res_parh).toMatch(new RegExp(`/user_upload/${userId}/[a-f0-9]{32}\\.png$`));
    const file = await app.inject({ method: 'GET', url: body.data.res_parh });
    const png = sharp(file.rawPayload);
    expect(await png.metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 512,
      channels: 4,
    });
    const { data } = await png.raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * 512 + x) * 4 + 3];
    expect(alpha(225, 120)).toBeGreaterThan(240);
    expect(alpha(400, 40)).toBeLessThan(16);
  });

  it('cuts a product on a plain background', async () => {
    const res = await cutout('/api/v1/files/materials/gc-cutter.jpg');
    expect(res.json<Body<{ res_parh: string }>>().data.res_parh).toMatch(/\.png$/);
  });

  it('cuts the user’s own upload', async () => {
    const res = await cutout(await upload(photo('skimage-photographer.jpg')));
    expect(res.json<Body>().code).toBe(200);
  });

  it('needs a login', async () => {
    expect((await cutout(ASTRONAUT, '')).statusCode).toBe(401);
  });
});

describe('GET /client/img/adjustTone', () => {
  const tone = (baseImg: string, changeImg: string) =>
    getJson(app, '/client/img/adjustTone', { baseImg, changeImg }, token);

  it('stores the toned picture as the user’s, JPEG for a photo', async () => {
    const res = await tone('/api/v1/files/materials/plasma-summer-night.jpg', ASTRONAUT);
    const { data } = res.json<Body<{ changeImg: string }>>();
    expect(data.changeImg).toMatch(new RegExp(`/user_upload/${userId}/[a-f0-9]{32}\\.jpg$`));
    const file = await app.inject({ method: 'GET', url: data.changeImg });
    expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('refuses an image source it may not read on either side', async () => {
    const url = 'http://10.0.0.1/a.jpg';
    expectFailure(
      await tone(ASTRONAUT, url),
      400,
      `图片地址不可用：${url}（只能使用素材库、本人上传和模板自带的图片）`,
    );
  });
});

describe('POST /client/getRoleInfo', () => {
  it('gives the face box and angles of a library photo', async () => {
    const res = await roleInfo({ image: ASTRONAUT, image_type: 'URL', face_field: 'angle' });
    const { data } = res.json<
      Body<{
        result: {
          face_num: number;
          face_list: { location: { left: number; width: number }; angle: { yaw: number } }[];
        };
      }>
    >();
    expect(data.result.face_num).toBe(1);
    const [face] = data.result.face_list;
    expect(face!.location.left).toBeGreaterThan(130);
    expect(face!.location.left + face!.location.width).toBeLessThan(320);
    expect(Math.abs(face!.angle.yaw)).toBeLessThan(10);
  });

  it('reads a BASE64 image', async () => {
    const image = `data:image/jpeg;base64,${photo('skimage-photographer.jpg').toString('base64')}`;
    const { data } = (await roleInfo({ image, image_type: 'BASE64' })).json<
      Body<{ result: { face_list: { angle: { yaw: number } }[] } }>
    >();
    expect(Math.abs(data.result.face_list[0]!.angle.yaw)).toBeGreaterThan(15);
  });

  it('refuses BASE64 that is not', async () => {
    expectFailure(
      await roleInfo({ image: '!!not base64!!', image_type: 'BASE64' }),
      400,
      'image 不是有效的 BASE64 图片',
    );
  });
});

describe('POST /client/re_getMainInfo', () => {
  const mainInfo = (imgUrl: string) => postForm(app, '/client/re_getMainInfo', { imgUrl }, token);
  type MainInfo = Body<{
    result: { location: { top: number; height: number }; source: string } | null;
  }>;

  it('gives the person’s box, else the largest face, else null', async () => {
    const person = (await mainInfo(ASTRONAUT)).json<MainInfo>().data.result;
    expect(person?.source).toBe('person');
    expect(person!.location.top + person!.location.height).toBeGreaterThan(500);
    const face = (await mainInfo('/api/v1/files/materials/gc-orchestra.jpg')).json<MainInfo>();
    expect(face.data.result?.source).toBe('face');
    const none = (await mainInfo('/api/v1/files/materials/plasma-path.jpg')).json<MainInfo>();
    expect(none.data).toEqual({ result: null });
  });
});

describe('bad input (issue 14)', () => {
  const refused = (ref: string) =>
    `图片地址不可用：${ref}（只能使用素材库、本人上传和模板自带的图片）`;

  it('refuses a 1×1 picture', async () => {
    expectFailure(
      await cutout(await upload(await pngBytes(1, 1), 'png')),
      400,
      '图片太小（至少 16×16 像素）',
    );
  });
  it('refuses 60 megapixels without decoding them', async () => {
    expectFailure(
      await cutout(await upload(await pngBomb(10_000, 6_000), 'png')),
      400,
      '图片太大（超过 40 百万像素）',
    );
  });
  it('refuses an SVG', async () => {
    expectFailure(
      await cutout(await upload(svgBytes(), 'svg')),
      400,
      '矢量图（SVG）不支持抠图和人脸识别，请上传 JPG 或 PNG',
    );
  });
  it('refuses what is not a picture', async () => {
    expectFailure(
      await cutout(await upload(Buffer.from('这不是图片'))),
      400,
      '文件不是可识别的图片',
    );
  });
  it('says so when the photo holds no person and no plain background to cut from', async () => {
    expectFailure(
      await cutout('/api/v1/files/materials/gc-taiko.jpg'),
      400,
      '没有找到清晰的人物，背景也太复杂，无法自动抠图；请换一张人物清晰或纯色背景的图片',
    );
  });
  // Issue 29 item 7: the header read well, the decode in the worker failed, and that was a 500.
  it.each(['jpg', 'png'])('refuses a truncated %s on every vision call', async (ext) => {
    const whole =
      ext === 'jpg'
        ? photo('skimage-astronaut.jpg')
        : await sharp(photo('skimage-astronaut.jpg')).png().toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length / 3));
    const path = await upload(cut, ext);
    const broken = '图片文件不完整或已损坏，请重新上传';
    expectFailure(await cutout(path), 400, broken);
    expectFailure(await roleInfo({ image: path, image_type: 'URL' }), 400, broken);
    const inline = { image: cut.toString('base64'), image_type: 'BASE64' };
    expectFailure(await roleInfo(inline), 400, broken);
    expectFailure(
      await postForm(app, '/client/re_getMainInfo', { imgUrl: path }, token),
      400,
      broken,
    );
    const toned = await getJson(
      app,
      '/client/img/adjustTone',
      { baseImg: ASTRONAUT, changeImg: path },
      token,
    );
    expectFailure(toned, 400, broken);
  });

  // A flat picture gives GrabCut nothing to tell apart (it threw: a 500); a featureless one has no
  // face and no subject, which are answers, not failures.
  it('says there is nothing to cut in a flat picture, and finds no face or subject in it', async () => {
    const flat = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c8c8c8' },
    })
      .jpeg()
      .toBuffer();
    const path = await upload(flat);
    expectFailure(await cutout(path), 400, '没有找到可以抠出的主体，请换一张主体更清楚的图片');
    const faces = await roleInfo({ image: path, image_type: 'URL' });
    expect(faces.json<Body>()).toMatchObject({ code: 200, data: { result: { face_num: 0 } } });
    const main = await postForm(app, '/client/re_getMainInfo', { imgUrl: path }, token);
    expect(main.json<Body>()).toMatchObject({ code: 200, data: { result: null } });
  });

  it('never fetches a URL, private or not', async () => {
    for (const url of [
      'http://127.0.0.1:3001/api/v1/files/materials/skimage-astronaut.jpg',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/a.jpg',
    ])
      expectFailure(await cutout(url), 400, refused(url));
  });
  it('refuses another user’s upload', async () => {
    const other = await upload(photo('skimage-astronaut.jpg'), 'jpg', userId + 1000);
    expectFailure(await cutout(other), 400, refused(other));
  });

  // Issue 29 item 4: one user's flood took vision from everyone. Their share is one job running
  // and ten waiting (VISION_WORKERS=1, VISION_QUEUE_MAX=20); another user is served beside it.
  it("answers one user's 50 concurrent cutouts with a result or 429, another user served beside them", async () => {
    const path = await upload(photo('gc-didgeridoo.jpg'));
    const other = await loginAs(app, api.config, 'lina');
    const flood = Array.from({ length: 50 }, () => cutout(path));
    const beside = await cutout(ASTRONAUT, other);
    expect(beside.json<Body>().code).toBe(200);
    const answers = await Promise.all(flood);
    const codes = answers.map((res) => res.json<Body>().code);
    // At least the share (more if one finished while the flood was still being read in).
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(11);
    expect(codes).toContain(429);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expectFailure(res, 429, '你的抠图任务太多了，请等前面的完成后再试');
    expect((await cutout(path)).json<Body>().code).toBe(200);
  });
});

describe('VISION=off', () => {
  it('answers res_parh "1", no faces and the picture untoned', async () => {
    const off = await startTestApi({ listen: false, env: { VISION: 'off' } });
    const offToken = await loginAs(off.app, off.config, 'zhangwei');
    const res = await getJson(off.app, '/client/img/cutout', { path: ASTRONAUT }, offToken);
    expect(res.json<Body>().data).toEqual({ res_parh: '1' });
    const faces = await postForm(off.app, '/client/getRoleInfo', { image: ASTRONAUT }, offToken);
    expect(faces.json<Body>().data).toEqual({ result: { face_num: 0, face_list: [] } });
    const toned = await getJson(
      off.app,
      '/client/img/adjustTone',
      { baseImg: ASTRONAUT, changeImg: ASTRONAUT },
      offToken,
    );
    expect(toned.json<Body>().data).toEqual({ changeImg: ASTRONAUT });
    await off.close();
  });
});
