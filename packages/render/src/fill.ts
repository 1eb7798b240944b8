// fillTemplate (QUICKCREATE §3): the user's copy and images go into the document's slots. Fields
// absent from replaceObj leave the design's own content; a field present but empty applies the
// slot's whenEmpty rule.
import { chars as charsOf, layoutLabel, type Measurer } from './layout.js';
import { placeImage, freeCutout, YAW_SIDE_DEG, type Placement, type PlacementFacts } from './place.js';
import { SLOT_FIELD_LABELS } from './template.labels.js';
import { TEXT_SLOT_FIELDS, type Layer, type SlotField, type SpriteLayer, type TemplateDoc } from './template.schema.js';

/** A box in 0..1 of the image's size. */
export interface ImageBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What vision found in the images, keyed by image source, and how to measure text. */
export interface FillFacts {
  faces?: Record<string, { box: ImageBox; /** degrees; positive = the person faces the viewer's right */ yaw: number }>;
  subjects?: Record<string, ImageBox>;
  /**
   * Pixel size with face and subject per image source: with it, the user's pictures are placed in
   * their slots (face target, cut-out crop, subject focus; place.ts), not only focused.
   */
  images?: Record<string, PlacementFacts>;
  /** When given, every filled label is laid out and fitting problems become warnings. */
  measurer?: Measurer;
}

export type ReplaceValue = string | string[] | { material?: string; path?: string; flipX?: boolean } | null | undefined;
export type ReplaceObj = Record<string, ReplaceValue>;

// Where a long title may break, best first: the user's line break, then these, then the middle.
const TITLE_BREAKS = ['、', '，', ',', '·', ' ', '！', '？'];

/** Splits a title into `parts` lines that read as units and are as even as possible. */
export function splitTitle(title: string, parts: number): string[] {
  const byLine = title.split(/\r?\n/u).map((s) => s.trim()).filter(Boolean);
  if (byLine.length >= parts || parts < 2) return byLine;
  const chars = charsOf(title.trim());
  if (chars.length < 2) return byLine;
  const middle = chars.length / 2;
  const near = (i: number) => Math.abs(i - middle);
  let best = -1;
  for (const mark of TITLE_BREAKS) {
    chars.forEach((c, i) => {
      if (c === mark && i > 0 && i < chars.length - 1 && (best < 0 || near(i) < near(best))) best = i;
    });
    if (best >= 0 && near(best) <= chars.length / 4) break;
    best = -1;
  }
  if (best >= 0) {
    const head = chars.slice(0, best + (chars[best] === ' ' ? 0 : 1)).join('').replace(/[，,、\s]+$/u, '');
    return [head.trim(), chars.slice(best + 1).join('').trim(), ...Array<string>(parts - 2).fill('')].filter(Boolean);
  }
  // No mark near the middle: where Chinese meets a number or a Latin word (春日新品 / 1号), which
  // reads as a unit; else the middle, never inside a Latin word or number.
  const latin = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/u.test(c);
  let boundary = -1;
  for (let i = 1; i < chars.length; i++)
    if (latin(chars[i - 1]) !== latin(chars[i]) && (boundary < 0 || near(i) < near(boundary))) boundary = i;
  if (boundary > 0 && near(boundary) <= chars.length / 4)
    return [chars.slice(0, boundary).join('').trim(), chars.slice(boundary).join('').trim()].filter(Boolean);
  let cut = Math.round(middle);
  while (cut < chars.length - 1 && latin(chars[cut - 1]) && latin(chars[cut])) cut += 1;
  return [chars.slice(0, cut).join(''), chars.slice(cut).join('')];
}

const isEmpty = (v: ReplaceValue) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.every((s) => !s.trim()));

function textsFor(field: SlotField, value: ReplaceValue, slots: number): string[] {
  if (value === null || value === undefined || typeof value === 'object' && !Array.isArray(value)) return [];
  const list = (Array.isArray(value) ? value : [value]).map(String);
  const [only] = list;
  if (field === 'mainLabel' && only !== undefined && list.length === 1 && slots > 1) return splitTitle(only, slots);
  // More lines than slots: the last slot takes the rest as lines of its own.
  if (list.length > slots && slots > 0) return [...list.slice(0, slots - 1), list.slice(slots - 1).join('\n')];
  return list;
}

function imageFor(value: ReplaceValue): { texture: string; flipX?: boolean } | undefined {
  if (typeof value === 'string') return value ? { texture: value } : undefined;
  if (Array.isArray(value)) return value[0] ? { texture: value[0] } : undefined;
  const texture = value?.material ?? value?.path;
  return texture ? { texture, ...(value?.flipX === undefined ? {} : { flipX: value.flipX }) } : undefined;
}

function applyEmpty(layer: Layer, warnings: string[]) {
  const slot = layer.slot;
  if (!slot) return;
  const label = SLOT_FIELD_LABELS[slot.field];
  if (slot.required) warnings.push(`${label}为必填项，当前为空`);
  if (slot.whenEmpty !== 'keep') layer.hidden = true;
}

// role_0 faces slot.facing; role_left_0 is its mirror placement. Exactly one is drawn.
function placeRole(doc: TemplateDoc, facts: FillFacts | undefined) {
  const layers = doc.renderConfig.materials;
  const main = layers.role_0;
  const alt = layers.role_left_0;
  if (main?.type !== 'sprite') return;
  const face = faceOf(facts, main.texture);
  const facing = face ? (face.yaw > YAW_SIDE_DEG ? 'right' : face.yaw < -YAW_SIDE_DEG ? 'left' : undefined) : undefined;
  const mismatched = facing !== undefined && main.slot?.facing !== undefined && facing !== main.slot.facing;
  if (alt?.type === 'sprite') {
    const useAlt = mismatched && !main.hidden;
    if (useAlt) Object.assign(alt, { texture: main.texture, focusBox: main.focusBox, hidden: false });
    alt.hidden = !useAlt;
    if (useAlt) main.hidden = true;
    for (const l of Object.values(layers)) if (l.mirrorWith === 'role_left_0' && useAlt) mirror(l, doc);
  } else if (mismatched && main.slot?.mirrorable) main.flipX = !main.flipX;
}

function mirror(layer: Layer, doc: TemplateDoc) {
  layer.pos = [doc.renderConfig.width_g - layer.pos[0], layer.pos[1]];
  layer.anchor = [1 - layer.anchor[0], layer.anchor[1]];
}

const faceOf = (facts: FillFacts | undefined, texture: string) => facts?.images?.[texture]?.face ?? facts?.faces?.[texture];

function focusFromFacts(layer: SpriteLayer, facts: FillFacts | undefined) {
  if (layer.focus === 'face') {
    const face = faceOf(facts, layer.texture);
    if (face) layer.focusBox = face.box;
  } else if (layer.focus === 'subject') {
    const subject = facts?.subjects?.[layer.texture] ?? facts?.faces?.[layer.texture]?.box;
    if (subject) layer.focusBox = subject;
  }
}

/**
 * Puts the user's copy and images into a copy of `doc`. Returns the filled document and Chinese
 * warnings (required slot empty, copy longer than the slot's limit, a title that had to shrink
 * below its minimum or be cut).
 */
export function fillTemplate(
  doc: TemplateDoc,
  replaceObj: ReplaceObj,
  facts?: FillFacts,
): { doc: TemplateDoc; warnings: string[]; placements: Record<string, Placement> } {
  const out = structuredClone(doc);
  const warnings: string[] = [];
  const filled = new Set<SpriteLayer>();
  const layers = Object.values(out.renderConfig.materials);
  const byField = new Map<SlotField, Layer[]>();
  const slotIndex = (l: Layer) => l.slot?.index ?? 0;
  for (const l of layers) {
    if (!l.slot) continue;
    byField.set(l.slot.field, [...(byField.get(l.slot.field) ?? []), l]);
  }
  for (const [field, slotted] of byField) {
    slotted.sort((a, b) => slotIndex(a) - slotIndex(b));
    if (TEXT_SLOT_FIELDS.includes(field)) {
      if (!(field in replaceObj)) continue;
      const texts = textsFor(field, replaceObj[field], slotted.length);
      slotted.forEach((l, i) => {
        if (l.type !== 'label') return;
        const text = texts[i]?.trim() ?? '';
        if (!text) {
          applyEmpty(l, warnings);
          return;
        }
        l.text = text;
        l.hidden = false;
        const max = l.slot?.maxChars;
        if (max !== undefined && charsOf(text.replace(/\s/gu, '')).length > max)
          warnings.push(`${SLOT_FIELD_LABELS[field]}「${text}」超过建议的 ${max} 字`);
      });
    } else {
      for (const l of slotted) {
        const value = l.key in replaceObj ? replaceObj[l.key] : field in replaceObj ? replaceObj[field] : undefined;
        if (!(l.key in replaceObj) && !(field in replaceObj)) continue;
        if (l.type !== 'sprite') continue;
        const image = isEmpty(value) ? undefined : imageFor(value);
        if (!image) {
          applyEmpty(l, warnings);
          continue;
        }
        l.texture = image.texture;
        if (image.flipX !== undefined) l.flipX = image.flipX;
        l.hidden = false;
        focusFromFacts(l, facts);
        filled.add(l);
      }
    }
  }
  placeRole(out, facts);
  // After placeRole: the person's side and mirroring decide where its face goes.
  const placements: Record<string, Placement> = {};
  for (const l of Object.values(out.renderConfig.materials)) {
    const image = l.type === 'sprite' && !l.hidden ? facts?.images?.[l.texture] : undefined;
    const userImage = l.type === 'sprite' && (filled.has(l) || l.key === 'role_left_0');
    if (!image || !userImage) continue;
    const canvas = { width: out.renderConfig.width_g, height: out.renderConfig.height_g };
    placements[l.key] = placeImage(l, image, canvas);
    if (placements[l.key] === 'face' || placements[l.key] === 'subject-focus')
      freeCutout(l, image, canvas, Object.values(out.renderConfig.materials));
  }
  if (facts?.measurer) warnings.push(...fitWarnings(out, facts.measurer));
  return { doc: out, warnings, placements };
}

/** Chinese warnings for labels that could not be fitted as designed. */
export function fitWarnings(doc: TemplateDoc, measurer: Measurer): string[] {
  const warnings: string[] = [];
  for (const l of Object.values(doc.renderConfig.materials)) {
    if (l.type !== 'label' || l.hidden || !l.slot) continue;
    const layout = layoutLabel(l, measurer);
    const label = SLOT_FIELD_LABELS[l.slot.field];
    const hint = l.slot.maxChars ? `，建议 ${l.slot.maxChars} 字内` : '';
    if (layout.outcome === 'below-min') warnings.push(`${label}已缩至下限${hint}`);
    else if (layout.outcome === 'cut') warnings.push(`${label}放不下，超出部分已省略${hint}`);
  }
  return warnings;
}
