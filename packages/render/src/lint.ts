// Template invariants (QUICKCREATE §3 item 4), checked on every save, import and generation. Each
// failure is one Chinese sentence naming the layer.
import { canvasBox } from './draw.js';
import { isLicensedFont } from './fonts.registry.js';
import { canvasIssues, faceZoneOf as faceZone } from './lint.canvas.js';
import { layoutLabel, type Measurer } from './layout.js';
import { slotIssues } from './slot.rules.js';
import type { LabelLayer, TemplateDoc } from './template.schema.js';

export interface LintIssue {
  layerKey?: string;
  message: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const PROTECTED_FIELDS = new Set(['logo', 'code']);
// Textures the product supplies at fill time; only the template's own art needs a licence entry.
const isOwnArt = (texture: string) => texture.startsWith('asset://');

/**
 * Lists what is wrong with a template. With a measurer it also checks that each text slot's sample
 * and `maxChars` characters fit at the slot's minimum size.
 */
export function lintTemplate(doc: TemplateDoc, measurer?: Measurer): LintIssue[] {
  const issues: LintIssue[] = [];
  const layers = doc.renderConfig.materials;
  const add = (layerKey: string, message: string) => issues.push({ layerKey, message });
  const licensed = new Set((doc.meta.provenance?.assets ?? []).map((a) => a.ref));
  const zIndexOwner = new Map<number, string>();

  for (const [key, l] of Object.entries(layers)) {
    if (l.key !== key) add(key, `图层名 ${key} 与 key ${l.key} 不一致`);
    if (l.parent !== undefined && !(l.parent in layers)) add(key, `父图层 ${l.parent} 不存在`);
    const owner = zIndexOwner.get(l.zIndex);
    if (owner !== undefined) add(key, `层级 ${l.zIndex} 与图层 ${owner} 重复`);
    else zIndexOwner.set(l.zIndex, key);
    if (l.type === 'label' && !isLicensedFont(l.fontFamily)) add(key, `字体 ${l.fontFamily} 不在授权字体库中`);
    if (l.type === 'sprite' && isOwnArt(l.texture) && !licensed.has(l.texture))
      add(key, `图片 ${l.texture} 没有登记授权（meta.provenance.assets）`);
  }

  issues.push(...canvasIssues(doc));
  issues.push(...slotIssues(doc));

  const visible = Object.values(layers).filter((l) => !l.hidden);
  const texts = visible.filter((l): l is LabelLayer => l.type === 'label');
  for (const [i, a] of texts.entries()) {
    const box = canvasBox(a);
    for (const b of texts.slice(i + 1))
      if (overlaps(box, canvasBox(b))) add(a.key, `文字框与 ${b.key} 重叠`);
    for (const b of visible) {
      if (b.slot && PROTECTED_FIELDS.has(b.slot.field) && overlaps(box, canvasBox(b)))
        add(a.key, `文字框压住了 ${b.key}`);
      const zone = faceZone(b);
      if (zone && overlaps(box, zone)) add(a.key, `文字框压住了 ${b.key} 的面部区域`);
    }
  }

  if (measurer) {
    for (const l of texts) {
      if (!l.slot) continue;
      const atMin = (text: string) =>
        layoutLabel({ ...l, text, fontSize: l.fit.minFontSize, fit: { ...l.fit, mode: 'shrink' } }, measurer).outcome;
      const fails = (text: string) => !['authored', 'shrunk'].includes(atMin(text));
      if (l.slot.sample && fails(l.slot.sample)) add(l.key, `示例文字「${l.slot.sample}」在最小字号 ${l.fit.minFontSize} 下放不下`);
      if (l.slot.maxChars && fails('国'.repeat(l.slot.maxChars)))
        add(l.key, `${l.slot.maxChars} 个字在最小字号 ${l.fit.minFontSize} 下放不下`);
    }
  }
  return issues;
}
