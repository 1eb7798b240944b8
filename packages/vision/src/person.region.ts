// Where the person stands, for the cut-out's second, focused pass (person.cutout.ts personAlpha's
// region): the first pass's mask box joined with the room a face needs (hair above, shoulders
// beside, the body down to the frame's foot), grown by a margin and squared, since the model's input
// is square and a tall strip stretched to it would be squeezed sideways.
import type { Box } from './faces.detect.js';
import type { ImageSize } from './image.check.js';
import type { Region } from './person.cutout.js';

/** Room around a face box a person's head and shoulders need, in face widths / heights. */
const FACE_ROOM = { side: 0.5, above: 0.2 };
const REGION_MARGIN = 0.08;
/** A region this share of the picture or more gains nothing over the whole picture. */
const WHOLE_SHARE = 0.6;

const right = (b: Box) => b.left + b.width;
const bottom = (b: Box) => b.top + b.height;

/** The part of the picture the focused pass looks at, or undefined for the whole picture. */
export function personRegion(
  image: ImageSize,
  mask: Box | undefined,
  face: Box | undefined,
): Region | undefined {
  const parts: Box[] = [];
  if (mask) parts.push(mask);
  if (face)
    parts.push({
      left: face.left - FACE_ROOM.side * face.width,
      top: face.top - FACE_ROOM.above * face.height,
      width: face.width * (1 + 2 * FACE_ROOM.side),
      height: image.height - face.top + FACE_ROOM.above * face.height,
    });
  if (parts.length === 0) return undefined;
  const x0 = Math.min(...parts.map((b) => b.left));
  const y0 = Math.min(...parts.map((b) => b.top));
  const x1 = Math.max(...parts.map(right));
  const y1 = Math.max(...parts.map(bottom));
  const side = Math.max(x1 - x0, y1 - y0) * (1 + 2 * REGION_MARGIN);
  const width = Math.round(Math.min(side, image.width));
  const height = Math.round(Math.min(side, image.height));
  if (width * height >= WHOLE_SHARE * image.width * image.height) return undefined;
  const place = (centre: number, size: number, max: number) =>
    Math.round(Math.min(Math.max(centre - size / 2, 0), max - size));
  return {
    left: place((x0 + x1) / 2, width, image.width),
    top: place((y0 + y1) / 2, height, image.height),
    width,
    height,
  };
}
