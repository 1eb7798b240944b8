// One drawing function for the server (@napi-rs/canvas) and the browser (a canvas element): both
// are Skia, so the same calls give the same layout (QUICKCREATE §4).
import { layoutLabel, textBox, type Measurer, type TextLayout } from './layout.js';
import type { Gradient, LabelLayer, Layer, Paint, ShapeLayer, SpriteLayer, TemplateDoc } from './template.schema.js';

export interface DrawableImage {
  readonly width: number;
  readonly height: number;
}

interface GradientLike {
  addColorStop(offset: number, color: string): void;
}

/** The part of CanvasRenderingContext2D that drawTemplate uses; both canvases satisfy it. */
export interface Ctx2D {
  fillStyle: unknown;
  strokeStyle: unknown;
  globalAlpha: number;
  globalCompositeOperation: string;
  lineWidth: number;
  lineJoin: string;
  font: string;
  textAlign: string;
  textBaseline: string;
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: string;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  scale(x: number, y: number): void;
  beginPath(): void;
  rect(x: number, y: number, w: number, h: number): void;
  roundRect(x: number, y: number, w: number, h: number, radii: number): void;
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, start: number, end: number): void;
  fill(): void;
  stroke(): void;
  clip(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
  strokeText(text: string, x: number, y: number, maxWidth?: number): void;
  measureText(text: string): { width: number };
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): GradientLike;
  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): GradientLike;
  drawImage(image: never, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Layers in drawing order; hidden layers and children of hidden groups are left out. */
export function drawOrder(doc: TemplateDoc): Layer[] {
  const layers = doc.renderConfig.materials;
  const hidden = (l: Layer | undefined): boolean =>
    l !== undefined && (l.hidden === true || (l.parent !== undefined && hidden(layers[l.parent])));
  return Object.values(layers)
    .filter((l) => !hidden(l) && l.type !== 'group')
    .sort((a, b) => a.zIndex - b.zIndex);
}

/** The layer's box in its own frame (origin at its anchor point, before rotation). */
const localBox = (l: Layer): Box => {
  const w = l.width * l.scale;
  const h = l.height * l.scale;
  return { x: -l.anchor[0] * w, y: -l.anchor[1] * h, w, h };
};

/** Axis-aligned box on the canvas, rotation ignored (used by lint and hug). */
export function canvasBox(l: Layer): Box {
  const b = localBox(l);
  return { x: l.pos[0] + b.x, y: l.pos[1] + b.y, w: b.w, h: b.h };
}

function paint(ctx: Ctx2D, p: Paint, box: Box): unknown {
  if (typeof p === 'string') return p;
  const g: Gradient = p;
  let gradient: GradientLike;
  if (g.type === 'radial') {
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    gradient = ctx.createRadialGradient(cx, cy, 0, cx, cy, Math.hypot(box.w, box.h) / 2);
  } else {
    // CSS convention: 180deg runs top to bottom.
    const a = (((g.angle ?? 180) - 90) * Math.PI) / 180;
    const half = (Math.abs(box.w * Math.cos(a)) + Math.abs(box.h * Math.sin(a))) / 2;
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    gradient = ctx.createLinearGradient(cx - Math.cos(a) * half, cy - Math.sin(a) * half, cx + Math.cos(a) * half, cy + Math.sin(a) * half);
  }
  for (const [offset, colour] of g.stops) gradient.addColorStop(offset, colour);
  return gradient;
}

function drawShape(ctx: Ctx2D, l: ShapeLayer, box: Box) {
  ctx.beginPath();
  if (l.shape === 'ellipse') ctx.ellipse(box.x + box.w / 2, box.y + box.h / 2, box.w / 2, box.h / 2, 0, 0, Math.PI * 2);
  else if (l.radius) ctx.roundRect(box.x, box.y, box.w, box.h, l.radius);
  else ctx.rect(box.x, box.y, box.w, box.h);
  if (l.fill !== undefined) {
    ctx.fillStyle = paint(ctx, l.fill, box);
    ctx.fill();
  }
  if (l.stroke && l.stroke.width > 0) {
    ctx.strokeStyle = l.stroke.color;
    ctx.lineWidth = l.stroke.width;
    ctx.stroke();
  }
}

// Source rectangle for `cover`: the largest part of the image with the box's aspect, centred on
// the focus (the face or subject box found by vision, else the designer's point, else the middle).
function coverSource(l: SpriteLayer, img: DrawableImage, box: Box): Box {
  const s = Math.max(box.w / img.width, box.h / img.height);
  const sw = box.w / s;
  const sh = box.h / s;
  const f = l.focusBox
    ? { x: l.focusBox.x + l.focusBox.w / 2, y: l.focusBox.y + l.focusBox.h / 2 }
    : typeof l.focus === 'object'
      ? l.focus
      : { x: 0.5, y: 0.5 };
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  return { x: clamp(f.x * img.width - sw / 2, img.width - sw), y: clamp(f.y * img.height - sh / 2, img.height - sh), w: sw, h: sh };
}

function drawNineSlice(ctx: Ctx2D, img: DrawableImage, slice: readonly [number, number, number, number], box: Box) {
  const [top, right, bottom, left] = slice;
  // Corners keep their size unless the box is smaller than two of them.
  const k = Math.min(1, box.w / (left + right || 1), box.h / (top + bottom || 1));
  const sx = [0, left, img.width - right, img.width];
  const sy = [0, top, img.height - bottom, img.height];
  const dx = [box.x, box.x + left * k, box.x + box.w - right * k, box.x + box.w];
  const dy = [box.y, box.y + top * k, box.y + box.h - bottom * k, box.y + box.h];
  // Cell i of an axis runs from edge i to edge i + 1.
  const cells = (edges: number[]) => edges.slice(0, 3).map((start, i) => ({ start, size: (edges[i + 1] ?? start) - start }));
  const [sCols, sRows, dCols, dRows] = [cells(sx), cells(sy), cells(dx), cells(dy)];
  sRows.forEach((sr, r) => {
    sCols.forEach((sc, c) => {
      const dr = dRows[r];
      const dc = dCols[c];
      if (dr && dc && sc.size > 0 && sr.size > 0 && dc.size > 0 && dr.size > 0)
        ctx.drawImage(img as never, sc.start, sr.start, sc.size, sr.size, dc.start, dr.start, dc.size, dr.size);
    });
  });
}

function drawSprite(ctx: Ctx2D, l: SpriteLayer, box: Box, img: DrawableImage | undefined) {
  if (!img || img.width <= 0 || img.height <= 0) return;
  if (l.flipX) {
    ctx.translate(box.x * 2 + box.w, 0);
    ctx.scale(-1, 1);
  }
  ctx.imageSmoothingEnabled = true;
  if (l.nineSlice) {
    // Plain bilinear: a cell squeezed to a few pixels would sample a mipmap level, where the
    // frame's transparent corners bleed into its middle (a 228 px cell drawn 12 px high showed
    // lines through the pill).
    ctx.imageSmoothingQuality = 'low';
    drawNineSlice(ctx, img, l.nineSlice, box);
    return;
  }
  // Pictures are drawn with mipmapped sampling ('high'): at the default 'low' the two Skias sample a
  // photo drawn at a third of its size differently (1.34 % of a 900x383 card's pixels; 0.29 % with
  // 'high', the rest being glyph edges), and a downscaled photo aliases less.
  ctx.imageSmoothingQuality = 'high';
  const crop = l.crop
    ? { x: l.crop.x * img.width, y: l.crop.y * img.height, w: l.crop.w * img.width, h: l.crop.h * img.height }
    : { x: 0, y: 0, w: img.width, h: img.height };
  const source = { ...img, width: crop.w, height: crop.h };
  switch (l.fit) {
    case 'cover': {
      const s = coverSource(l, source, box);
      ctx.drawImage(img as never, crop.x + s.x, crop.y + s.y, s.w, s.h, box.x, box.y, box.w, box.h);
      return;
    }
    case 'contain':
    case 'none': {
      const k = l.fit === 'none' ? 1 : Math.min(box.w / crop.w, box.h / crop.h);
      const w = crop.w * k;
      const h = crop.h * k;
      ctx.drawImage(img as never, crop.x, crop.y, crop.w, crop.h, box.x + (box.w - w) / 2, box.y + (box.h - h) / 2, w, h);
      return;
    }
    case 'fill':
      ctx.drawImage(img as never, crop.x, crop.y, crop.w, crop.h, box.x, box.y, box.w, box.h);
      return;
  }
}

/** Where each laid-out line sits inside the label's box (x is the textAlign anchor, y the line middle). */
export function linePositions(l: LabelLayer, layout: TextLayout, box: Box) {
  const text = textBox(l);
  const block = layout.fontSize + Math.max(0, layout.lines.length - 1) * layout.lineHeight;
  const valign = l.verticalAlign ?? 'middle';
  const top =
    valign === 'top' ? box.y : valign === 'bottom' ? box.y + box.h - block : box.y + (box.h - block) / 2;
  const left = box.x + (box.w - text.width) / 2;
  const x = l.textAlign === 'left' ? left : l.textAlign === 'right' ? left + text.width : left + text.width / 2;
  return layout.lines.map((line, i) => ({ line, x, y: top + layout.fontSize / 2 + i * layout.lineHeight, maxWidth: text.width }));
}

function drawLabel(ctx: Ctx2D, l: LabelLayer, box: Box, layout: TextLayout) {
  ctx.font = `${l.fontWeight} ${layout.fontSize}px "${l.fontFamily}"`;
  ctx.textAlign = l.textAlign;
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  const lines = linePositions(l, layout, box);
  const each = (fn: (text: string, x: number, y: number, maxWidth: number) => void) => {
    for (const p of lines) fn(p.line.text, p.x, p.y, p.maxWidth);
  };
  const k = layout.fontSize / (l.fontSize * l.scale);
  const effects = l.effects ?? [];
  // 花字: shadows under everything, then strokes from the widest in, then the fill on top.
  for (const e of effects) {
    if (e.type !== 'shadow') continue;
    ctx.save();
    ctx.fillStyle = e.color;
    // A hard shadow is the text again, offset; only a soft one needs Skia's (costly) blur.
    if (e.blur > 0) {
      ctx.shadowColor = e.color;
      ctx.shadowBlur = e.blur * k;
    }
    ctx.translate(e.x * k, e.y * k);
    each((t, x, y, w) => { ctx.fillText(t, x, y, w); });
    ctx.restore();
  }
  const strokes = effects.flatMap((e) => (e.type === 'stroke' ? [e] : []));
  if (l.strokeWidth > 0) strokes.push({ type: 'stroke', color: l.strokeColor ?? '#000000', width: l.strokeWidth });
  for (const s of strokes.sort((a, b) => b.width - a.width)) {
    ctx.strokeStyle = s.color;
    ctx.lineWidth = s.width * 2 * k;
    each((t, x, y, w) => { ctx.strokeText(t, x, y, w); });
  }
  ctx.fillStyle = paint(ctx, l.fillColor, box);
  each((t, x, y, w) => { ctx.fillText(t, x, y, w); });
}

/** Lays out every label once; drawing and lint read the same result. */
export function layoutDoc(doc: TemplateDoc, measurer: Measurer): Map<string, TextLayout> {
  const layouts = new Map<string, TextLayout>();
  for (const l of Object.values(doc.renderConfig.materials))
    if (l.type === 'label' && l.hidden !== true) layouts.set(l.key, layoutLabel(l, measurer));
  return layouts;
}

// A frame that hugs a label takes the size of the label's laid-out text plus padding.
function hugBox(l: SpriteLayer, doc: TemplateDoc, layouts: Map<string, TextLayout>): Box | undefined {
  if (!l.hug) return undefined;
  const target = doc.renderConfig.materials[l.hug.target];
  const layout = layouts.get(l.hug.target);
  if (target?.type !== 'label' || !layout || layout.lines.length === 0) return undefined;
  const box = canvasBox(target);
  const lines = linePositions(target, layout, box);
  const width = Math.max(...layout.lines.map((x) => x.width));
  const [py, px] = l.hug.padding;
  const first = lines[0];
  if (!first) return undefined;
  const left = target.textAlign === 'left' ? first.x : target.textAlign === 'right' ? first.x - width : first.x - width / 2;
  const top = first.y - layout.fontSize / 2;
  const height = layout.fontSize + (layout.lines.length - 1) * layout.lineHeight;
  return { x: left - px, y: top - py, w: width + 2 * px, h: height + 2 * py };
}

/**
 * Draws the document onto `ctx` (already sized to width_g × height_g times any output scale, which
 * the caller applies with ctx.scale). A missing image draws nothing. Returns the text layouts used.
 */
export function drawTemplate(
  ctx: Ctx2D,
  doc: TemplateDoc,
  images: ReadonlyMap<string, DrawableImage>,
  measurer: Measurer,
): Map<string, TextLayout> {
  const layouts = layoutDoc(doc, measurer);
  for (const l of drawOrder(doc)) {
    ctx.save();
    const hug = l.type === 'sprite' ? hugBox(l, doc, layouts) : undefined;
    // A hugging frame is already in canvas coordinates (its box comes from its target's text).
    if (!hug) {
      ctx.translate(l.pos[0], l.pos[1]);
      if (l.rotation) ctx.rotate((l.rotation * Math.PI) / 180);
    }
    const box = hug ?? localBox(l);
    ctx.globalAlpha = l.opacity ?? 1;
    if (l.blendMode) ctx.globalCompositeOperation = l.blendMode;
    if (l.shadow) {
      // Skia blurs a shadow over the whole clip: bounding the clip to the layer and its shadow makes
      // a soft product shadow cost ~1/10 (measured 200 ms → ~20 ms on a 750x1334 poster).
      const reach = l.shadow.blur * 2;
      ctx.beginPath();
      ctx.rect(
        box.x + Math.min(0, l.shadow.x) - reach,
        box.y + Math.min(0, l.shadow.y) - reach,
        box.w + Math.abs(l.shadow.x) + 2 * reach,
        box.h + Math.abs(l.shadow.y) + 2 * reach,
      );
      ctx.clip();
      ctx.shadowColor = l.shadow.color;
      ctx.shadowBlur = l.shadow.blur;
      ctx.shadowOffsetX = l.shadow.x;
      ctx.shadowOffsetY = l.shadow.y;
    }
    switch (l.type) {
      case 'shape':
        drawShape(ctx, l, box);
        break;
      case 'sprite':
        drawSprite(ctx, l, box, images.get(l.texture));
        break;
      case 'label': {
        const layout = layouts.get(l.key);
        if (layout) drawLabel(ctx, l, box, layout);
        break;
      }
      case 'group':
        break;
    }
    ctx.restore();
  }
  return layouts;
}
