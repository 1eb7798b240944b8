import type { Role } from '../accounts/accounts.repo.js';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { parseIdCsv } from '../http/id-csv.js';
import { findMaterial } from '../materials/materials.repo.js';
import { presentUploads } from '../uploads/uploads.service.js';
import { REASON_MAX_CHARS, REVIEW_BULK_MAX, REVIEW_REASONS } from './review.constants.js';
import { decide, findHistory, listDecisions, listPending, type EventRow } from './review.repo.js';

export interface ReviewDeps {
  db: Db;
  clock: () => Date;
}

export const REVIEW_ROLES: Role[] = ['reviewer', 'admin'];

export function reasons() {
  return { reasons: [...REVIEW_REASONS] };
}

export async function pending({ db }: ReviewDeps, page: number, pageSize: number) {
  const { rows, total } = await listPending(db, (page - 1) * pageSize, pageSize);
  const presented = await presentUploads(db, rows);
  return {
    lists: presented.map((p, i) => ({
      ...p,
      uploader: { id: rows[i]?.uploader_id ?? null, name: rows[i]?.uploader_name ?? '' },
      submitted_at: rows[i]?.submitted_at?.toISOString() ?? p.created_at,
    })),
    total,
  };
}


/** Approves or rejects (ids comma-separated: bulk) all at once; a decided one stops them all. */
export async function review(
  { db, clock }: ReviewDeps,
  reviewerId: number,
  rawIds: string,
  status: 'pass' | 'reject',
  rawReason: string | undefined,
) {
  const ids = parseIdCsv(rawIds, 'ids', REVIEW_BULK_MAX);
  const reason = (rawReason ?? '').trim();
  if (status === 'reject' && reason === '') throw new ApiError('reviewReasonRequired');
  if (Array.from(reason).length > REASON_MAX_CHARS) throw ApiError.invalidField('reason');
  const result = await decide(db, {
    ids,
    status,
    reason: status === 'reject' ? reason : null,
    reviewerId,
    at: clock(),
  });
  if ('notPending' in result) {
    throw new ApiError('reviewNotPending').withDetails({ notPending: result.notPending });
  }
  return { ids: result.done, status };
}

function presentEvent(e: EventRow) {
  return {
    id: e.id,
    material_id: e.material_id,
    material_title: e.material_title,
    material_path: e.material_path,
    action: e.action,
    reason: e.reason,
    actor: { id: e.actor_id, name: e.actor_name ?? '' },
    created_at: e.created_at.toISOString(),
  };
}

/** A material's trail: reviewers see any, an uploader only their own. */
export async function history(
  { db }: ReviewDeps,
  viewer: { id: number; role: Role },
  materialId: number,
) {
  const material = await findMaterial(db, materialId);
  const mayRead =
    material && (REVIEW_ROLES.includes(viewer.role) || material.uploader_id === viewer.id);
  if (!mayRead) throw new ApiError('materialNotFound');
  return { lists: (await findHistory(db, materialId)).map(presentEvent) };
}

export async function decisions({ db }: ReviewDeps, page: number, pageSize: number) {
  const { rows, total } = await listDecisions(db, (page - 1) * pageSize, pageSize);
  return { lists: rows.map(presentEvent), total };
}
