// What the layers panel calls a layer (issue 32 item 10): as people do — 主标题, 人物, 背景 — never
// the document's keys (mainLabel_0, filterFloor), which stay the spec's names underneath.
import { SLOT_FIELD_LABELS, type Layer, type SlotField, type TemplateDoc } from '@adstudio/render';
import { layersByZ } from './doc-ops.js';

/** The library's own layer keys (by their prefix before `_N`) that are not slot fields. */
const KEY_NAMES: Readonly<Record<string, string>> = {
  background: '背景',
  filterFloor: '调整层',
  secondTextFrame: '副标题底框',
  thirdTextFrame: '三级标题底框',
  role_left: '人物（另一侧）',
  photo: '照片',
  art: '插画',
  pattern: '底纹',
  card: '卡片',
  group_card: '卡片组',
  deco: '装饰',
  deco_disc: '圆形装饰',
  deco_ring: '圆环装饰',
  deco_stage: '展台',
  deco_band: '色带',
  deco_block: '色块',
  deco_badge: '角标',
  deco_frame: '边框',
};

const TYPE_NAMES: Readonly<Record<Layer['type'], string>> = {
  label: '文字',
  sprite: '图片',
  shape: '形状',
  group: '组',
};

const KEY = /^([A-Za-z]+(?:_[A-Za-z]+)*?)(?:_(\d+))?$/u;
const CJK = /[\u3400-\u9fff]/u;
const TEXT_SHOWN = 8;

const isSlotField = (s: string): s is SlotField => Object.hasOwn(SLOT_FIELD_LABELS, s);

function baseName(layer: Layer): string {
  // A name a designer gave in Chinese is theirs; an ASCII one is a key by another name.
  if (layer.name && CJK.test(layer.name)) return layer.name;
  if (layer.slot) return SLOT_FIELD_LABELS[layer.slot.field];
  const prefix = KEY.exec(layer.key)?.[1] ?? '';
  if (isSlotField(prefix)) return SLOT_FIELD_LABELS[prefix];
  const known = KEY_NAMES[prefix];
  if (known) return known;
  const text = layer.type === 'label' ? layer.text.replace(/\s+/gu, ' ').trim() : '';
  if (!text) return TYPE_NAMES[layer.type];
  return `${TYPE_NAMES.label}：${text.length > TEXT_SHOWN ? `${text.slice(0, TEXT_SHOWN)}…` : text}`;
}

/**
 * Every layer's name for people, by key: the slot's field (主标题, 人物 …), else the library's
 * name for its key, else its kind (a text shows its words). Repeats are numbered bottom up
 * (图片 2), so no two rows read the same.
 */
export function layerNames(doc: TemplateDoc): ReadonlyMap<string, string> {
  const bases = layersByZ(doc).map((l) => ({ key: l.key, name: baseName(l) }));
  const counts = new Map<string, number>();
  for (const b of bases) counts.set(b.name, (counts.get(b.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const b of bases) {
    const nth = (seen.get(b.name) ?? 0) + 1;
    seen.set(b.name, nth);
    names.set(b.key, (counts.get(b.name) ?? 0) > 1 ? `${b.name} ${nth}` : b.name);
  }
  return names;
}
