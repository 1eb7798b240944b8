// Where the user's images go in a template and where their pixels land on the canvas: the hard
// checks (no upscale beyond 2×, the face inside its zone and clear of text) and the profile test
// read the same geometry the drawing code uses (fit and focus of @adstudio/render's draw).
import {
  canvasBox,
  type ImageBox,
  type Layer,
  type SpriteLayer,
  type TemplateDoc,
} from '@adstudio/render';
import type { ImageFacts } from './smart.images.js';
import type { ImageField } from './smart.inputs.js';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

// A person or product photo goes into its own slot, else into the design's photo slot.
const TARGETS: Record<ImageField, { field: string; photo: boolean }> = {
  role: { field: 'role', photo: true },
  product: { field: 'product', photo: true },
  logo: { field: 'logo', photo: false },
  code: { field: 'code', photo: false },
};

const takesPhoto = (l: Layer) =>
  l.slot?.field === 'background' && (l.slot.accepts ?? []).includes('photo');

// A slot drawn for a cut-out (slot.cutout: a person standing on the design, a product on its
// plinth or shadow) takes a transparent picture only; a rectangular photo there would cover the
// design with its own background, so it goes to a photo slot instead (issue 27 items 3 and 13).
const fitsSlot = (l: SpriteLayer, transparent: boolean) =>
  l.slot?.cutout === undefined || transparent;

/** Layer key per image field; fields the template has no place for are left out. */
export function assignImages(
  doc: TemplateDoc,
  fields: readonly ImageField[],
  transparent: (field: ImageField) => boolean = () => true,
): Map<ImageField, string> {
  const sprites = Object.values(doc.renderConfig.materials)
    .filter((l): l is SpriteLayer => l.type === 'sprite' && l.slot !== undefined)
    .sort((a, b) => (a.slot?.index ?? 0) - (b.slot?.index ?? 0) || a.key.localeCompare(b.key));
  const taken = new Set<string>();
  const out = new Map<ImageField, string>();
  const take = (field: ImageField, layer: SpriteLayer | undefined) => {
    if (!layer) return false;
    taken.add(layer.key);
    out.set(field, layer.key);
    return true;
  };
  // Own slots first, so a photo slot goes to whoever has no slot of their own.
  const waiting: ImageField[] = [];
  for (const field of fields) {
    const own = sprites.find(
      (l) =>
        l.slot?.field === TARGETS[field].field &&
        !taken.has(l.key) &&
        fitsSlot(l, transparent(field)),
    );
    if (!take(field, own) && TARGETS[field].photo) waiting.push(field);
  }
  for (const field of waiting)
    take(
      field,
      sprites.find((l) => takesPhoto(l) && !taken.has(l.key)),
    );
  return out;
}

/**
 * The rectangle the whole image would fill on the canvas (its crop drawn as draw does, the rest
 * extended beyond the layer's box) and the scale its pixels are drawn at.
 */
export function drawnImage(
  layer: SpriteLayer,
  image: Pick<ImageFacts, 'width' | 'height'>,
): { rect: Box; scale: number } {
  const crop = layer.crop;
  if (!crop) return drawnPart(layer, image);
  const part = { width: image.width * crop.w, height: image.height * crop.h };
  const { rect, scale } = drawnPart(layer, part);
  const kx = part.width > 0 ? rect.w / part.width : 0;
  const ky = part.height > 0 ? rect.h / part.height : 0;
  return {
    rect: {
      x: rect.x - crop.x * image.width * kx,
      y: rect.y - crop.y * image.height * ky,
      w: image.width * kx,
      h: image.height * ky,
    },
    scale,
  };
}

function drawnPart(
  layer: SpriteLayer,
  image: Pick<ImageFacts, 'width' | 'height'>,
): { rect: Box; scale: number } {
  const box = canvasBox(layer);
  const { width: iw, height: ih } = image;
  switch (layer.fit) {
    case 'cover': {
      const scale = Math.max(box.w / iw, box.h / ih);
      const f = layer.focusBox
        ? { x: layer.focusBox.x + layer.focusBox.w / 2, y: layer.focusBox.y + layer.focusBox.h / 2 }
        : typeof layer.focus === 'object'
          ? layer.focus
          : { x: 0.5, y: 0.5 };
      const sw = box.w / scale;
      const sh = box.h / scale;
      const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
      const sx = clamp(f.x * iw - sw / 2, iw - sw);
      const sy = clamp(f.y * ih - sh / 2, ih - sh);
      return {
        rect: { x: box.x - sx * scale, y: box.y - sy * scale, w: iw * scale, h: ih * scale },
        scale,
      };
    }
    case 'fill':
      return { rect: box, scale: Math.max(box.w / iw, box.h / ih) };
    case 'contain':
    case 'none': {
      const scale = layer.fit === 'none' ? 1 : Math.min(box.w / iw, box.h / ih);
      const w = iw * scale;
      const h = ih * scale;
      return { rect: { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h }, scale };
    }
  }
}

/** A box given in 0..1 of the image, on the canvas; flipX mirrors it inside the layer's box. */
export function boxOnCanvas(
  layer: SpriteLayer,
  image: Pick<ImageFacts, 'width' | 'height'>,
  part: ImageBox,
): Box {
  const { rect } = drawnImage(layer, image);
  const x = rect.x + part.x * rect.w;
  const placed = { x, y: rect.y + part.y * rect.h, w: part.w * rect.w, h: part.h * rect.h };
  if (!layer.flipX) return placed;
  const box = canvasBox(layer);
  return { ...placed, x: box.x * 2 + box.w - placed.x - placed.w };
}

export const intersection = (a: Box, b: Box): Box | undefined => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const w = Math.min(a.x + a.w, b.x + b.w) - x;
  const h = Math.min(a.y + a.h, b.y + b.h) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : undefined;
};

/** Share of `a` that lies inside `b`. */
export const shareInside = (a: Box, b: Box) => {
  const i = intersection(a, b);
  return i && a.w * a.h > 0 ? (i.w * i.h) / (a.w * a.h) : 0;
};

/** The slot's face zone (QUICKCREATE §2): centre ± yaw shift, the target face width, face aspect. */
export function faceZone(layer: Layer): Box | undefined {
  const face = layer.slot?.face;
  if (!face) return undefined;
  const w = face.targetWidth + 2 * Math.abs(face.yawShift);
  const h = face.targetWidth * 1.3;
  return { x: face.center[0] - w / 2, y: face.center[1] - h / 2, w, h };
}
