import type { Db } from '../db/db.js';
import { MATERIAL_COLUMNS, type MaterialRow } from '../materials/materials.repo.js';
import { COLLECT_TYPE_MATERIAL, type CollectType } from './collections.constants.js';

/** Idempotent: collecting twice keeps the first time. */
export async function addCollection(
  db: Db,
  userId: number,
  collectType: CollectType,
  targetId: number,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO collections (user_id, collect_type, target_id, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, collect_type, target_id) DO NOTHING`,
    [userId, collectType, targetId, at.toISOString()],
  );
}

export async function removeCollection(
  db: Db,
  userId: number,
  collectType: CollectType,
  targetId: number,
): Promise<void> {
  await db.query(
    'DELETE FROM collections WHERE user_id = $1 AND collect_type = $2 AND target_id = $3',
    [userId, collectType, targetId],
  );
}

/** Collected materials, newest favourite first; materials gone or no longer passed drop out. */
export async function listCollectedMaterials(
  db: Db,
  userId: number,
  offset: number,
  limit: number,
) {
  const from = `collections c JOIN materials m ON m.id = c.target_id AND m.status = 'pass'
    WHERE c.user_id = $1 AND c.collect_type = ${COLLECT_TYPE_MATERIAL}`;
  const [rows, counts] = await Promise.all([
    db.query<MaterialRow>(
      `SELECT ${MATERIAL_COLUMNS} FROM ${from}
       ORDER BY c.created_at DESC, c.target_id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from}`, [userId]),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}
