// One design in another canvas size (issue 32 item 1; QUICKCREATE §2 `constraints`). The content is
// scaled by one factor (the larger scale that keeps it whole) so text fits exactly as before; each
// layer then takes its share of the spare room by its pin (edge or centre, per axis), backgrounds and
// edge-to-edge bands stretch, and a designer's archetype for the target size replaces the box. A pin is
// chosen from the position of the largest layer containing it, so a frame and its text travel
// together and layers apart stay apart; if the result still breaks a rule the source kept, every
// layer is centred instead (a pure scale, which keeps every relation). The fit report says what
// happened to each layer, and which text no longer fits at a readable minimum size.
import { canvasSizeOf } from '@adstudio/domain';
import { canvasBox } from './draw.js';
import { layoutLabel, type Measurer } from './layout.js';
import { lintTemplate, type LintIssue } from './lint.js';
import {
  MOVED_SHARE,
  READABLE_MIN_PX,
  SPAN_SHARE,
  WIDE_RATIO,
  type RESIZE_CHANGES,
  type RESIZE_LAYOUTS,
} from './resize.constants.js';
import { SLOT_FIELD_LABELS } from './template.labels.js';
import { FONT_SIZE_MIN } from './template.constants.js';
import type {
  Constraints,
  LabelLayer,
  Layer,
  SpriteLayer,
  TemplateDoc,
} from './template.schema.js';

export type ResizeChange = (typeof RESIZE_CHANGES)[number];
type Pin = 'start' | 'center' | 'end' | 'stretch';

export interface ResizeLayerReport {
  layerKey: string;
  /** The layer as a person names it (主标题, 人物…). */
  label: string;
  changes: ResizeChange[];
  message: string;
}

export interface ResizeOverflow {
  layerKey: string;
  label: string;
  message: string;
}

export interface ResizeReport {
  width: number;
  height: number;
  /** The factor the content was scaled by. */
  scale: number;
  /** The aspect changed family (wide, tall, square). */
  familyChanged: boolean;
  /** pinned: layers kept to their edges; centred: the fallback that scales the whole design about the centre. */
  layout: (typeof RESIZE_LAYOUTS)[number];
  layers: ResizeLayerReport[];
  overflows: ResizeOverflow[];
  /** The lint of the new document: empty when it is clean. */
  lint: LintIssue[];
  summary: string;
}

export interface ResizeResult {
  doc: TemplateDoc;
  report: ResizeReport;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** An axis of the move: the source length, the target length and the content scale. */
interface Axis {
  from: number;
  to: number;
  scale: number;
}

const CHANGE_WORDS: Record<ResizeChange, string> = {
  moved: '位置已调整',
  shrank: '已缩小',
  grew: '已放大',
  stretched: '已拉伸铺满',
  rewrapped: '文字已重新换行',
  hidden: '已隐藏',
  archetype: '按该尺寸的专用版式摆放',
};

/** The canvas sizes a design may be resized to. */
export const resizeFormat = (width: number, height: number) => `${width}x${height}`;

export function isResizeSize(width: number, height: number): boolean {
  return canvasSizeOf(width, height) !== undefined;
}

function aspectFamily(width: number, height: number) {
  const r = width / height;
  if (r > WIDE_RATIO) return 'wide';
  if (r < 1 / WIDE_RATIO) return 'tall';
  return 'square';
}

/** A layer's name as people say it: its own name, else its slot's (主标题2), else its key. */
export function layerLabel(l: Layer): string {
  if (l.name) return l.name;
  if (l.slot)
    return `${SLOT_FIELD_LABELS[l.slot.field]}${l.slot.index > 0 ? l.slot.index + 1 : ''}`;
  return l.key;
}

const spans = (start: number, length: number, total: number) =>
  length >= total * SPAN_SHARE &&
  start <= total * (1 - SPAN_SHARE) &&
  start + length >= total * SPAN_SHARE;
const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.w <= outer.x + outer.w + 1 &&
  inner.y + inner.h <= outer.y + outer.h + 1;

const PIN_BY_H: Record<NonNullable<Constraints['h']>, Pin> = {
  left: 'start',
  center: 'center',
  right: 'end',
  stretch: 'stretch',
};
const PIN_BY_V: Record<NonNullable<Constraints['v']>, Pin> = {
  top: 'start',
  center: 'center',
  bottom: 'end',
  stretch: 'stretch',
};

// Only decoration stretches: text would distort its box and a slot's picture its subject.
const mayStretch = (l: Layer) => l.type !== 'label' && (!l.slot || l.slot.field === 'background');

/** Where a point of the source lands on one axis under a pin. */
function mapPoint(v: number, pin: Pin, axis: Axis): number {
  const spare = axis.to - axis.scale * axis.from;
  if (pin === 'stretch') return (v * axis.to) / axis.from;
  if (pin === 'start') return axis.scale * v;
  if (pin === 'end') return axis.scale * v + spare;
  return axis.scale * v + spare / 2;
}
const lengthFactor = (pin: Pin, axis: Axis) =>
  pin === 'stretch' ? axis.to / axis.from : axis.scale;

/** The pins of every layer on both axes, from its constraints or from where its container sits. */
function choosePins(doc: TemplateDoc, centred: boolean) {
  const { width_g: W, height_g: H, materials } = doc.renderConfig;
  const layers = Object.values(materials);
  const boxes = new Map(layers.map((l) => [l.key, canvasBox(l)]));
  const box = (l: Layer) => boxes.get(l.key) as Box;
  const backdrop = (l: Layer) =>
    l.slot?.field === 'background' ||
    (mayStretch(l) && spans(box(l).x, box(l).w, W) && spans(box(l).y, box(l).h, H));
  const stretchesH = (l: Layer) =>
    backdrop(l) ||
    (mayStretch(l) &&
      (l.constraints?.h === 'stretch' || (!l.constraints?.h && spans(box(l).x, box(l).w, W))));
  const stretchesV = (l: Layer) =>
    backdrop(l) ||
    (mayStretch(l) &&
      (l.constraints?.v === 'stretch' || (!l.constraints?.v && spans(box(l).y, box(l).h, H))));
  // A picture of the user's standing on the canvas's foot (a person cut out down to it) stays
  // standing there; centred, it would end in a straight line in mid-air.
  const standsOnFoot = (l: Layer) =>
    l.type === 'sprite' &&
    l.slot !== undefined &&
    l.slot.field !== 'background' &&
    box(l).y > 0 &&
    Math.abs(box(l).y + box(l).h - H) <= 1;
  const third = (centre: number, total: number): Pin =>
    centre < total / 3 ? 'start' : centre > (total * 2) / 3 ? 'end' : 'center';

  // The largest layer on this axis that contains l and does not stretch on it (l itself at least).
  const container = (l: Layer, stretches: (x: Layer) => boolean) => {
    let best = l;
    for (const c of layers) {
      if (c === l || c.hidden || c.type === 'group' || stretches(c) || !contains(box(c), box(l)))
        continue;
      if (box(c).w * box(c).h > box(best).w * box(best).h) best = c;
    }
    return best;
  };

  const pins = new Map<string, { h: Pin; v: Pin }>();
  for (const l of layers) {
    const hStretch = stretchesH(l);
    const vStretch = stretchesV(l);
    const hRoot = container(l, stretchesH);
    const vRoot = container(l, stretchesV);
    const hOwn = l.constraints?.h ?? hRoot.constraints?.h;
    const vOwn = l.constraints?.v ?? vRoot.constraints?.v;
    const h: Pin = hStretch
      ? 'stretch'
      : centred
        ? 'center'
        : hOwn && hOwn !== 'stretch'
          ? PIN_BY_H[hOwn]
          : third(box(hRoot).x + box(hRoot).w / 2, W);
    const v: Pin = vStretch
      ? 'stretch'
      : centred
        ? 'center'
        : vOwn && vOwn !== 'stretch'
          ? PIN_BY_V[vOwn]
          : standsOnFoot(l)
            ? 'end'
            : third(box(vRoot).y + box(vRoot).h / 2, H);
    pins.set(l.key, { h, v });
  }
  return pins;
}

/** Scales every length of a label that the layout measures, so it breaks and fits as before. */
function scaleLabel(l: LabelLayer, k: number): LabelLayer {
  const size = (v: number) => Math.max(FONT_SIZE_MIN, v * k);
  return {
    ...l,
    fontSize: size(l.fontSize),
    maxWidth: l.maxWidth * k,
    maxHeight: l.maxHeight * k,
    strokeWidth: l.strokeWidth * k,
    ...(l.letterSpacing !== undefined ? { letterSpacing: l.letterSpacing * k } : {}),
    ...(l.effects
      ? {
          effects: l.effects.map((e) =>
            e.type === 'stroke'
              ? { ...e, width: e.width * k }
              : { ...e, x: e.x * k, y: e.y * k, blur: e.blur * k },
          ),
        }
      : {}),
    fit: {
      ...l.fit,
      minFontSize: size(l.fit.minFontSize),
      ...(l.fit.maxFontSize !== undefined ? { maxFontSize: size(l.fit.maxFontSize) } : {}),
    },
  };
}

/**
 * A picture drawn whole into its box (`fill`) whose box changes shape: the user's photo in a
 * background slot, placed with a crop of exactly the box's proportions, would be drawn squeezed.
 * Its crop takes the new proportions instead: the largest window of the picture that has them,
 * around the old window's centre (where placement put the face or subject), inside the picture.
 * Without a crop the picture is drawn to cover the box.
 */
function keepProportions(l: SpriteLayer, sizeX: number, sizeY: number): Partial<SpriteLayer> {
  if (l.fit !== 'fill' || l.nineSlice || Math.abs(sizeX / sizeY - 1) < 1e-6) return {};
  if (!l.crop) return { fit: 'cover' };
  const { x, y, w, h } = l.crop;
  // The window's width over its height in the picture's 0–1 units, for the box's new proportions.
  const shape = ((sizeX / sizeY) * w) / h;
  const cw = Math.min(1, shape);
  const ch = cw / shape;
  const place = (centre: number, size: number) =>
    Math.min(Math.max(centre - size / 2, 0), 1 - size);
  return { crop: { x: place(x + w / 2, cw), y: place(y + h / 2, ch), w: cw, h: ch } };
}

function moveLayer(l: Layer, pin: { h: Pin; v: Pin }, ax: Axis, ay: Axis): Layer {
  const fx = lengthFactor(pin.h, ax);
  const fy = lengthFactor(pin.v, ay);
  const k = Math.min(fx, fy);
  const fixed = l.constraints?.scale === 'fixed';
  const sizeX = fixed ? 1 : fx;
  const sizeY = fixed ? 1 : fy;
  const point = (p: readonly [number, number]): [number, number] => [
    mapPoint(p[0], pin.h, ax),
    mapPoint(p[1], pin.v, ay),
  ];
  const common = {
    pos: point(l.pos),
    width: l.width * sizeX,
    height: l.height * sizeY,
    ...(l.shadow
      ? { shadow: { ...l.shadow, blur: l.shadow.blur * k, x: l.shadow.x * k, y: l.shadow.y * k } }
      : {}),
    ...(l.slot?.face
      ? {
          slot: {
            ...l.slot,
            face: {
              targetWidth: l.slot.face.targetWidth * k,
              center: point(l.slot.face.center),
              yawShift: l.slot.face.yawShift * k,
            },
          },
        }
      : {}),
  };
  if (l.type === 'label') return { ...scaleLabel(l, fixed ? 1 : k), ...common };
  if (l.type === 'sprite')
    return {
      ...l,
      ...common,
      ...keepProportions(l, sizeX, sizeY),
      ...(l.nineSlice
        ? { nineSlice: l.nineSlice.map((v) => v * k) as [number, number, number, number] }
        : {}),
      ...(l.hug
        ? {
            hug: {
              ...l.hug,
              padding: [l.hug.padding[0] * fx, l.hug.padding[1] * fy] as [number, number],
            },
          }
        : {}),
    };
  if (l.type === 'shape')
    return {
      ...l,
      ...common,
      ...(l.radius !== undefined ? { radius: l.radius * k } : {}),
      ...(l.stroke ? { stroke: { ...l.stroke, width: l.stroke.width * k } } : {}),
    };
  return { ...l, ...common };
}

/** The designer's box for this size replaces the moved one; text keeps the content scale and re-wraps. */
function applyArchetype(moved: Layer, source: Layer, format: string): Layer {
  const arch = source.constraints?.sizes?.[format];
  if (!arch) return moved;
  const before = canvasBox(moved);
  const next = {
    ...moved,
    pos: arch.pos,
    width: arch.width,
    height: arch.height,
    scale: 1,
    ...(arch.hidden ? { hidden: true } : {}),
  };
  const after = canvasBox(next);
  const slot = next.slot;
  const face = slot?.face;
  if (slot && face && before.w > 0 && before.h > 0) {
    const kw = after.w / before.w;
    next.slot = {
      ...slot,
      face: {
        ...face,
        targetWidth: face.targetWidth * kw,
        yawShift: face.yawShift * kw,
        center: [
          after.x + ((face.center[0] - before.x) / before.w) * after.w,
          after.y + ((face.center[1] - before.y) / before.h) * after.h,
        ],
      },
    };
  }
  if (next.type !== 'label') return next;
  const lineAdvance = next.fit.minFontSize * (next.lineHeight ?? 1.2);
  return {
    ...next,
    maxWidth: arch.width,
    maxHeight: arch.height,
    fit: {
      ...next.fit,
      maxLines: Math.max(next.fit.maxLines, Math.floor(arch.height / lineAdvance)),
    },
  };
}

type Pins = ReturnType<typeof choosePins>;

function build(
  source: TemplateDoc,
  width: number,
  height: number,
  centred: boolean,
): { doc: TemplateDoc; pins: Pins } {
  const rc = source.renderConfig;
  const scale = Math.min(width / rc.width_g, height / rc.height_g);
  const ax: Axis = { from: rc.width_g, to: width, scale };
  const ay: Axis = { from: rc.height_g, to: height, scale };
  const format = resizeFormat(width, height);
  const pins = choosePins(source, centred);
  const materials: Record<string, Layer> = {};
  for (const [key, l] of Object.entries(rc.materials)) {
    const moved = moveLayer(l, pins.get(key) ?? { h: 'center', v: 'center' }, ax, ay);
    materials[key] = centred ? moved : applyArchetype(moved, l, format);
  }
  const size = canvasSizeOf(width, height);
  const doc = {
    ...source,
    format,
    meta: { ...source.meta, ...(size ? { category: size.category } : {}) },
    renderConfig: { ...rc, width_g: width, height_g: height, materials },
  };
  return { doc, pins };
}

// Rules a resize must not break: the source's own issues are not the resize's doing.
const structuralIssues = (doc: TemplateDoc) =>
  new Set(lintTemplate(doc).map((i) => `${i.layerKey ?? ''}|${i.message}`));

function reportLayers(
  source: TemplateDoc,
  doc: TemplateDoc,
  pins: Pins,
  measurer?: Measurer,
): { layers: ResizeLayerReport[]; overflows: ResizeOverflow[] } {
  const { width_g: W0, height_g: H0 } = source.renderConfig;
  const { width_g: W1, height_g: H1 } = doc.renderConfig;
  const format = resizeFormat(W1, H1);
  const layers: ResizeLayerReport[] = [];
  const overflows: ResizeOverflow[] = [];
  for (const [key, before] of Object.entries(source.renderConfig.materials)) {
    const after = doc.renderConfig.materials[key];
    if (!after || before.hidden || before.type === 'group') continue;
    const label = layerLabel(before);
    const changes: ResizeChange[] = [];
    const b0 = canvasBox(before);
    const b1 = canvasBox(after);
    if (after.hidden) changes.push('hidden');
    if (before.constraints?.sizes?.[format]) changes.push('archetype');
    const pin = pins.get(key);
    if (pin?.h === 'stretch' || pin?.v === 'stretch') changes.push('stretched');
    else {
      const moved =
        Math.abs((b1.x + b1.w / 2) / W1 - (b0.x + b0.w / 2) / W0) > MOVED_SHARE ||
        Math.abs((b1.y + b1.h / 2) / H1 - (b0.y + b0.h / 2) / H0) > MOVED_SHARE;
      if (moved) changes.push('moved');
      const k = b0.w > 0 ? b1.w / b0.w : 1;
      if (k < 0.995) changes.push('shrank');
      else if (k > 1.005) changes.push('grew');
    }
    if (before.type === 'label' && after.type === 'label' && !after.hidden) {
      if (measurer) {
        const l0 = layoutLabel(before, measurer);
        const l1 = layoutLabel(after, measurer);
        if (l0.lines.map((l) => l.text).join('\n') !== l1.lines.map((l) => l.text).join('\n'))
          changes.push('rewrapped');
        if (['below-min', 'cut'].includes(l1.outcome) && !['below-min', 'cut'].includes(l0.outcome))
          overflows.push({
            layerKey: key,
            label,
            message: `「${label}」在最小字号 ${round1(after.fit.minFontSize)} px 下放不下`,
          });
      }
      const min = after.fit.minFontSize;
      if (min < READABLE_MIN_PX && min < before.fit.minFontSize)
        overflows.push({
          layerKey: key,
          label,
          message: `「${label}」最小字号缩到 ${round1(min)} px，低于可读的 ${READABLE_MIN_PX} px`,
        });
    }
    if (changes.length > 0)
      layers.push({
        layerKey: key,
        label,
        changes,
        message: `${label}：${changes.map((c) => CHANGE_WORDS[c]).join('、')}`,
      });
  }
  return { layers, overflows };
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The design in another canvas size, with the fit report: what moved, shrank, stretched, re-wrapped or
 * was hidden, and which text no longer fits at its minimum size. With a measurer the report and the lint
 * check the text; the document is the same without one.
 */
export function resizeTemplate(
  source: TemplateDoc,
  width: number,
  height: number,
  measurer?: Measurer,
): ResizeResult {
  const kept = structuralIssues(source);
  const breaksRule = (doc: TemplateDoc) => [...structuralIssues(doc)].some((i) => !kept.has(i));
  let layout: ResizeReport['layout'] = 'pinned';
  let built = build(source, width, height, false);
  if (breaksRule(built.doc)) {
    layout = 'centred';
    built = build(source, width, height, true);
  }
  const { doc, pins } = built;
  const scale = Math.min(
    width / source.renderConfig.width_g,
    height / source.renderConfig.height_g,
  );
  const familyChanged =
    aspectFamily(width, height) !==
    aspectFamily(source.renderConfig.width_g, source.renderConfig.height_g);
  const { layers, overflows } = reportLayers(source, doc, pins, measurer);
  const lint = lintTemplate(doc, measurer);
  const parts = [`内容整体${scale < 1 ? '缩小' : '放大'}到 ${Math.round(scale * 100)}%`];
  if (familyChanged) parts.push('画面由横变竖或由竖变横，已按边缘与居中重新摆放');
  if (layout === 'centred') parts.push('为避免遮挡，整体居中摆放');
  parts.push(overflows.length > 0 ? `${overflows.length} 处文字放不下` : '文字都放得下');
  return {
    doc,
    report: {
      width,
      height,
      scale,
      familyChanged,
      layout,
      layers,
      overflows,
      lint,
      summary: parts.join('；'),
    },
  };
}
