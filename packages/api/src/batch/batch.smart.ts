// 每行智能推荐 (issue 33 item 1): a batch mapped onto a scenario rather than one template. The sheet's
// columns map to smart creation's form fields (its copy lines and its images), and each row's
// template is smart creation's own ranking (getSmartProfile's rankTemplates) for that row's copy
// and pictures: the best template that holds the row's images and fits its copy. Among templates
// the ranking scores near-equal (SMART_NEAR_EQUAL), the one fewer rows use already is taken.
import { SLOT_FIELD_LABELS, type SlotField } from '@adstudio/render';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { listTags } from '../templates/templates.repo.js';
import {
  COPY_FIELDS,
  IMAGE_FIELDS,
  normaliseInputs,
  type CopyField,
  type ImageField,
  type SmartInputs,
} from '../smart/smart.inputs.js';
import { rankTemplates, type SmartDeps } from '../smart/smart.service.js';
import { SMART_NEAR_EQUAL } from './batch.constants.js';
import { checkMappingOnto, imageRefOf, type ImageRef } from './batch.preflight.js';
import type { Problem, SmartScenario } from './batch.repo.js';

/** The smart form's fields a column may fill: its copy lines, then its images. */
export const SMART_FIELDS: readonly (CopyField | ImageField)[] = [...COPY_FIELDS, ...IMAGE_FIELDS];

const isCopyField = (field: string): field is CopyField =>
  (COPY_FIELDS as readonly string[]).includes(field);

/** The fields as the mapping step lists them (the same shape as a template's slots). */
export const smartSlots = () =>
  SMART_FIELDS.map((field) => ({
    field: field,
    label: SLOT_FIELD_LABELS[field as SlotField],
    text: isCopyField(field),
  }));

/** The scenario's tag ids parsed as smart creation parses them, each known to the library. */
export async function checkScenario(
  db: Db,
  tagIdJson: string,
  isCheck: 0 | 1,
): Promise<SmartScenario> {
  const { tagIds } = normaliseInputs({ tagId: tagIdJson, is_check: isCheck });
  const known = new Set((await listTags(db, [])).map((t) => t.id));
  const unknown = tagIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new ApiError('smartUnknownTags', { ids: unknown.slice(0, 5).join('、') });
  return { tag_ids: tagIds, is_check: isCheck };
}

/** The mapping of a smart batch: each column to one of the smart form's fields. */
export const checkSmartMapping = (raw: unknown, columns: readonly string[]) =>
  checkMappingOnto(raw, columns, new Set(SMART_FIELDS), 'batchUnknownSmartField');

/** A row as smart creation's form: its copy lines per field and its pictures' references. */
function rowInputs(
  scenario: SmartScenario,
  row: { columns: readonly string[]; cells: readonly string[] },
  mapping: Record<string, SlotField>,
  images: Record<string, string>,
): SmartInputs {
  const copy: Partial<Record<CopyField, string[]>> = {};
  const refs: Partial<Record<ImageField, string>> = {};
  row.columns.forEach((column, i) => {
    const field: string | undefined = mapping[column];
    const cell = (row.cells[i] ?? '').trim();
    if (!field || !cell) return;
    if (isCopyField(field)) copy[field] = [...(copy[field] ?? []), cell];
    else {
      // A picture preflight cannot find is its problem to report; the ranking goes without it.
      const ref: ImageRef = imageRefOf(cell, images);
      if ('ref' in ref) refs[field as ImageField] = ref.ref;
    }
  });
  return normaliseInputs({
    tagId: JSON.stringify(scenario.tag_ids),
    text: JSON.stringify(copy),
    ...refs,
    is_check: scenario.is_check,
  });
}

/**
 * What the choice needs of a row's ranking, not its filled documents (a sheet of distinct rows
 * keeps one small summary a row): the first page's templates that hold the row's pictures — the
 * ranking placed each one, and the template has the slot the column fills (the row is drawn by
 * filling the mapped slots, as a one-template batch is) — and, should none, the first of the rest
 * that holds them, in the ranking's order.
 */
interface Summary {
  fit: { id: number; score: number }[];
  fallback: number | undefined;
}

function summaryOf(
  { page, ordered, rows }: Awaited<ReturnType<typeof rankTemplates>>,
  fields: readonly string[],
): Summary {
  const holds = (id: number) => {
    const slots = rows.get(id)?.slots ?? [];
    return fields.every((f) => slots.includes(f));
  };
  return {
    fit: page
      .filter((r) => r.unplaced.length === 0 && holds(r.id))
      .map(({ id, score }) => ({ id, score })),
    fallback: ordered.find((r) => holds(r.id))?.id,
  };
}

export type RowChoice = { templateId: number } | { problem: Problem };

const NO_TEMPLATE: Problem = {
  level: 'block',
  kind: 'no-template',
  message: '这个使用场景里没有能放下这一行文案和图片的模板，请缩短文案、换一张图片或换一个使用场景',
};

/**
 * Chooses each row's template in turn (one chooser per preflight, rows in sheet order): rows with
 * the same copy and pictures are ranked once.
 */
export function rowChooser(
  deps: SmartDeps,
  userId: number,
  scenario: SmartScenario,
  mapping: Record<string, SlotField>,
  images: Record<string, string>,
) {
  const used = new Map<number, number>();
  const rankings = new Map<string, Promise<Summary>>();
  return async (row: {
    columns: readonly string[];
    cells: readonly string[];
  }): Promise<RowChoice> => {
    let inputs: SmartInputs;
    try {
      inputs = rowInputs(scenario, row, mapping, images);
    } catch (err) {
      // A line past smart creation's own limits: the row's problem, not the batch's.
      if (!(err instanceof ApiError)) throw err;
      return { problem: { level: 'block', kind: 'text-too-long', message: err.message } };
    }
    const key = JSON.stringify([inputs.copy, inputs.images]);
    let ranking = rankings.get(key);
    if (!ranking) {
      const fields = Object.keys(inputs.images);
      ranking = rankTemplates(deps, inputs, userId).then((r) => summaryOf(r, fields));
      rankings.set(key, ranking);
    }
    const { fit, fallback } = await ranking;
    const best = Math.max(...fit.map((r) => r.score));
    const near = fit.filter((r) => r.score >= best - SMART_NEAR_EQUAL);
    // The fewest rows so far among the near-equal, the better score between equals.
    const fromPage = near.reduce<(typeof near)[number] | undefined>((chosen, r) => {
      if (!chosen) return r;
      const a = used.get(r.id) ?? 0;
      const b = used.get(chosen.id) ?? 0;
      return a < b || (a === b && r.score > chosen.score) ? r : chosen;
    }, undefined);
    const pick = fromPage?.id ?? fallback;
    if (pick === undefined) return { problem: NO_TEMPLATE };
    used.set(pick, (used.get(pick) ?? 0) + 1);
    return { templateId: pick };
  };
}
