import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/db.js';
import { maybeOne } from '../db/db.js';
import { DEMO_PHOTOS_DIR } from '../materials/materials.files.js';
import { insertMaterial, saveVisual } from '../materials/materials.repo.js';
import { HOT_TOPICS, seedDemoCatalogue } from './demo-catalogue.js';
import { signatureOf, type SignedPhoto } from './demo-signatures.js';
import { progressLine } from './seed.progress.js';

// Written with the photos (packages/api/demo/materials.json, CREDITS.md beside it).
export const DEMO_MANIFEST = fileURLToPath(new URL('../../demo/materials.json', import.meta.url));

interface DemoPhoto extends SignedPhoto {
  name: string;
  title: string;
  category: string;
  themes: string[];
  /** 照片, 插画 or 元素 (MATERIAL_KINDS). */
  kind: string;
  tags: string[];
  copyright: string;
  width: number;
  height: number;
  format: string;
}

// spec platform-core §2: the home rows (人物, 风景) and the 5 hot topics.
const HOME_THEMES = ['人物', '风景', ...HOT_TOPICS];
// Themes hang off the image-type class entry the home page asks for (category_id 1).
const THEME_CATEGORY_ID = 1;
const DAY_MS = 86_400_000;

async function ensureTheme(db: Db, name: string, cover: string): Promise<number> {
  const found = await maybeOne<{ id: number }>(
    db,
    'SELECT id FROM themes WHERE name = $1 AND category_id = $2',
    [name, THEME_CATEGORY_ID],
  );
  if (found) {
    // Data folders seeded before the theme had pictures get its cover on the next start.
    await db.query("UPDATE themes SET cover = $2 WHERE id = $1 AND cover = ''", [found.id, cover]);
    return found.id;
  }
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO themes (name, category_id, cover) VALUES ($1, $2, $3) RETURNING id',
    [name, THEME_CATEGORY_ID, cover],
  );
  if (!row) throw new Error(`theme ${name} not created`);
  return row.id;
}

export interface DemoMaterialsSource {
  manifest: string;
  photosDir: string;
}

/**
 * Loads the demo photos as passed materials; a photo already loaded is left as it is. Returns how
 * many were added (0 when the manifest is not there).
 */
export async function seedDemoMaterials(
  db: Db,
  source: DemoMaterialsSource = { manifest: DEMO_MANIFEST, photosDir: DEMO_PHOTOS_DIR },
  now: Date = new Date(),
  log: (line: string) => void = console.log,
): Promise<number> {
  if (!existsSync(source.manifest)) return 0;
  const photos = JSON.parse(readFileSync(source.manifest, 'utf8')) as DemoPhoto[];
  const pathOf = (p: DemoPhoto) => `/api/v1/files/materials/${p.file}`;
  const themeIds = new Map<string, number>();
  for (const name of HOME_THEMES) {
    // A cut-out element on its own makes a poor tile: the first photo or illustration covers it.
    const members = photos.filter((p) => p.themes.includes(name));
    const cover = members.find((p) => p.kind !== '元素') ?? members[0];
    themeIds.set(name, await ensureTheme(db, name, cover ? pathOf(cover) : ''));
  }
  let added = 0;
  for (const [i, photo] of photos.entries()) {
    const path = pathOf(photo);
    const file = join(source.photosDir, photo.file);
    const existing = await maybeOne<{ id: number; signed: boolean }>(
      db,
      'SELECT id, phash IS NOT NULL AS signed FROM materials WHERE path = $1',
      [path],
    );
    // Data folders seeded before signatures existed get them on the next start.
    if (existing) {
      if (!existing.signed) await saveVisual(db, existing.id, await signatureOf(photo, source.photosDir));
      continue;
    }
    await insertMaterial(db, {
      title: photo.title,
      name: photo.name,
      path,
      width: photo.width,
      height: photo.height,
      file_size: statSync(file).size,
      format: photo.format,
      copyright: photo.copyright,
      category: photo.category,
      img_type: 1,
      status: 'pass',
      reason: null,
      uploader_id: null,
      download_count: 0,
      // Spread over the last weeks so 最新 has an order; the manifest's order decides it.
      created_at: new Date(now.getTime() - i * DAY_MS * 0.5),
      tags: [...new Set([photo.category, photo.kind, ...photo.tags])],
      themeIds: photo.themes.flatMap((t) => themeIds.get(t) ?? []),
      visual: await signatureOf(photo, source.photosDir),
    });
    added += 1;
    // A manifest without signatures decodes each photo: seconds per few dozen on a loaded machine.
    if (added % 25 === 0) log(progressLine('素材', i + 1, photos.length));
  }
  await seedDemoCatalogue(db, photos);
  return added;
}
