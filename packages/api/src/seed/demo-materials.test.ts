import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { createTestDb } from '../test/db.js';
import { seedDemoMaterials } from './demo-materials.js';

let db: Db;
const dir = mkdtempSync(join(tmpdir(), 'demo-'));
const source = { manifest: join(dir, 'materials.json'), photosDir: dir };

beforeAll(async () => {
  db = await createTestDb();
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .jpeg()
    .toFile(join(dir, 'hill.jpg'));
  const photo = {
    file: 'hill.jpg',
    name: '摄影师 / mate-backgrounds',
    title: '青山',
    category: '风景',
    themes: ['风景'],
    kind: '照片',
    tags: ['山', '草地'],
    copyright: 'GPL-2+',
    width: 40,
    height: 30,
    format: 'jpeg',
  };
  writeFileSync(source.manifest, JSON.stringify([photo]));
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(seedDemoMaterials.name, () => {
  it('loads each photo once with its tags, category tag and theme', async () => {
    expect(await seedDemoMaterials(db, source)).toBe(1);
    expect(await seedDemoMaterials(db, source)).toBe(0);
    const [row] = await db.query<{ path: string; file_size: number; tags: string; themes: string }>(
      `SELECT m.path, m.file_size,
         (SELECT string_agg(t.name, ',' ORDER BY t.name) FROM material_tags mt
            JOIN tags t ON t.id = mt.tag_id WHERE mt.material_id = m.id) AS tags,
         (SELECT string_agg(th.name, ',') FROM material_themes mth
            JOIN themes th ON th.id = mth.theme_id WHERE mth.material_id = m.id) AS themes
       FROM materials m`,
    );
    expect(row).toMatchObject({
      path: '/api/v1/files/materials/hill.jpg',
      tags: ['山', '草地', '风景', '照片'].sort().join(','),
      themes: '风景',
    });
    expect(row?.file_size).toBeGreaterThan(0);
  });

  it('stores the visual signature, and backfills rows seeded without one', async () => {
    const signed = () =>
      db.query<{ phash: string | null; colour_g: number | null }>(
        'SELECT phash::text AS phash, colour_g FROM materials',
      );
    expect((await signed())[0]?.phash).toMatch(/^-?\d+$/);
    await db.query('UPDATE materials SET phash = NULL, phash_bands = NULL, colour_g = NULL');
    expect(await seedDemoMaterials(db, source)).toBe(0);
    const [row] = await signed();
    expect(row?.phash).toMatch(/^-?\d+$/);
    expect(row?.colour_g).toBeGreaterThan(100);
  });

  it('takes a signature shipped in the manifest instead of decoding the photo', async () => {
    const shipped = { phash: '1234567', bands: [18, 65_554, 131_090, 196_626], colour: [1, 2, 3] };
    const [hill] = JSON.parse(readFileSync(source.manifest, 'utf8')) as object[];
    const photo = { ...hill, file: 'twin.jpg' };
    writeFileSync(join(dir, 'twin.jpg'), 'not a picture: a decode would fail');
    const manifest = join(dir, 'signed.json');
    writeFileSync(manifest, JSON.stringify([{ ...photo, visual: shipped }]));
    expect(await seedDemoMaterials(db, { manifest, photosDir: dir })).toBe(1);
    const [row] = await db.query<{ phash: string; colour_b: number }>(
      "SELECT phash::text AS phash, colour_b FROM materials WHERE path LIKE '%/twin.jpg'",
    );
    expect(row).toEqual({ phash: '1234567', colour_b: 3 });
  });

  it('does nothing when there is no manifest', async () => {
    expect(await seedDemoMaterials(db, { manifest: join(dir, 'none.json'), photosDir: dir })).toBe(
      0,
    );
  });
});
