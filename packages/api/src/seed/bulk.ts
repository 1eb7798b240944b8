import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/db.js';
import { DEMO_PHOTOS_DIR } from '../materials/materials.files.js';
import { intArray, textArray } from '../db/params.js';
import { seededRandom } from '../shared/seeded-random.js';
import { GENERIC_TAGS, MODIFIERS, SCENES, SUBJECTS } from './bulk-words.js';
import { DEMO_MANIFEST } from './demo-materials.js';

// `pnpm seed:bulk --materials N`: a large library for benchmarks (BRIEF §7, 1,000,000 materials).
// Rows are a pure function of their sequence number, so a run tops up to N and two databases
// seeded to the same N hold the same library.

/** Marks generated rows (the top-up counts them); shown as the copyright line. */
export const BULK_COPYRIGHT = '批量演示数据 (seed:bulk)';
const DAY_MS = 86_400_000;
// created_at is spread over this many days before `now`.
const SPREAD_DAYS = 3 * 365;

export interface BulkPhoto {
  file: string;
  name: string;
  tags: string[];
  width: number;
  height: number;
  format: string;
  file_size: number;
}

export interface BulkContext {
  photos: readonly BulkPhoto[];
  /** Theme ids by name; a row may join its category's theme or a hot topic. */
  themes: ReadonlyMap<string, number>;
  now: Date;
}

export interface BulkRow {
  title: string;
  name: string;
  path: string;
  width: number;
  height: number;
  file_size: number;
  format: string;
  category: string;
  img_type: number;
  download_count: number;
  created_at: Date;
  tags: string[];
  themeIds: number[];
}

const CATEGORIES = Object.keys(SUBJECTS);
const HOT_TOPICS = ['5G', '元旦', '圣诞', '传统纹样', '二十四节气'];

function pick<T>(items: readonly T[], r: number): T {
  const item = items[Math.floor(r * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Row number `seq` (0-based) of the bulk library. */
export function bulkRow(seq: number, ctx: BulkContext): BulkRow {
  const next = seededRandom(seq * 2654435761);
  const category = pick(CATEGORIES, next());
  const subjects = SUBJECTS[category] ?? [];
  const subject = pick(subjects, next());
  const other = pick(subjects, next());
  const modifier = pick(MODIFIERS, next());
  const scene = pick(SCENES, next());
  const photo = pick(ctx.photos, next());
  const title =
    next() < 0.5 ? `${modifier}${subject}${scene}` : `${subject}与${other}${modifier}${scene}`;
  const tags = new Set([category, subject, other, modifier]);
  if (next() < 0.5) tags.add(pick(GENERIC_TAGS, next()));
  if (next() < 0.3) tags.add(pick(photo.tags, next()));
  const themeIds: number[] = [];
  const draw = next();
  const own = ctx.themes.get(category);
  if (own !== undefined && draw < 0.5) themeIds.push(own);
  else if (draw < 0.1) {
    const hot = ctx.themes.get(pick(HOT_TOPICS, next()));
    if (hot !== undefined) themeIds.push(hot);
  }
  return {
    title,
    name: photo.name,
    path: `/api/v1/files/materials/${photo.file}`,
    width: photo.width,
    height: photo.height,
    file_size: photo.file_size,
    format: photo.format,
    category,
    img_type: next() < 0.8 ? 1 : 2,
    // Long tail: most rows are downloaded rarely, a few thousands of times.
    download_count: Math.floor(Math.exp(next() * 9)) - 1,
    created_at: new Date(ctx.now.getTime() - Math.floor(next() * SPREAD_DAYS * DAY_MS)),
    tags: [...tags],
    themeIds,
  };
}

/** Every tag name bulk rows can carry. */
export function bulkTagNames(photos: readonly BulkPhoto[]): string[] {
  return [
    ...new Set([
      ...CATEGORIES,
      ...Object.values(SUBJECTS).flat(),
      ...MODIFIERS,
      ...GENERIC_TAGS,
      ...photos.flatMap((p) => p.tags),
    ]),
  ];
}

/** The demo photos with their file sizes: bulk rows point at these files. */
export function loadDemoPhotos(manifest = DEMO_MANIFEST, photosDir = DEMO_PHOTOS_DIR): BulkPhoto[] {
  const photos = JSON.parse(readFileSync(manifest, 'utf8')) as Omit<BulkPhoto, 'file_size'>[];
  return photos.map((p) => ({ ...p, file_size: statSync(join(photosDir, p.file)).size }));
}

export interface BulkOptions {
  photos: readonly BulkPhoto[];
  now?: Date;
  batchSize?: number;
  onProgress?: (done: number, target: number) => void;
}

/** How many bulk rows the database holds. */
export async function countBulkMaterials(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM materials WHERE copyright = $1',
    [BULK_COPYRIGHT],
  );
  return row?.n ?? 0;
}

/**
 * Tops the bulk rows up to `target` (passed materials with tags and themes), in batches of one
 * transaction each; returns how many were added. Needs the demo themes (seedDemoMaterials).
 */
export async function seedBulkMaterials(db: Db, target: number, options: BulkOptions) {
  const { photos, now = new Date(), batchSize = 5000, onProgress } = options;
  const existing = await countBulkMaterials(db);
  if (existing >= target) return 0;
  const themes = new Map(
    (await db.query<{ id: number; name: string }>('SELECT id, name FROM themes')).map((t) => [
      t.name,
      t.id,
    ]),
  );
  // Not ensureTags(): its upsert touches the name, and the 0002 trigger then rewrites the
  // search_text of every material with that tag (a million rows on a top-up).
  await db.query(
    'INSERT INTO tags (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING',
    [textArray(bulkTagNames(photos))],
  );
  const tagIds = new Map(
    (await db.query<{ id: number; name: string }>('SELECT id, name FROM tags')).map((t) => [
      t.name,
      t.id,
    ]),
  );
  const ctx: BulkContext = { photos, themes, now };

  for (let from = existing; from < target; from += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, target - from) }, (_, i) =>
      bulkRow(from + i, ctx),
    );
    await insertBatch(db, rows, tagIds);
    onProgress?.(from + rows.length, target);
  }
  return target - existing;
}

// One statement per table per batch. The 0002 triggers would rebuild search_text once per tag
// row; they are switched off inside the batch's transaction (other sessions never see that) and
// search_text is computed once per material at the end, by the same SQL function.
async function insertBatch(db: Db, rows: readonly BulkRow[], tagIds: ReadonlyMap<string, number>) {
  await db.tx(async (tx) => {
    await tx.exec(`ALTER TABLE materials DISABLE TRIGGER materials_search_text;
      ALTER TABLE material_tags DISABLE TRIGGER material_tags_search_text`);
    const ids = (
      await tx.query<{ id: number }>(
        `SELECT nextval(pg_get_serial_sequence('materials', 'id'))::int AS id
           FROM generate_series(1, $1)`,
        [rows.length],
      )
    ).map((r) => r.id);
    const col = <K extends keyof BulkRow>(key: K) => rows.map((r) => r[key]);
    await tx.query(
      `INSERT INTO materials (id, title, name, path, width, height, file_size, format, copyright,
         category, img_type, status, download_count, created_at)
       SELECT id, title, name, path, width, height, file_size, format, $9, category, img_type,
              'pass', download_count, created_at
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[],
                     $7::int[], $8::text[], $10::text[], $11::int[], $12::int[], $13::timestamptz[])
           AS u(id, title, name, path, width, height, file_size, format, category, img_type,
                download_count, created_at)`,
      [
        intArray(ids),
        textArray(col('title')),
        textArray(col('name')),
        textArray(col('path')),
        intArray(col('width')),
        intArray(col('height')),
        intArray(col('file_size')),
        textArray(col('format')),
        BULK_COPYRIGHT,
        textArray(col('category')),
        intArray(col('img_type')),
        intArray(col('download_count')),
        textArray(col('created_at').map((d) => d.toISOString())),
      ],
    );
    const links = (pick: (r: BulkRow) => readonly number[]) => {
      const left: number[] = [];
      const right: number[] = [];
      rows.forEach((r, i) => {
        for (const v of pick(r)) {
          left.push(ids[i] ?? 0);
          right.push(v);
        }
      });
      return [intArray(left), intArray(right)];
    };
    await tx.query(
      'INSERT INTO material_tags (material_id, tag_id) SELECT * FROM unnest($1::int[], $2::int[])',
      links((r) => r.tags.map((t) => tagIds.get(t) ?? 0)),
    );
    await tx.query(
      `INSERT INTO material_themes (material_id, theme_id)
       SELECT * FROM unnest($1::int[], $2::int[])`,
      links((r) => r.themeIds),
    );
    await tx.query(
      `UPDATE materials SET search_text = material_search_text(id, title, category)
        WHERE id = ANY($1::int[])`,
      [intArray(ids)],
    );
    await tx.exec(`ALTER TABLE materials ENABLE TRIGGER materials_search_text;
      ALTER TABLE material_tags ENABLE TRIGGER material_tags_search_text`);
  });
}
