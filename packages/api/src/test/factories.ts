// Builders for route and repo tests: rows written straight to the database, overrides over defaults.
import type { Db } from '../db/db.js';
import {
  insertMaterial,
  insertTagClass,
  type MaterialStatus,
  type NewTagClass,
} from '../materials/materials.repo.js';
import type { VisualSignature } from '../materials/materials.visual.js';

export interface MaterialOverrides {
  title?: string;
  name?: string;
  path?: string;
  width?: number;
  height?: number;
  file_size?: number;
  format?: string;
  copyright?: string;
  category?: string;
  img_type?: number;
  status?: MaterialStatus;
  reason?: string | null;
  uploader_id?: number | null;
  download_count?: number;
  created_at?: Date;
  tags?: string[];
  themeIds?: number[];
  visual?: VisualSignature | null;
}

let sequence = 0;

/** A passed material (tags created as needed); returns its id. */
export async function buildMaterial(db: Db, overrides: MaterialOverrides = {}): Promise<number> {
  sequence += 1;
  const m = {
    title: `素材${sequence}`,
    name: '摄影师',
    path: `/api/v1/files/materials/test-${sequence}.jpg`,
    width: 1200,
    height: 800,
    file_size: 204_800,
    format: 'jpg',
    copyright: '原创',
    category: '风景',
    img_type: 1,
    status: 'pass' as MaterialStatus,
    reason: null,
    uploader_id: null,
    download_count: 0,
    created_at: new Date('2026-11-01T00:00:00Z'),
    tags: [],
    themeIds: [],
    ...overrides,
  };
  return insertMaterial(db, m);
}

/** A theme under a category; returns its id. */
export async function buildTheme(
  db: Db,
  overrides: { name?: string; category_id?: number; cover?: string } = {},
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO themes (name, category_id, cover) VALUES ($1, $2, $3) RETURNING id',
    [overrides.name ?? '人物', overrides.category_id ?? 1, overrides.cover ?? ''],
  );
  return row!.id;
}

/** A tag class with sub classes and their tags; returns the class id. */
export function buildTagClass(db: Db, spec: NewTagClass): Promise<number> {
  return insertTagClass(db, spec);
}
