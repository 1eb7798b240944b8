// Preflight (issue 33 item 2): every row is checked before anything is drawn. The checks are the
// product's own: render's layout decides whether the copy fits at its minimum size, the api's word
// checker finds 禁用 (blocks the row) and 敏感 (warns) words, render's texture rules decide which
// images may be used, a material's copyright 来源不明 is flagged, and smart generation's face rule
// (the face whole on the canvas, FACE_VISIBLE_MIN) says whether a person would be cut.
import {
  canvasBox,
  fillTemplate,
  layoutLabel,
  SLOT_FIELD_LABELS,
  TemplateError,
  TEXT_SLOT_FIELDS,
  type ReplaceObj,
  type SlotField,
  type TemplateDoc,
} from '@adstudio/render';
import { nodeMeasurer } from '@adstudio/render/node';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { findMaterial } from '../materials/materials.repo.js';
import { COPYRIGHT_TEXT } from '../uploads/uploads.constants.js';
import { FACE_VISIBLE_MIN } from '../smart/smart.constants.js';
import type { ImageFacts, ImageFactsPort } from '../smart/smart.images.js';
import { boxOnCanvas, intersection, shareInside } from '../smart/smart.place.js';
import { copyWarning } from '../smart/smart.wordcheck.js';
import type { WordCheckService } from '../wordcheck/wordcheck.service.js';
import { GENERAL_INDUSTRY } from '../wordcheck/wordcheck.types.js';
import type { Problem } from './batch.repo.js';

const isTextField = (field: SlotField) => TEXT_SLOT_FIELDS.includes(field);

/** The slot fields a template has, each with its Chinese name (the mapping's targets). */
export function slotsOf(doc: TemplateDoc): { field: SlotField; label: string; text: boolean }[] {
  const fields = new Set<SlotField>();
  for (const l of Object.values(doc.renderConfig.materials)) if (l.slot) fields.add(l.slot.field);
  return [...fields].map((field) => ({
    field,
    label: SLOT_FIELD_LABELS[field],
    text: isTextField(field),
  }));
}

/**
 * A mapping checked against the sheet's columns and the fields it may fill: a column that does not
 * exist, or a field outside `fields`, is refused (`unknownField` names which).
 */
export function checkMappingOnto(
  raw: unknown,
  columns: readonly string[],
  fields: ReadonlySet<string>,
  unknownField: 'batchUnknownSlot' | 'batchUnknownSmartField',
): Record<string, SlotField> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ApiError('batchBadMapping');
  const out: Record<string, SlotField> = {};
  for (const [column, slot] of Object.entries(raw as Record<string, unknown>)) {
    if (slot === '' || slot === null) continue;
    if (typeof slot !== 'string') throw new ApiError('batchBadMapping');
    if (!columns.includes(column))
      throw new ApiError('batchUnknownColumn', { column: column.slice(0, 50) });
    if (!fields.has(slot))
      throw new ApiError(unknownField, { column: column.slice(0, 50), slot: slot.slice(0, 50) });
    out[column] = slot as SlotField;
  }
  if (Object.keys(out).length === 0) throw new ApiError('batchNoMapping');
  return out;
}

/** The mapping checked against the sheet's columns and the template's slots. */
export const checkMapping = (raw: unknown, columns: readonly string[], doc: TemplateDoc) =>
  checkMappingOnto(raw, columns, new Set(slotsOf(doc).map((s) => s.field)), 'batchUnknownSlot');

export type ImageRef = { ref: string } | { missing: string };

const MATERIAL_ID = /^(?:material:)?(\d{1,10})$/u;

/** The key a zip image is found by: its name without folders, in lower case. */
export const imageKey = (name: string) => (name.split(/[\\/]/u).pop() ?? name).toLowerCase();

// An image cell that asks the library: 搜索:咖啡杯 (either colon) takes the first picture found.
const SEARCH_CELL = /^搜索[:：]\s*(\S.*)$/u;

/** The library search an image cell asks for, if it asks for one. */
export const searchKeywordOf = (cell: string) => SEARCH_CELL.exec(cell.trim())?.[1]?.trim();

/**
 * What an image cell names: a material id, a picture of the uploaded zip by its name, or a library
 * search (its answer kept in `images` by preflight, under the cell as a zip picture's name is).
 */
export function imageRefOf(cell: string, images: Record<string, string>): ImageRef {
  const material = MATERIAL_ID.exec(cell);
  if (material?.[1]) return { ref: `material:${material[1]}` };
  const url = images[imageKey(cell)];
  return url ? { ref: url } : { missing: cell };
}

/** The row's copy and images as render's replaceObj (text columns of one slot join by line). */
export function replaceObjOf(
  columns: readonly string[],
  cells: readonly string[],
  mapping: Record<string, SlotField>,
  images: Record<string, string>,
): { replaceObj: ReplaceObj; refs: Map<string, ImageRef> } {
  const replaceObj: ReplaceObj = {};
  const refs = new Map<string, ImageRef>();
  columns.forEach((column, i) => {
    const field = mapping[column];
    const cell = cells[i] ?? '';
    if (!field) return;
    if (isTextField(field)) {
      const before = replaceObj[field];
      replaceObj[field] = typeof before === 'string' && before ? `${before}\n${cell}` : cell;
      return;
    }
    if (!cell) {
      replaceObj[field] = '';
      return;
    }
    const ref = imageRefOf(cell, images);
    refs.set(field, ref);
    replaceObj[field] = 'ref' in ref ? ref.ref : '';
  });
  return { replaceObj, refs };
}

export interface PreflightDeps {
  db: Db;
  wordcheck: Pick<WordCheckService, 'checkText'>;
  /** Pixel size and vision's faces of each image (smart generation's port). */
  facts: ImageFactsPort;
}

export interface RowVerdict {
  blocked: boolean;
  problems: Problem[];
}

// Facts and materials asked once per preflight, however many rows use the same picture.
export function preflightCache(deps: PreflightDeps, userId: number) {
  const facts = new Map<string, Promise<ImageFacts | undefined>>();
  const materials = new Map<string, Promise<Awaited<ReturnType<typeof findMaterial>>>>();
  return {
    facts(ref: string) {
      let found = facts.get(ref);
      if (!found) {
        found = deps.facts.factsOf([ref], userId).then(
          (m) => m.get(ref),
          () => undefined,
        );
        facts.set(ref, found);
      }
      return found;
    },
    material(id: string) {
      let found = materials.get(id);
      if (!found) {
        found = findMaterial(deps.db, Number(id));
        materials.set(id, found);
      }
      return found;
    },
  };
}

type Cache = ReturnType<typeof preflightCache>;

async function checkImages(
  refs: Map<string, ImageRef>,
  cache: Cache,
  problems: Problem[],
): Promise<Record<string, ImageFacts>> {
  const known: Record<string, ImageFacts> = {};
  for (const [field, ref] of refs) {
    const label = SLOT_FIELD_LABELS[field as SlotField];
    if ('missing' in ref) {
      problems.push({
        level: 'block',
        kind: 'image-missing',
        message: searchKeywordOf(ref.missing)
          ? `${label}「${ref.missing.slice(0, 60)}」在素材库里没有找到图片，请换一个关键词`
          : `${label}「${ref.missing.slice(0, 60)}」不在上传的图片压缩包里，也不是素材编号或“搜索:关键词”`,
      });
      continue;
    }
    const id = MATERIAL_ID.exec(ref.ref)?.[1];
    if (id) {
      const material = await cache.material(id);
      if (material?.status !== 'pass') {
        problems.push({
          level: 'block',
          kind: 'image-refused',
          message: `${label}：素材 ${id} 不存在或未通过审核`,
        });
        continue;
      }
      if (material.copyright.includes(COPYRIGHT_TEXT[2])) {
        problems.push({
          level: 'warn',
          kind: 'copyright-unknown',
          message: `${label}：素材 ${id} 的版权${COPYRIGHT_TEXT[2]}，用于商业广告前请确认授权`,
        });
      }
    }
    const facts = await cache.facts(ref.ref);
    if (!facts) {
      problems.push({
        level: 'block',
        kind: 'image-refused',
        message: `${label}的图片无法使用（只能使用素材库、本人上传和压缩包里的图片）`,
      });
      continue;
    }
    known[ref.ref] = facts;
  }
  return known;
}

function checkText(doc: TemplateDoc, mapped: ReadonlySet<SlotField>, problems: Problem[]) {
  const seen = new Set<SlotField>();
  for (const l of Object.values(doc.renderConfig.materials)) {
    if (l.type !== 'label' || l.hidden || !l.slot || !mapped.has(l.slot.field)) continue;
    if (seen.has(l.slot.field)) continue;
    const { outcome } = layoutLabel(l, nodeMeasurer);
    if (outcome !== 'below-min' && outcome !== 'cut') continue;
    seen.add(l.slot.field);
    const hint = l.slot.maxChars ? `，请控制在 ${l.slot.maxChars} 字内` : '，请缩短';
    problems.push({
      level: 'block',
      kind: 'text-too-long',
      message: `${SLOT_FIELD_LABELS[l.slot.field]}过长，缩到最小字号也放不下${hint}`,
    });
  }
}

// smart generation's rule (smart.evaluate.ts checkFace): the face whole inside the part of its
// layer that is on the canvas.
function checkFaces(doc: TemplateDoc, facts: Record<string, ImageFacts>, problems: Problem[]) {
  const { width_g: w, height_g: h } = doc.renderConfig;
  for (const l of Object.values(doc.renderConfig.materials)) {
    if (l.type !== 'sprite' || l.hidden) continue;
    const image = facts[l.texture];
    if (!image?.face) continue;
    const face = boxOnCanvas(l, image, image.face.box);
    const shown = intersection(canvasBox(l), { x: 0, y: 0, w, h });
    if (!shown || shareInside(face, shown) < FACE_VISIBLE_MIN) {
      const label = l.slot ? SLOT_FIELD_LABELS[l.slot.field] : '图片';
      problems.push({
        level: 'warn',
        kind: 'face-cut',
        message: `${label}里的人脸会被裁切，请换一张人脸完整、居中的照片`,
      });
    }
  }
}

async function checkWords(
  wordcheck: PreflightDeps['wordcheck'],
  text: string,
  problems: Problem[],
) {
  if (!text.trim()) return;
  const { hits } = await wordcheck.checkText(text, GENERAL_INDUSTRY, null);
  const banned = hits.filter((h) => h.severity === '禁用');
  const sensitive = hits.filter((h) => h.severity === '敏感');
  if (banned.length > 0) {
    problems.push({
      level: 'block',
      kind: 'banned-word',
      message: [...new Set(banned.map(copyWarning))].join('；'),
      words: [...new Set(banned.map((h) => h.matched))],
      suggestions: [...new Set(banned.flatMap((h) => h.suggestions.slice(0, 3)))],
    });
  }
  if (sensitive.length > 0) {
    problems.push({
      level: 'warn',
      kind: 'sensitive-word',
      message: [...new Set(sensitive.map(copyWarning))].join('；'),
      words: [...new Set(sensitive.map((h) => h.matched))],
    });
  }
}

/** One row's problems; `blocked` when any of them stops the row. */
export async function preflightRow(
  deps: PreflightDeps,
  cache: Cache,
  input: {
    doc: TemplateDoc;
    columns: readonly string[];
    cells: readonly string[];
    mapping: Record<string, SlotField>;
    images: Record<string, string>;
  },
): Promise<RowVerdict> {
  const problems: Problem[] = [];
  const { replaceObj, refs } = replaceObjOf(
    input.columns,
    input.cells,
    input.mapping,
    input.images,
  );
  const facts = await checkImages(refs, cache, problems);
  const text = input.columns
    .filter((c) => {
      const field = input.mapping[c];
      return field !== undefined && isTextField(field);
    })
    .map((c) => input.cells[input.columns.indexOf(c)] ?? '')
    .join('\n');
  await checkWords(deps.wordcheck, text, problems);
  try {
    const filled = fillTemplate(input.doc, replaceObj, { images: facts }).doc;
    const mapped = new Set(Object.values(input.mapping));
    checkText(filled, mapped, problems);
    checkFaces(filled, facts, problems);
  } catch (err) {
    if (!(err instanceof TemplateError)) throw err;
    problems.push({ level: 'block', kind: 'fill-refused', message: err.message });
  }
  return { blocked: problems.some((p) => p.level === 'block'), problems };
}
