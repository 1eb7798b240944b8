// The crop tool's pure edits (issue 32 item 3). A sprite's `crop` is a box in 0..1 of its image
// that render's drawTemplate draws from, in the browser and on the server alike; the tool keeps
// it on whole image pixels, so the server's render of a crop is the image's own pixels.
import type { SpriteLayer, TemplateDoc } from '@adstudio/render';
import { omit, round2, updateLayers, type Box } from './doc-ops.js';

export interface ImageSize {
  width: number;
  height: number;
}

export const FULL_CROP: Box = { x: 0, y: 0, w: 1, h: 1 };
/** The smallest crop, in image pixels a side: a crop box cannot be dragged to nothing. */
export const MIN_CROP_PX = 8;

export const cropOf = (layer: SpriteLayer): Box => layer.crop ?? FULL_CROP;

/** The crop in image pixels, snapped to whole pixels and kept inside the image. */
export function cropPixels(crop: Box, image: ImageSize): Box {
  const min = Math.min(MIN_CROP_PX, image.width, image.height);
  const w = Math.min(image.width, Math.max(min, Math.round(crop.w * image.width)));
  const h = Math.min(image.height, Math.max(min, Math.round(crop.h * image.height)));
  const x = Math.min(image.width - w, Math.max(0, Math.round(crop.x * image.width)));
  const y = Math.min(image.height - h, Math.max(0, Math.round(crop.y * image.height)));
  return { x, y, w, h };
}

const toUnit = (px: Box, image: ImageSize): Box => ({
  x: px.x / image.width,
  y: px.y / image.height,
  w: px.w / image.width,
  h: px.h / image.height,
});

/** The box's aspect (width / height) on the canvas. */
export const layerAspect = (layer: SpriteLayer) => layer.width / layer.height;

/**
 * The largest crop with the canvas aspect `aspect` inside the image, centred where `around` is
 * centred (the 保持比例 choice starts here).
 */
export function aspectCrop(around: Box, image: ImageSize, aspect: number): Box {
  const cx = (around.x + around.w / 2) * image.width;
  const cy = (around.y + around.h / 2) * image.height;
  let w = around.w * image.width;
  let h = w / aspect;
  if (h > around.h * image.height) {
    h = around.h * image.height;
    w = h * aspect;
  }
  const px = { x: cx - w / 2, y: cy - h / 2, w, h };
  return toUnit(cropPixels(toUnit(px, image), image), image);
}

/** Keeps the layer's centre while its canvas height becomes `height` (the anchor may be anywhere). */
function withHeight(layer: SpriteLayer, height: number): SpriteLayer {
  const k = layer.scale;
  const centreY = layer.pos[1] + (0.5 - layer.anchor[1]) * layer.height * k;
  return {
    ...layer,
    height: round2(height),
    pos: [layer.pos[0], round2(centreY - (0.5 - layer.anchor[1]) * height * k)],
  };
}

/**
 * Sets the crop (snapped to whole pixels); the whole image clears it. A crop of another aspect
 * than the box (自由裁剪) reshapes the box to it, width kept, so no fit crops or stretches it again.
 */
export function applyCrop(doc: TemplateDoc, key: string, crop: Box, image: ImageSize) {
  const px = cropPixels(crop, image);
  return updateLayers(doc, [key], (l) => {
    if (l.type !== 'sprite') return l;
    const whole = px.w === image.width && px.h === image.height;
    const cropped: SpriteLayer = whole ? omit(l, ['crop']) : { ...l, crop: toUnit(px, image) };
    const height = (l.width * px.h) / px.w;
    return Math.abs(height - l.height) > 0.5 ? withHeight(cropped, height) : cropped;
  });
}

/**
 * 重置: the whole image again. A `cover` box keeps its shape (cover fills it as designed); any
 * other fit takes the image's aspect, so the whole image is neither stretched nor letterboxed.
 */
export function resetCrop(doc: TemplateDoc, key: string, image: ImageSize) {
  return updateLayers(doc, [key], (l) => {
    if (l.type !== 'sprite') return l;
    const whole = omit(l, ['crop']);
    return l.fit === 'cover' ? whole : withHeight(whole, (l.width * image.height) / image.width);
  });
}
