import type { Db } from '../db/db.js';
import { intArray } from '../db/params.js';
import type { TemplateRow } from '../templates/templates.repo.js';
import { DETAIL_SLOT } from './smart.constants.js';

export interface CandidateRow extends TemplateRow {
  slots: string[];
  synthetic: string;
  replace_obj: string;
}

const COLUMNS = `t.id, t.template_id, t.name, t.path, t.width, t.height, t.category, t.tag_ids,
  t.layout_family, t.downloads, t.owner_id, t.created_at, t.slots, t.synthetic, t.replace_obj`;

/**
 * Library templates of the flow's category whose industry is one of `industries` (the chosen ones
 * and 通用; empty = any), detail templates (DETAIL_SLOT) for the single-image form and only for it,
 * by id so equal inputs give equal candidates. `ids` narrows to those.
 */
export function listCandidates(
  db: Db,
  category: number,
  industries: readonly number[],
  detail: boolean,
  ids?: readonly number[],
): Promise<CandidateRow[]> {
  const params: (string | number)[] = [category, DETAIL_SLOT];
  const hasDetailSlot = '$2 = ANY(t.slots)';
  const clauses = [
    't.owner_id IS NULL',
    't.category = $1',
    detail ? hasDetailSlot : `NOT ${hasDetailSlot}`,
  ];
  if (industries.length > 0)
    clauses.push(`t.tag_ids && $${params.push(intArray(industries))}::int[]`);
  if (ids) clauses.push(`t.id = ANY($${params.push(intArray(ids))}::int[])`);
  return db.query<CandidateRow>(
    `SELECT ${COLUMNS} FROM templates t WHERE ${clauses.join(' AND ')} ORDER BY t.id`,
    params,
  );
}
