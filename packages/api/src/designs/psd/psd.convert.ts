// A read PSD as a template document (QUICKCREATE §2): text layers as labels in a licensed font,
// pixel layers as sprites of their own PNG, groups kept, and layers named as the spec names them
// (mainLabel_0, role_0, logo_0 …; create-and-write §3) marked as slots. Pure but for PNG encoding:
// the caller stores the images and the document.
import type { Category } from '@adstudio/domain';
import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  SLOT_ACCEPTS_BY_FIELD,
  SLOT_FIELD_LABELS,
  SLOT_FIELDS,
  TEXT_MAX_CHARS,
  TEXT_SLOT_FIELDS,
  type Layer,
  type Slot,
  type SlotField,
  type TemplateDoc,
} from '@adstudio/render';
import type {
  Color,
  Justification,
  Layer as PsdLayer,
  LayerTextData,
  Psd,
  TextStyle,
} from 'ag-psd';
import sharp from 'sharp';
import {
  PSD_BLEND_MODES,
  PSD_MIN_FONT_PX,
  PSD_MIN_FONT_SHARE,
  PSD_WARNINGS,
} from './psd.constants.js';
import { mapFont } from './psd.fonts.js';

/** Where a layer's pixels go: the storage key and the URL the document draws from. */
export interface NewImage {
  key: string;
  url: string;
}

export interface ConvertedPsd {
  doc: TemplateDoc;
  images: { key: string; png: Buffer }[];
  warnings: string[];
  slots: { key: string; field: SlotField; index: number }[];
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const SLOT_NAME = new RegExp(`^(${SLOT_FIELDS.join('|')})(?:_(left|right))?_(\\d{1,2})$`, 'u');
// Other names a template uses (background, filterFloor, secondTextFrame_0) stay the layer's key.
const KEY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/u;
// Photoshop ends text lines with a carriage return.
const textOf = (t: LayerTextData) => t.text.replace(/\r\n?/gu, '\n');
const round = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

const channel = (v: number) =>
  Math.round(clamp(v, 0, 255))
    .toString(16)
    .padStart(2, '0');

/** The colour as #rrggbb; ag-psd gives RGB in 0–255 or 0–1 (fr/fg/fb); anything else is black. */
function hexOf(c: Color | undefined): string {
  if (c && 'r' in c) return `#${channel(c.r)}${channel(c.g)}${channel(c.b)}`;
  if (c && 'fr' in c) return `#${channel(c.fr * 255)}${channel(c.fg * 255)}${channel(c.fb * 255)}`;
  return '#000000';
}

const boundsOf = (l: PsdLayer): Box => ({
  x: l.left ?? 0,
  y: l.top ?? 0,
  w: (l.right ?? 0) - (l.left ?? 0),
  h: (l.bottom ?? 0) - (l.top ?? 0),
});

const union = (boxes: Box[]): Box | undefined => {
  if (boxes.length === 0) return undefined;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return { x, y, w: right - x, h: bottom - y };
};

const placed = (b: Box) => ({
  pos: [round(b.x + b.w / 2), round(b.y + b.h / 2)] as [number, number],
  anchor: [0.5, 0.5] as [number, number],
  width: round(b.w),
  height: round(b.h),
  scale: 1,
});

function textStyleOf(t: LayerTextData): TextStyle {
  return t.style ?? t.styleRuns?.[0]?.style ?? {};
}

type Align = 'left' | 'center' | 'right';
const ALIGN: Partial<Record<Justification, Align>> = {
  center: 'center',
  'justify-center': 'center',
  right: 'right',
  'justify-right': 'right',
};
const alignOf = (t: LayerTextData): Align => {
  const justification = t.paragraphStyle?.justification;
  return (justification && ALIGN[justification]) ?? 'left';
};

// The text's box. A paragraph (box) text keeps its box; a point text is centred on its drawn
// pixels, a little wider for a licensed font that runs wider; a layer without pixels (a writer that
// stores none) is estimated from its origin, size and characters.
function textBox(l: PsdLayer, t: LayerTextData, fontSize: number, scale: number): Box {
  const lines = textOf(t).split('\n');
  const longest = Math.max(1, ...lines.map((line) => Array.from(line).length));
  const estimated = { w: longest * fontSize, h: lines.length * fontSize * 1.25 };
  const [tx = 0, ty = 0] = (t.transform ?? []).slice(4);
  const bb = t.boxBounds;
  if (t.shapeType === 'box' && bb && bb.length === 4) {
    const [left = 0, top = 0, right = 0, bottom = 0] = bb;
    return {
      x: tx + left * scale,
      y: ty + top * scale,
      w: (right - left) * scale,
      h: (bottom - top) * scale,
    };
  }
  const align = alignOf(t);
  const drawn = boundsOf(l);
  if (drawn.w > 0 && drawn.h > 0) {
    // The room a wider font needs goes on the side the text runs towards.
    const extra = drawn.w * 0.15;
    const x =
      align === 'left' ? drawn.x : align === 'right' ? drawn.x - extra : drawn.x - extra / 2;
    const h = Math.max(drawn.h, estimated.h);
    return { x, y: drawn.y + drawn.h / 2 - h / 2, w: drawn.w + extra, h };
  }
  const x = align === 'center' ? tx - estimated.w / 2 : align === 'right' ? tx - estimated.w : tx;
  // The origin of a point text is its first baseline.
  return { x, y: ty - fontSize * 0.9, ...estimated };
}

interface Walk {
  materials: Record<string, Layer>;
  images: { key: string; png: Buffer }[];
  warnings: string[];
  slots: ConvertedPsd['slots'];
  fonts: Set<string>;
  canvas: Box;
  newImage: () => NewImage;
  z: number;
}

// A fresh key: the PSD's own name when it is a plain identifier nobody took, else psd_<n>.
function keyOf(walk: Walk, name: string, nameAllowed: boolean): string {
  const taken = (key: string) => key in walk.materials;
  if (nameAllowed && KEY_NAME.test(name) && !SLOT_NAME.test(name) && !taken(name)) return name;
  let n = Object.keys(walk.materials).length;
  while (taken(`psd_${n}`)) n += 1;
  return `psd_${n}`;
}

function slotOf(walk: Walk, name: string, isText: boolean): { key: string; slot?: Slot } {
  const m = SLOT_NAME.exec(name);
  if (!m) return { key: keyOf(walk, name, true) };
  const field = m[1] as SlotField;
  const facing = m[2] as 'left' | 'right' | undefined;
  const index = Number(m[3]);
  if (name in walk.materials) {
    walk.warnings.push(PSD_WARNINGS.duplicateSlot(name));
    return { key: keyOf(walk, name, false) };
  }
  if (TEXT_SLOT_FIELDS.includes(field) !== isText) {
    walk.warnings.push(PSD_WARNINGS.slotKind(name, SLOT_FIELD_LABELS[field]));
    return { key: keyOf(walk, name, false) };
  }
  walk.slots.push({ key: name, field, index });
  if (isText)
    return {
      key: name,
      slot: { field, index, required: field === 'mainLabel', whenEmpty: 'collapse' },
    };
  const accepts = SLOT_ACCEPTS_BY_FIELD[field]?.slice(0, 1);
  return {
    key: name,
    slot: {
      field,
      index,
      required: false,
      whenEmpty: 'keep',
      ...(accepts && { accepts: [...accepts] }),
      ...(facing && { facing }),
    },
  };
}

// What every layer carries over: visibility, opacity, a blend mode a canvas draws.
function common(walk: Walk, l: PsdLayer, name: string, parent: string | undefined) {
  const mode = l.blendMode ?? 'normal';
  const drawable = PSD_BLEND_MODES.has(mode);
  if (!drawable && mode !== 'normal' && mode !== 'pass through')
    walk.warnings.push(PSD_WARNINGS.blend(name, mode));
  return {
    name: name.slice(0, 128),
    ...(parent !== undefined && { parent }),
    zIndex: walk.z++,
    ...(l.opacity !== undefined && l.opacity < 1 && { opacity: round(clamp(l.opacity, 0, 1)) }),
    ...(l.hidden && { hidden: true }),
    ...(drawable && { blendMode: mode.replace(' ', '-') }),
  };
}

function addLabel(walk: Walk, l: PsdLayer, t: LayerTextData, name: string, parent?: string): Box {
  const style = textStyleOf(t);
  const scale = Math.hypot(t.transform?.[0] ?? 1, t.transform?.[1] ?? 0) || 1;
  const fontSize = round(clamp((style.fontSize ?? 24) * scale, FONT_SIZE_MIN, FONT_SIZE_MAX));
  const font = mapFont(style.font?.name, style.fauxBold);
  if (font.replaced)
    walk.warnings.push(PSD_WARNINGS.fontMapped(name, style.font?.name ?? '', font.label));
  walk.fonts.add(font.family);
  const text = textOf(t).slice(0, TEXT_MAX_CHARS);
  const box = textBox(l, t, fontSize, scale);
  const { key, slot } = slotOf(walk, name, true);
  const lines = text.split('\n').length;
  const minFontSize = Math.min(
    fontSize,
    Math.max(PSD_MIN_FONT_PX, Math.round(fontSize * PSD_MIN_FONT_SHARE)),
  );
  const leading = !style.autoLeading && style.leading ? style.leading * scale : undefined;
  walk.materials[key] = {
    key,
    type: 'label',
    ...common(walk, l, name, parent),
    ...placed(box),
    text,
    fontFamily: font.family,
    fontSize,
    fontWeight: font.weight,
    fillColor: hexOf(style.fillColor),
    textAlign: alignOf(t),
    strokeWidth: 0,
    ...(leading && { lineHeight: round(clamp(leading / fontSize, 0.5, 4)) }),
    ...(style.tracking && {
      letterSpacing: round(clamp((style.tracking / 1000) * fontSize, -200, 200)),
    }),
    maxWidth: round(box.w),
    maxHeight: round(box.h),
    fit: { mode: 'shrink', minFontSize, maxLines: Math.max(1, lines) },
    ...(slot && {
      slot: { ...slot, maxChars: clamp(Array.from(text).length, 1, TEXT_MAX_CHARS), sample: text },
    }),
  };
  return box;
}

// The layer's pixels inside the canvas as a PNG (what lies outside no design shows).
async function addSprite(
  walk: Walk,
  l: PsdLayer,
  name: string,
  parent?: string,
): Promise<Box | undefined> {
  const drawn = boundsOf(l);
  const { canvas } = walk;
  const x = Math.max(drawn.x, 0);
  const y = Math.max(drawn.y, 0);
  const w = Math.min(drawn.x + drawn.w, canvas.w) - x;
  const h = Math.min(drawn.y + drawn.h, canvas.h) - y;
  if (!l.imageData || drawn.w <= 0 || drawn.h <= 0) {
    walk.warnings.push(PSD_WARNINGS.noPixels(name));
    return undefined;
  }
  if (w <= 0 || h <= 0) {
    walk.warnings.push(PSD_WARNINGS.offCanvas(name));
    return undefined;
  }
  if (w < drawn.w || h < drawn.h) walk.warnings.push(PSD_WARNINGS.clipped(name));
  const { data, width, height } = l.imageData;
  const png = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .extract({ left: x - drawn.x, top: y - drawn.y, width: w, height: h })
    .png()
    .toBuffer();
  const image = walk.newImage();
  walk.images.push({ key: image.key, png });
  const { key, slot } = slotOf(walk, name, false);
  const box = { x, y, w, h };
  walk.materials[key] = {
    key,
    type: 'sprite',
    ...common(walk, l, name, parent),
    ...placed(box),
    texture: image.url,
    fit: 'cover',
    ...(slot && { slot }),
  };
  return box;
}

async function walkLayers(
  walk: Walk,
  layers: readonly PsdLayer[],
  parent?: string,
): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const l of layers) {
    const name = l.name?.trim() || `图层 ${walk.z + 1}`;
    if (l.effects && !l.children) walk.warnings.push(PSD_WARNINGS.effects(name));
    if (l.children) {
      const key = keyOf(walk, name, true);
      const group: Layer = {
        key,
        type: 'group',
        ...common(walk, l, name, parent),
        ...placed({ x: 0, y: 0, w: 0, h: 0 }),
      };
      walk.materials[key] = group;
      const inner = union(await walkLayers(walk, l.children, key));
      if (inner) {
        walk.materials[key] = { ...group, ...placed(inner) };
        boxes.push(inner);
      }
      continue;
    }
    const box = l.text
      ? addLabel(walk, l, l.text, name, parent)
      : await addSprite(walk, l, name, parent);
    if (box) boxes.push(box);
  }
  return boxes;
}

/** The PSD (read with useImageData) as a template document of the given size and category. */
export async function convertPsd(
  psd: Psd,
  size: { width: number; height: number; category: Category },
  newImage: () => NewImage,
): Promise<ConvertedPsd> {
  const walk: Walk = {
    materials: {},
    images: [],
    warnings: [],
    slots: [],
    fonts: new Set(),
    canvas: { x: 0, y: 0, w: size.width, h: size.height },
    newImage,
    z: 0,
  };
  await walkLayers(walk, psd.children ?? []);
  const doc: TemplateDoc = {
    schemaVersion: 2,
    meta: {
      category: size.category,
      tags: {},
      layoutFamily: 'psd',
      ...(walk.fonts.size > 0 && { fonts: [...walk.fonts] }),
    },
    renderConfig: { width_g: size.width, height_g: size.height, materials: walk.materials },
  };
  return { doc, images: walk.images, warnings: walk.warnings, slots: walk.slots };
}
