// What an image slot may ask of the picture that fills it (QUICKCREATE §2 slot: accepts, cutout,
// face) — the closed lists the designer's slot panel offers and the lint holds every save to
// (issue 32 item 6). Smart generation reads the same fields (smart.place.ts, place.ts).
import { canvasBox } from './draw.js';
import { SLOT_FIELD_LABELS } from './template.labels.js';
import type { Layer, SlotField, TemplateDoc } from './template.schema.js';

/** The kinds of picture a slot accepts, with the panel's words for them. */
export const SLOT_ACCEPT_LABELS = {
  person: '人物照片',
  product: '商品图',
  photo: '照片',
  logo: 'Logo',
  qr: '二维码',
} as const;
export type SlotAccept = keyof typeof SLOT_ACCEPT_LABELS;

/** Which kinds each image field may accept (the first is a new slot's default). */
export const SLOT_ACCEPTS_BY_FIELD: Partial<Record<SlotField, readonly SlotAccept[]>> = {
  role: ['person'],
  product: ['product', 'photo'],
  logo: ['logo'],
  code: ['qr'],
  background: ['photo'],
};

/** slot.cutout: the picture must be a cut-out (a person standing on the design), or had better be. */
export const SLOT_CUTOUT_LABELS = { required: '必须抠图', preferred: '最好抠图' } as const;
export type SlotCutout = keyof typeof SLOT_CUTOUT_LABELS;
/** The fields whose picture can be cut out (a person, a product). */
export const CUTOUT_FIELDS: readonly SlotField[] = ['role', 'product'];

const isAccept = (v: string): v is SlotAccept => Object.hasOwn(SLOT_ACCEPT_LABELS, v);

/** One Chinese sentence per slot whose accepts, cutout or face target is not what its field allows. */
export function slotIssues(doc: TemplateDoc): { layerKey: string; message: string }[] {
  const issues: { layerKey: string; message: string }[] = [];
  for (const l of Object.values(doc.renderConfig.materials)) {
    for (const message of layerSlotIssues(l)) issues.push({ layerKey: l.key, message });
  }
  return issues;
}

function layerSlotIssues(l: Layer): string[] {
  const slot = l.slot;
  if (!slot) return [];
  const out: string[] = [];
  const field = SLOT_FIELD_LABELS[slot.field];
  const allowed = SLOT_ACCEPTS_BY_FIELD[slot.field] ?? [];
  for (const kind of slot.accepts ?? []) {
    if (!isAccept(kind) || !allowed.includes(kind))
      out.push(
        `${l.key}：${field}插槽不能接受「${isAccept(kind) ? SLOT_ACCEPT_LABELS[kind] : kind}」`,
      );
  }
  if (slot.cutout !== undefined) {
    if (!Object.hasOwn(SLOT_CUTOUT_LABELS, slot.cutout))
      out.push(`${l.key}：抠图要求「${slot.cutout}」无效`);
    else if (!CUTOUT_FIELDS.includes(slot.field))
      out.push(`${l.key}：只有人物和商品图插槽可以要求抠图`);
  }
  if (slot.face) {
    if (slot.field !== 'role' || l.type !== 'sprite')
      out.push(`${l.key}：只有人物插槽可以设置面部目标`);
    else {
      const box = canvasBox(l);
      const [x, y] = slot.face.center;
      if (slot.face.targetWidth > box.w)
        out.push(
          `${l.key}：面部目标宽度 ${slot.face.targetWidth} 超过了图层宽度 ${Math.round(box.w)}`,
        );
      if (x < box.x || x > box.x + box.w || y < box.y || y > box.y + box.h)
        out.push(`${l.key}：面部中心 (${x}, ${y}) 不在图层范围内`);
    }
  }
  return out;
}
