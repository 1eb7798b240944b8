import {
  DOC_MAX_CHARS,
  LAYER_MAX,
  LAYER_NESTING_MAX,
  SLOT_FIELD_LABELS,
  SLOT_MAX,
  TEXT_MAX_CHARS,
  TEXT_SLOT_FIELDS,
  deriveColumns,
  fillTemplate,
  restoreTemplate,
  TemplateError,
  type ReplaceObj,
  type TemplateDoc,
} from '@adstudio/render';
import { ApiError } from '../http/errors.js';
import { JSON_DEPTH_MAX } from '../http/input-schema.js';
import { COPY_LINES_MAX, FILL_COPY_TOTAL_MAX_CHARS } from './templates.constants.js';
import type { TemplateWrite } from './templates.repo.js';

/** What OpenAPI says of every field that carries a template document: its limits (issue 29). */
export const TEMPLATE_DOC_LIMITS = `上限：${DOC_MAX_CHARS} 个字符、${LAYER_MAX} 个图层、${SLOT_MAX} 个插槽、图层最多嵌套 ${LAYER_NESTING_MAX} 层、JSON 最多 ${JSON_DEPTH_MAX} 层；超出即答 400 模板无法使用，不做任何绘制`;

// The api's only door to template documents: @adstudio/render reads and fills them; its
// TemplateError (Chinese, naming the bad layer) becomes a 400 envelope here.
function guarded<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof TemplateError) {
      throw new ApiError('templateBadDocument', { reason: err.message });
    }
    throw err;
  }
}

/** A stored or submitted document (JSON string or parsed) as a checked TemplateDoc. */
export function readTemplateDoc(raw: unknown): TemplateDoc {
  return guarded(() => {
    if (typeof raw !== 'string') return restoreTemplate(raw);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new TemplateError('synthetic 不是合法的 JSON');
    }
    return restoreTemplate(parsed);
  });
}

// A field's lines as fill and layout see them: list items, and the line breaks inside them.
const linesOf = (value: ReplaceObj[string]): string[] => {
  if (typeof value !== 'string' && !Array.isArray(value)) return [];
  // JSON may put numbers in the list; fill reads them as text too.
  const items: unknown[] = [value].flat();
  return items.flatMap((line) =>
    (typeof line === 'string' ? line : JSON.stringify(line)).split(/\r?\n/u),
  );
};

/** The user's copy within its limits, or the 400 that names the field (before any work). */
function checkCopy(replaceObj: ReplaceObj): void {
  let total = 0;
  for (const field of TEXT_SLOT_FIELDS) {
    const lines = linesOf(replaceObj[field]);
    const label = SLOT_FIELD_LABELS[field];
    if (lines.length > COPY_LINES_MAX) {
      throw new ApiError('copyTooManyLines', { field: label, limit: COPY_LINES_MAX });
    }
    // A field's text ends up in its labels, which hold TEXT_MAX_CHARS at most.
    const chars = lines.reduce((n, line) => n + Array.from(line).length, 0);
    if (chars > TEXT_MAX_CHARS)
      throw new ApiError('copyTooLong', { field: label, limit: TEXT_MAX_CHARS });
    total += chars;
  }
  if (total > FILL_COPY_TOTAL_MAX_CHARS) {
    throw new ApiError('copyTooMuch', { limit: FILL_COPY_TOTAL_MAX_CHARS });
  }
}

/** The document with the user's copy and images in its slots; copy over its limits is refused. */
export function fillTemplateDoc(doc: TemplateDoc, replaceObj: ReplaceObj): TemplateDoc {
  checkCopy(replaceObj);
  return guarded(() => fillTemplate(doc, replaceObj).doc);
}

/** The row a save writes: the record, the document and the columns derived from it. */
export function templateWriteOf(
  doc: TemplateDoc,
  record: Pick<TemplateWrite, 'template_id' | 'name' | 'path' | 'owner_id' | 'created_at'> & {
    id?: number;
    replaceObj: unknown;
  },
): TemplateWrite {
  const columns = deriveColumns(doc);
  return {
    ...(record.id !== undefined && { id: record.id }),
    template_id: record.template_id,
    name: record.name,
    path: record.path,
    synthetic: JSON.stringify(doc),
    replace_obj: JSON.stringify(record.replaceObj ?? {}),
    category: columns.category,
    width: columns.width,
    height: columns.height,
    tag_ids: columns.tagIds,
    slots: columns.slots,
    layout_family: columns.layoutFamily,
    owner_id: record.owner_id,
    created_at: record.created_at,
  };
}
