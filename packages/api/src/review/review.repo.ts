import type { Db } from '../db/db.js';
import { intArray } from '../db/params.js';
import { insertMessage } from '../messages/messages.repo.js';
import { UPLOAD_COLUMNS, type UploadListRow } from '../uploads/uploads.repo.js';

export interface PendingRow extends UploadListRow {
  uploader_name: string | null;
}

/** The review queue: oldest submission first. */
export async function listPending(db: Db, offset: number, limit: number) {
  const [rows, counts] = await Promise.all([
    db.query<PendingRow>(
      `SELECT ${UPLOAD_COLUMNS}, u.name AS uploader_name
         FROM materials m LEFT JOIN users u ON u.id = m.uploader_id
        WHERE m.status = 'wait' ORDER BY m.submitted_at, m.id LIMIT $1 OFFSET $2`,
      [limit, offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM materials WHERE status = 'wait'`,
    ),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

export interface Decision {
  ids: readonly number[];
  status: 'pass' | 'reject';
  reason: string | null;
  reviewerId: number;
  at: Date;
}

const notice = (status: Decision['status'], title: string, reason: string | null) =>
  status === 'pass'
    ? {
        kind: 'review_pass' as const,
        title: '素材审核通过',
        content: `您上传的素材「${title}」已通过审核，现在可以在素材库中搜索到。`,
      }
    : {
        kind: 'review_reject' as const,
        title: '素材未通过审核',
        content: `您上传的素材「${title}」未通过审核，原因：${reason ?? ''}。可在“我的上传 - 未通过”中修改后重新提交。`,
      };

/**
 * Decides every material at once or none: each must still be waiting. The decision, its audit
 * event and the uploader's message commit together. Returns the ids not waiting (nothing done).
 */
export function decide(
  db: Db,
  d: Decision,
): Promise<{ done: number[] } | { notPending: number[] }> {
  return db
    .tx(async (tx) => {
      const updated = await tx.query<{ id: number; uploader_id: number | null; title: string }>(
        `UPDATE materials SET status = $2, reason = $3, reviewed_at = $4, reviewer_id = $5
        WHERE id = ANY($1::int[]) AND status = 'wait' RETURNING id, uploader_id, title`,
        [intArray(d.ids), d.status, d.reason, d.at.toISOString(), d.reviewerId],
      );
      if (updated.length !== d.ids.length) {
        const got = new Set(updated.map((r) => r.id));
        // Throwing rolls the partial update back.
        throw new NotPending(d.ids.filter((id) => !got.has(id)));
      }
      for (const row of updated) {
        await tx.query(
          `INSERT INTO review_events (material_id, actor_id, action, reason, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
          [row.id, d.reviewerId, d.status, d.reason, d.at.toISOString()],
        );
        if (row.uploader_id !== null) {
          await insertMessage(tx, {
            userId: row.uploader_id,
            materialId: row.id,
            at: d.at,
            ...notice(d.status, row.title, d.reason),
          });
        }
      }
      return { done: updated.map((r) => r.id) };
    })
    .catch((err: unknown) => {
      if (err instanceof NotPending) return { notPending: err.ids };
      throw err;
    });
}

class NotPending extends Error {
  constructor(readonly ids: number[]) {
    super('not pending');
  }
}

export interface EventRow {
  id: number;
  material_id: number;
  action: 'submit' | 'resubmit' | 'pass' | 'reject';
  reason: string | null;
  actor_id: number | null;
  actor_name: string | null;
  created_at: Date;
  material_title: string;
  material_path: string;
}

const EVENT_SELECT = `SELECT e.id, e.material_id, e.action, e.reason, e.actor_id, u.name AS actor_name,
    e.created_at, m.title AS material_title, m.path AS material_path
  FROM review_events e JOIN materials m ON m.id = e.material_id
  LEFT JOIN users u ON u.id = e.actor_id`;

export function findHistory(db: Db, materialId: number) {
  return db.query<EventRow>(`${EVENT_SELECT} WHERE e.material_id = $1 ORDER BY e.id`, [materialId]);
}

/** Every review decision, newest first (the audit trail of the console). */
export async function listDecisions(db: Db, offset: number, limit: number) {
  const [rows, counts] = await Promise.all([
    db.query<EventRow>(
      `${EVENT_SELECT} WHERE e.action IN ('pass', 'reject')
        ORDER BY e.created_at DESC, e.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM review_events WHERE action IN ('pass', 'reject')`,
    ),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}
