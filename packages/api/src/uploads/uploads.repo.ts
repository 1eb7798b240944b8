import type { Db } from '../db/db.js';
import { maybeOne } from '../db/db.js';
import { intArray } from '../db/params.js';
import { ensureTags, MATERIAL_COLUMNS, type MaterialRow } from '../materials/materials.repo.js';
import type { VisualSignature } from '../materials/materials.visual.js';
import type { CopyrightStatus, FileFormat, UploadPurpose } from './uploads.constants.js';

export interface GrantRow {
  object_key: string;
  user_id: number;
  purpose: UploadPurpose;
  created_at: Date;
  expires_at: Date;
}

export async function insertGrant(db: Db, g: GrantRow): Promise<void> {
  await db.query(
    `INSERT INTO upload_grants (object_key, user_id, purpose, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [g.object_key, g.user_id, g.purpose, g.created_at.toISOString(), g.expires_at.toISOString()],
  );
}

/** The grant of this key if it belongs to the user. */
export function findGrant(db: Db, key: string, userId: number) {
  return maybeOne<GrantRow>(
    db,
    `SELECT object_key, user_id, purpose, created_at, expires_at FROM upload_grants
      WHERE object_key = $1 AND user_id = $2`,
    [key, userId],
  );
}

export async function deleteGrant(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM upload_grants WHERE object_key = $1', [key]);
}

export interface UploadFileRow {
  id: number;
  user_id: number;
  purpose: UploadPurpose;
  object_key: string;
  path: string;
  width: number;
  height: number;
  file_size: number;
  format: FileFormat;
  created_at: Date;
}

const FILE_COLUMNS = `id, user_id, purpose, object_key, path, width, height, file_size, format,
  created_at`;

export interface NewUploadFile {
  userId: number;
  purpose: UploadPurpose;
  /** The incoming object whose grant this registration consumes. */
  grantKey: string;
  objectKey: string;
  path: string;
  width: number;
  height: number;
  fileSize: number;
  format: FileFormat;
  visual: VisualSignature | null;
  at: Date;
}

/**
 * Consumes the grant and records the checked file, both or neither. Undefined when the grant was
 * consumed meanwhile (a concurrent registration of the same upload).
 */
export function registerFile(db: Db, f: NewUploadFile): Promise<UploadFileRow | undefined> {
  return db.tx(async (tx) => {
    const consumed = await tx.query(
      'DELETE FROM upload_grants WHERE object_key = $1 AND user_id = $2 RETURNING object_key',
      [f.grantKey, f.userId],
    );
    if (consumed.length === 0) return undefined;
    const [row] = await tx.query<UploadFileRow>(
      `INSERT INTO upload_files (user_id, purpose, object_key, path, width, height, file_size,
         format, phash, phash_bands, colour_r, colour_g, colour_b, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       RETURNING ${FILE_COLUMNS}`,
      [
        f.userId,
        f.purpose,
        f.objectKey,
        f.path,
        f.width,
        f.height,
        f.fileSize,
        f.format,
        f.visual?.phash ?? null,
        f.visual ? intArray(f.visual.bands) : null,
        ...(f.visual?.colour ?? [null, null, null]),
        f.at.toISOString(),
      ],
    );
    return row;
  });
}

/** A registration of this user by its stored object (a retried registration finds it). */
export function findFileByKey(db: Db, objectKey: string, userId: number) {
  return maybeOne<UploadFileRow>(
    db,
    `SELECT ${FILE_COLUMNS} FROM upload_files WHERE object_key = $1 AND user_id = $2`,
    [objectKey, userId],
  );
}

export interface Submission {
  fileId: number;
  title: string;
  tags: readonly string[];
  category: string;
  copyrightStatus: CopyrightStatus;
  copyrightName: string;
  copyrightUrl: string;
  copyright: string;
  author: string;
}

/**
 * Publishes registered files of one user as materials waiting for review, all or nothing: every
 * file must be an unpublished registration of that user, else nothing changes and the missing
 * ids are returned.
 */
export function publishFiles(
  db: Db,
  userId: number,
  items: readonly Submission[],
  at: Date,
): Promise<{ published: number[] } | { missing: number[] }> {
  return db.tx(async (tx) => {
    const ids = items.map((i) => i.fileId);
    // Locked so a concurrent publish of the same files waits and then finds them gone.
    const files = await tx.query<UploadFileRow & { id: number }>(
      `SELECT ${FILE_COLUMNS} FROM upload_files
        WHERE id = ANY($1::int[]) AND user_id = $2 AND purpose = 'material' FOR UPDATE`,
      [intArray(ids), userId],
    );
    const byId = new Map(files.map((f) => [f.id, f]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) return { missing };

    for (const item of items) {
      const file = byId.get(item.fileId);
      if (!file) continue;
      await tx.query(
        `INSERT INTO materials (id, title, name, path, width, height, file_size, format, copyright,
           category, img_type, status, reason, uploader_id, download_count, created_at,
           phash, phash_bands, colour_r, colour_g, colour_b,
           object_key, copyright_status, copyright_name, copyright_url, submitted_at)
         SELECT f.id, $2, $3, f.path, f.width, f.height, f.file_size, f.format, $4, $5, 1, 'wait',
                NULL, f.user_id, 0, $6, f.phash, f.phash_bands, f.colour_r, f.colour_g, f.colour_b,
                f.object_key, $7, $8, $9, $6
           FROM upload_files f WHERE f.id = $1`,
        [
          file.id,
          item.title,
          item.author,
          item.copyright,
          item.category,
          at.toISOString(),
          item.copyrightStatus,
          item.copyrightName,
          item.copyrightUrl,
        ],
      );
      await replaceTags(tx, file.id, item.tags);
      await tx.query(
        `INSERT INTO review_events (material_id, actor_id, action, created_at)
         VALUES ($1, $2, 'submit', $3)`,
        [file.id, userId, at.toISOString()],
      );
    }
    await tx.query('DELETE FROM upload_files WHERE id = ANY($1::int[])', [intArray(ids)]);
    return { published: ids };
  });
}

/** Sets a material's tags to exactly these names (created as needed). */
export async function replaceTags(db: Db, materialId: number, names: readonly string[]) {
  await db.query('DELETE FROM material_tags WHERE material_id = $1', [materialId]);
  const tagIds = await ensureTags(db, names);
  if (tagIds.length > 0) {
    await db.query(
      `INSERT INTO material_tags (material_id, tag_id, position)
       SELECT $1, t, n FROM unnest($2::int[]) WITH ORDINALITY AS u(t, n)
       ON CONFLICT DO NOTHING`,
      [materialId, intArray(tagIds)],
    );
  }
}

/** Puts a rejected material of this user back in the queue with new information. */
export function resubmitMaterial(
  db: Db,
  userId: number,
  item: Submission,
  at: Date,
): Promise<'ok' | 'missing' | 'not-rejected'> {
  return db.tx(async (tx) => {
    const row = await maybeOne<{ status: string }>(
      tx,
      'SELECT status FROM materials WHERE id = $1 AND uploader_id = $2 FOR UPDATE',
      [item.fileId, userId],
    );
    if (!row) return 'missing';
    if (row.status !== 'reject') return 'not-rejected';
    await tx.query(
      `UPDATE materials SET title = $2, name = $3, copyright = $4, category = $5, status = 'wait',
         reason = NULL, copyright_status = $6, copyright_name = $7, copyright_url = $8,
         submitted_at = $9, reviewed_at = NULL, reviewer_id = NULL
       WHERE id = $1`,
      [
        item.fileId,
        item.title,
        item.author,
        item.copyright,
        item.category,
        item.copyrightStatus,
        item.copyrightName,
        item.copyrightUrl,
        at.toISOString(),
      ],
    );
    await replaceTags(tx, item.fileId, item.tags);
    await tx.query(
      `INSERT INTO review_events (material_id, actor_id, action, created_at)
       VALUES ($1, $2, 'resubmit', $3)`,
      [item.fileId, userId, at.toISOString()],
    );
    return 'ok';
  });
}

export interface UploadListRow extends MaterialRow {
  copyright_status: number | null;
  copyright_name: string | null;
  copyright_url: string | null;
  submitted_at: Date | null;
}

export const UPLOAD_COLUMNS = `${MATERIAL_COLUMNS}, m.copyright_status, m.copyright_name,
  m.copyright_url, m.submitted_at`;

/** The user's published uploads, newest first; one status or all. */
export async function listUploads(
  db: Db,
  userId: number,
  status: MaterialRow['status'] | undefined,
  offset: number,
  limit: number,
) {
  const where = `m.uploader_id = $1 AND ($2::text IS NULL OR m.status = $2)`;
  const [rows, counts] = await Promise.all([
    db.query<UploadListRow>(
      `SELECT ${UPLOAD_COLUMNS} FROM materials m WHERE ${where}
        ORDER BY m.created_at DESC, m.id DESC LIMIT $3 OFFSET $4`,
      [userId, status ?? null, limit, offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM materials m WHERE ${where}`, [
      userId,
      status ?? null,
    ]),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

export async function countUploads(db: Db, userId: number) {
  const rows = await db.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM materials WHERE uploader_id = $1 GROUP BY status`,
    [userId],
  );
  const count = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return { wait: count('wait'), pass: count('pass'), reject: count('reject') };
}

/**
 * Grants whose upload window closed before the cutoff. Counted from the expiry, not the creation:
 * a grant valid for longer than UPLOAD_ORPHAN_HOURS may still be filled and registered.
 */
export function findStaleGrants(db: Db, before: Date, limit: number) {
  return db.query<{ object_key: string }>(
    'SELECT object_key FROM upload_grants WHERE expires_at < $1 ORDER BY expires_at LIMIT $2',
    [before.toISOString(), limit],
  );
}

/** Registrations older than the cutoff that were never published. */
export function findStaleFiles(db: Db, before: Date, limit: number) {
  return db.query<{ id: number; object_key: string }>(
    'SELECT id, object_key FROM upload_files WHERE created_at < $1 ORDER BY created_at LIMIT $2',
    [before.toISOString(), limit],
  );
}

export async function deleteGrants(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query('DELETE FROM upload_grants WHERE object_key = ANY($1::text[])', [
    `{${keys.map((k) => `"${k}"`).join(',')}}`,
  ]);
}

export async function deleteFiles(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query('DELETE FROM upload_files WHERE id = ANY($1::int[])', [intArray(ids)]);
}
