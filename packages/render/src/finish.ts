// A finished design (issue 27 item 5): what a user downloads, exports or sees as a result shows no
// stand-in art. The library draws an empty image slot with a stand-in (a dashed 「LOGO」 box, a
// bottle, a silhouette) so the template centre and the editor show where a picture goes; every
// render of a user's design leaves those slots out per their whenEmpty, with what frames them.
import type { Layer, SlotField, TemplateDoc } from './template.schema.js';

/** Where the library keeps the stand-ins of empty image slots (asset://placeholders/…). */
export const STAND_IN_PREFIX = 'asset://placeholders/';

/** The image slots a user fills; a background slot always holds real art. */
const USER_IMAGE_FIELDS: readonly SlotField[] = ['role', 'product', 'logo', 'code'];

// spec create-and-write §3: secondTextFrame_0 is 副标题框, the pill behind secondLabel_0; the
// frame of an empty line is an empty pill. The library stands a cut-out product on a plinth
// (deco_stage_0 under product_0); with no product it was a faint bar under nothing.
const FRAME_OF: Partial<Record<SlotField, string>> = {
  secondLabel: 'secondTextFrame',
  thirdLabel: 'thirdTextFrame',
  product: 'deco_stage',
};
// A code slot's caption (扫码关注) speaks of the code beside it.
const CAPTION_OF: Partial<Record<SlotField, SlotField>> = { codeLabel: 'code' };

/** Whether a texture is the library's stand-in for an empty image slot (or no image at all). */
export const isStandIn = (texture: string) => texture === '' || texture.startsWith(STAND_IN_PREFIX);

const isEmptyImageSlot = (l: Layer) =>
  l.type === 'sprite' &&
  l.slot !== undefined &&
  USER_IMAGE_FIELDS.includes(l.slot.field) &&
  isStandIn(l.texture);

const suffixOf = (key: string) => /_\d+$/u.exec(key)?.[0] ?? '';

/**
 * A copy of `doc` as a finished design: empty user image slots hidden (a `keep` slot keeps its
 * stand-in: the designer asked for it), and the frames of hidden lines and the captions of hidden
 * codes with them. Pure; the document itself (the editor's) keeps its stand-ins.
 */
export function finishedDesign(doc: TemplateDoc): TemplateDoc {
  const out = structuredClone(doc);
  const layers = out.renderConfig.materials;
  const all = Object.values(layers);
  for (const l of all) if (isEmptyImageSlot(l) && l.slot?.whenEmpty !== 'keep') l.hidden = true;
  const hiddenFields = new Set<SlotField>();
  const shownFields = new Set<SlotField>();
  for (const l of all) {
    if (!l.slot) continue;
    (l.hidden ? hiddenFields : shownFields).add(l.slot.field);
    const frame = FRAME_OF[l.slot.field];
    const frameLayer = frame ? layers[`${frame}${suffixOf(l.key)}`] : undefined;
    if (frameLayer && !frameLayer.slot && l.hidden) frameLayer.hidden = true;
  }
  for (const l of all) {
    const of = l.slot ? CAPTION_OF[l.slot.field] : undefined;
    if (of && hiddenFields.has(of) && !shownFields.has(of)) l.hidden = true;
  }
  return out;
}
