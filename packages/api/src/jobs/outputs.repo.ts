// SQL of the render outputs' ledger (migration 0029): which stored images renders made, and until when
// each is kept without something showing it.
import type { Db } from '../db/db.js';
import type { OutputPurpose } from '../render/render.job.js';

export interface OutputRow {
  object_key: string;
  purpose: OutputPurpose;
}

/** Registers the key, or moves its expiry later (a preview drawn again). */
export async function registerOutput(
  db: Db,
  o: { key: string; userId: number; purpose: OutputPurpose; expiresAt: Date },
) {
  await db.query(
    `INSERT INTO render_outputs (object_key, user_id, purpose, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (object_key) DO UPDATE SET expires_at = greatest(render_outputs.expires_at, $4)`,
    [o.key, o.userId, o.purpose, o.expiresAt.toISOString()],
  );
}

/**
 * Expired outputs, with whether a design, creation record, submission or batch row shows the image (a design's
 * current image is kept). `urlPrefix`: the storage driver's URL of a key, less the key (templates
 * keep the URL).
 */
export function expiredOutputs(db: Db, now: Date, urlPrefix: string, limit: number) {
  return db.query<OutputRow & { shown: boolean }>(
    `SELECT o.object_key, o.purpose,
            CASE WHEN o.purpose = 'design' THEN
              EXISTS (SELECT 1 FROM creation_records r WHERE r.object_key = o.object_key)
              OR EXISTS (SELECT 1 FROM template_submissions s WHERE s.object_key = o.object_key)
              OR EXISTS (SELECT 1 FROM batch_items b WHERE b.object_key = o.object_key)
              OR EXISTS (SELECT 1 FROM templates t WHERE t.path = $2 || o.object_key)
            ELSE false END AS shown
       FROM render_outputs o WHERE o.expires_at <= $1 ORDER BY o.expires_at LIMIT $3`,
    [now.toISOString(), urlPrefix, limit],
  );
}

export async function forgetOutputs(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db.query('DELETE FROM render_outputs WHERE object_key = ANY($1::text[])', [
    `{${keys.join(',')}}`,
  ]);
}
