// getSmartProfile with a user's own photo of a person standing off-centre (issue 27), not one of
// the labelled library photos: every design uses it, a cut-out becomes a tight sprite, and a
// rectangular photo never lands on a slot drawn for a cut-out.
import { readFileSync } from 'node:fs';
import type { SpriteLayer } from '@adstudio/render';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Body } from '../test/http.js';
import { loginAs, seedDemoTemplates, startTestApi, type TestApi } from '../test/index.js';
import { readTemplateDoc } from '../templates/templates.document.js';

interface Smart {
  templateLists: {
    template_id: string;
    synthetic: string;
    match: { reasons: string[]; warnings: string[] };
  }[];
  excluded: { reason: string; count: number; message: string }[];
}

const ASTRONAUT = readFileSync(new URL('../../demo/photos/skimage-astronaut.jpg', import.meta.url));
// 1600×1000, the 512×512 portrait at the bottom right: the person is a small part at the edge.
const CANVAS = { width: 1600, height: 1000 };
const AT = { left: 1088, top: 488 };
const SUBJECT = { x: 1088 / 1600, y: 488 / 1000, w: 512 / 1600, h: 512 / 1000 };
const COPY = JSON.stringify({ mainLabel: '春日上新 限时八折', secondLabel: '到店即送咖啡一杯' });

let api: TestApi;
let app: FastifyInstance;
let token: string;
let userId: number;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  app = api.app;
  await seedDemoTemplates(api.db);
  token = await loginAs(app, api.config, 'zhangwei');
  const [user] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE name = '张伟'`);
  userId = user?.id ?? 0;
}, 120_000);
afterAll(() => api.close());

async function upload(bytes: Buffer, name: string, ext: 'jpg' | 'png') {
  const key = `user_upload/${userId}/${name.padStart(32, '0')}.${ext}`;
  await app.deps.storage.write(key, bytes, `image/${ext === 'png' ? 'png' : 'jpeg'}`);
  return `/api/v1/files/${key}`;
}

const offCentre = (background: sharp.Create['background']) =>
  sharp({ create: { ...CANVAS, channels: 4, background } }).composite([
    { input: ASTRONAUT, ...AT },
  ]);

async function smart(role: string) {
  const res = await postForm(
    app,
    '/client/composeTemplate/getSmartProfile',
    { is_check: '1', tagId: '[268]', text: COPY, role },
    token,
  );
  expect(res.statusCode).toBe(200);
  return res.json<Body<Smart>>().data;
}

const spritesOf = (synthetic: string, texture: string) =>
  Object.values(readTemplateDoc(synthetic).renderConfig.materials).filter(
    (l): l is SpriteLayer => l.type === 'sprite' && !l.hidden && l.texture === texture,
  );

describe('getSmartProfile with an off-centre person photo', () => {
  it('crops a cut-out to the person in every design that holds it; all nine use it', async () => {
    const cutout = await upload(
      await offCentre({ r: 0, g: 0, b: 0, alpha: 0 }).png().toBuffer(),
      'c1',
      'png',
    );
    const data = await smart(cutout);
    expect(data.templateLists).toHaveLength(9);
    for (const t of data.templateLists) {
      const [layer] = spritesOf(t.synthetic, cutout);
      expect(layer, t.template_id).toBeDefined();
      expect(t.match.warnings.join('|')).not.toMatch(/未使用/u);
      if (layer?.slot?.field !== 'role') continue;
      // A tight sprite: the crop hugs the person (within the margin), not the 1600×1000 canvas.
      const crop = layer.crop ?? { x: 0, y: 0, w: 1, h: 1 };
      expect(crop.x, t.template_id).toBeGreaterThan(SUBJECT.x - 0.05);
      expect(crop.w, t.template_id).toBeLessThan(SUBJECT.w + 0.05);
      expect(t.match.reasons).toContain('人物已按主体裁剪，四周留白');
    }
    expect(data.templateLists.some((t) => spritesOf(t.synthetic, cutout)[0]?.slot?.field === 'role')).toBe(true);
  });

  it('never puts a rectangular photo on a slot drawn for a cut-out, and uses it in all nine', async () => {
    const photo = await upload(
      await offCentre({ r: 245, g: 245, b: 240, alpha: 1 }).jpeg().toBuffer(),
      'b1',
      'jpg',
    );
    const data = await smart(photo);
    expect(data.templateLists).toHaveLength(9);
    for (const t of data.templateLists) {
      const layers = spritesOf(t.synthetic, photo);
      expect(layers.length, t.template_id).toBeGreaterThan(0);
      for (const l of layers) expect(l.slot?.cutout, t.template_id).not.toBe('required');
    }
    expect(data.excluded.map((e) => e.reason)).toContain('slots');
  });
});
