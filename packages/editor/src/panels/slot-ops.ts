// Pure edits behind the designer's panels: a layer's slot, the template's category and tags.
// Slot fields and their meaning are render's (template.schema.ts); fill and smart generation read
// exactly these fields.
import type { Category } from '@adstudio/domain';
import {
  canvasBox,
  CUTOUT_FIELDS,
  FACE_BASIS_PX,
  FACE_TARGET_PX,
  FACE_YAW_SHIFT_PX,
  SLOT_ACCEPTS_BY_FIELD,
  SLOT_FIELDS,
  TEXT_SLOT_FIELDS,
  type Layer,
  type Slot,
  type SlotField,
  type TemplateDoc,
} from '@adstudio/render';
import { updateLayers } from '../doc-ops.js';

/** Image slot fields: what a sprite can be filled with. */
export const IMAGE_SLOT_FIELDS: readonly SlotField[] = SLOT_FIELDS.filter(
  (f) => !TEXT_SLOT_FIELDS.includes(f),
);

/** The slot fields a layer can take: text fields for a label, image fields for a sprite. */
export function slotFieldsFor(layer: Pick<Layer, 'type'>): readonly SlotField[] {
  if (layer.type === 'label') return TEXT_SLOT_FIELDS;
  if (layer.type === 'sprite') return IMAGE_SLOT_FIELDS;
  return [];
}

/** A default maximum length for a new text slot; the lint checks it fits at the minimum size. */
export const DEFAULT_MAX_CHARS = 12;

/** The next free index of `field` among the document's other layers. */
export function nextSlotIndex(doc: TemplateDoc, field: SlotField, exceptKey: string): number {
  const taken = new Set(
    Object.values(doc.renderConfig.materials).flatMap((l) =>
      l.key !== exceptKey && l.slot?.field === field ? [l.slot.index] : [],
    ),
  );
  let index = 0;
  while (taken.has(index)) index += 1;
  return index;
}

/**
 * A new slot for the layer: the first of its fields no other layer uses (主标题 first for text, 商品图
 * for an image). A title is required and collapses when empty; an image keeps the template's own.
 */
export function defaultSlot(doc: TemplateDoc, layer: Layer): Slot | undefined {
  const fields = slotFieldsFor(layer);
  const used = new Set(
    Object.values(doc.renderConfig.materials).flatMap((l) =>
      l.key !== layer.key && l.slot ? [l.slot.field] : [],
    ),
  );
  const preferred = layer.type === 'sprite' ? (['product', 'role'] as const) : [];
  const field =
    preferred.find((f) => !used.has(f)) ?? fields.find((f) => !used.has(f)) ?? fields[0];
  if (!field) return undefined;
  const index = nextSlotIndex(doc, field, layer.key);
  if (layer.type === 'label') {
    return {
      field,
      index,
      required: field === 'mainLabel',
      whenEmpty: 'collapse',
      maxChars: Math.max(DEFAULT_MAX_CHARS, Array.from(layer.text).length),
      sample: layer.text,
    };
  }
  return { field, index, required: false, whenEmpty: 'keep', ...imageDefaults(field) };
}

/**
 * What a new image slot of `field` asks of its picture: the first kind the field accepts; a person
 * must be a cut-out (it stands on the design), a product had better be.
 */
function imageDefaults(field: SlotField): Pick<Slot, 'accepts' | 'cutout'> {
  const kind = SLOT_ACCEPTS_BY_FIELD[field]?.[0];
  return {
    ...(kind && { accepts: [kind] }),
    ...(field === 'role' && { cutout: 'required' }),
    ...(field === 'product' && { cutout: 'preferred' }),
  };
}

// Where a face sits in a person's box by default: a quarter down, across the middle.
const FACE_DOWN = 0.25;

/** A person slot's face target to start from: the spec's (render's place.ts) width for the canvas, high in the layer. */
export function defaultFace(doc: TemplateDoc, layer: Layer): NonNullable<Slot['face']> {
  const box = canvasBox(layer);
  const want = Math.round((FACE_TARGET_PX * doc.renderConfig.width_g) / FACE_BASIS_PX);
  return {
    targetWidth: Math.max(1, Math.min(want, Math.floor(box.w))),
    center: [Math.round(box.x + box.w / 2), Math.round(box.y + box.h * FACE_DOWN)],
    yawShift: FACE_YAW_SHIFT_PX,
  };
}

/** The slot with `patch` applied; a changed field moves to that field's next free index. */
export function patchSlot(doc: TemplateDoc, layer: Layer, slot: Slot, patch: Partial<Slot>): Slot {
  const next = { ...slot, ...patch };
  if (patch.field && patch.field !== slot.field && patch.index === undefined)
    next.index = nextSlotIndex(doc, patch.field, layer.key);
  // Options of the other kind do not survive a change of field (e.g. a facing on a title); an image
  // field's accepts and cutout start over as the new field's (the lint holds them to it).
  if (next.field !== 'role' && next.field !== 'product') delete next.facing;
  if (patch.field && patch.field !== slot.field) {
    delete next.accepts;
    delete next.cutout;
    if (layer.type === 'sprite') Object.assign(next, imageDefaults(next.field));
  }
  if (!CUTOUT_FIELDS.includes(next.field)) delete next.cutout;
  if (next.field !== 'role') delete next.face;
  return next;
}

/** How many layers carry a slot. */
export const slotCount = (doc: TemplateDoc): number =>
  Object.values(doc.renderConfig.materials).filter((l) => l.slot).length;

/** The document with a category (新媒体首图 or 海报). */
export function setCategory(doc: TemplateDoc, category: Category): TemplateDoc {
  return { ...doc, meta: { ...doc.meta, category } };
}

/** The object without one key (a key set to undefined would still be saved). */
export const without = <T extends object, K extends keyof T>(o: T, key: K): Omit<T, K> =>
  Object.fromEntries(Object.entries(o).filter(([k]) => k !== key)) as Omit<T, K>;

/** The document with tag `tagId` of class `classId` added (on) or removed; empty classes go. */
export function toggleTag(
  doc: TemplateDoc,
  classId: number,
  tagId: number,
  on: boolean,
): TemplateDoc {
  const key = String(classId);
  const current = doc.meta.tags[key] ?? [];
  const ids = on
    ? current.includes(tagId)
      ? current
      : [...current, tagId]
    : current.filter((id) => id !== tagId);
  const tags = ids.length > 0 ? { ...doc.meta.tags, [key]: ids } : without(doc.meta.tags, key);
  return { ...doc, meta: { ...doc.meta, tags } };
}

/** The document with the layer's slot replaced (undefined removes it). */
export function withSlot(doc: TemplateDoc, key: string, slot: Slot | undefined): TemplateDoc {
  return updateLayers(doc, [key], (layer) =>
    slot ? { ...layer, slot } : (without(layer, 'slot') as Layer),
  );
}
