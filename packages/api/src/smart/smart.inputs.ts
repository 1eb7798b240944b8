// Step 1 of the pipeline (QUICKCREATE §6): the form's strings become checked inputs, or a clear 400.
import type { Category } from '@adstudio/domain';
import type { Static } from '@fastify/type-provider-typebox';
import { SLOT_FIELD_LABELS } from '@adstudio/render';
import { ApiError } from '../http/errors.js';
import {
  COPY_LINES_MAX,
  COPY_MAX_CHARS,
  COPY_TOTAL_MAX_CHARS,
  FLOW_CATEGORY,
  TAG_IDS_MAX,
  TEMPLATE_IDS_MAX,
} from './smart.constants.js';
import type { SmartProfileBody } from './smart.schema.js';

export const COPY_FIELDS = ['mainLabel', 'secondLabel', 'thirdLabel'] as const;
export type CopyField = (typeof COPY_FIELDS)[number];
/**
 * The single-image form's other fields (spec §2 智能创作（单张）), filled only into the product
 * detail templates: productLabel is the four content groups as one list of twelve lines (group g's
 * main content, sub-content a and b at 3g, 3g + 1, 3g + 2; an empty line keeps its place).
 */
export const DETAIL_FIELDS = [
  'codeLabel',
  'productTopLabel',
  'productLabel',
  'productNotesLabel',
  'notesLabel',
  'copyrightNotice',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type TextField = CopyField | DetailField;
export const TEXT_FIELDS: readonly TextField[] = [...COPY_FIELDS, ...DETAIL_FIELDS];
// Lines of these fields keep their positions: each line has its own slot.
const POSITIONAL: readonly TextField[] = ['productLabel'];
export const IMAGE_FIELDS = ['role', 'product', 'logo', 'code'] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];

export interface SmartInputs {
  category: Category;
  tagIds: number[];
  /** Copy lines per field; a field absent here was not given. */
  copy: Partial<Record<TextField, string[]>>;
  /** The single-image form asked (its content groups were given): detail templates only. */
  detail: boolean;
  /** Image reference per field. */
  images: Partial<Record<ImageField, string>>;
  /** 生成更多: the templates to fill, in order; undefined on the first call. */
  templateIds: number[] | undefined;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const isId = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) > 0 && (v as number) < 2 ** 31;

function idList(raw: string, bad: ApiError, max: number, tooMany: () => ApiError): number[] {
  const parsed = parseJson(raw.trim());
  if (!Array.isArray(parsed)) throw bad;
  const ids = (parsed as unknown[]).map((v) =>
    typeof v === 'string' && /^\d{1,10}$/u.test(v) ? Number(v) : v,
  );
  if (!ids.every(isId)) throw bad;
  const distinct = [...new Set(ids)];
  if (distinct.length > max) throw tooMany();
  return distinct;
}

function copyLines(field: TextField, value: unknown): string[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  if (!list.every((v): v is string => typeof v === 'string')) throw new ApiError('smartBadCopy');
  // Counted as sent, before anything is trimmed or ranked: every line is work for every template.
  if (list.length > COPY_LINES_MAX) {
    throw new ApiError('copyTooManyLines', {
      field: SLOT_FIELD_LABELS[field],
      limit: COPY_LINES_MAX,
    });
  }
  const trimmed = list.map((s) => s.trim());
  const lines = POSITIONAL.includes(field)
    ? trimmed.some(Boolean)
      ? trimmed
      : []
    : trimmed.filter(Boolean);
  for (const line of lines) {
    if (Array.from(line).length > COPY_MAX_CHARS) {
      throw new ApiError('copyTooLong', {
        field: SLOT_FIELD_LABELS[field],
        limit: COPY_MAX_CHARS,
      });
    }
  }
  return lines;
}

function parseCopy(raw: string | undefined): SmartInputs['copy'] {
  const text = raw?.trim() ?? '';
  if (text === '') return {};
  // A plain line is the main title (the simplest client sends just that).
  if (!text.startsWith('{')) return { mainLabel: copyLines('mainLabel', text) };
  const parsed = parseJson(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiError('smartBadCopy');
  }
  const copy: SmartInputs['copy'] = {};
  for (const field of TEXT_FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (value === undefined || value === null) continue;
    const lines = copyLines(field, value);
    if (lines.length > 0) copy[field] = lines;
  }
  const total = Object.values(copy).reduce(
    (sum, lines) => sum + lines.reduce((n, line) => n + Array.from(line).length, 0),
    0,
  );
  if (total > COPY_TOTAL_MAX_CHARS) {
    throw new ApiError('copyTooMuch', { limit: COPY_TOTAL_MAX_CHARS });
  }
  return copy;
}

export function normaliseInputs(body: Static<typeof SmartProfileBody>): SmartInputs {
  const tagIds = idList(
    body.tagId,
    new ApiError('smartBadTags'),
    TAG_IDS_MAX,
    () => new ApiError('smartBadTags'),
  );
  if (tagIds.length === 0) throw new ApiError('smartNoScene');
  const rawIds = body.templateIds?.trim();
  const templateIds = rawIds
    ? idList(
        rawIds,
        new ApiError('smartBadTemplateIds'),
        TEMPLATE_IDS_MAX,
        () => new ApiError('smartTooManyTemplates', { limit: TEMPLATE_IDS_MAX }),
      )
    : undefined;
  const images: SmartInputs['images'] = {};
  for (const field of IMAGE_FIELDS) {
    const ref = body[field]?.trim();
    if (ref) images[field] = ref;
  }
  const copy = parseCopy(body.text);
  return {
    category: FLOW_CATEGORY[body.is_check],
    tagIds,
    copy,
    detail: copy.productLabel !== undefined,
    images,
    templateIds,
  };
}
