// The main subject of a picture (QUICKCREATE §5): the person mask's box, else the largest face; and
// the part of a picture a cut-out keeps (its visible figure plus a margin).
import type { Box } from './faces.detect.js';
import type { ImageSize } from './image.check.js';
import type { Region } from './person.cutout.js';
import { VISION_CUTOUT_MARGIN } from './vision.limits.js';

// Alpha above this shows on a design (a soft edge of hair): the cut-out keeps all of it.
const VISIBLE_ALPHA = 16;

export interface MainSubject {
  box: Box;
  source: 'person' | 'face';
}

/** The box around the alpha's opaque half (or from `threshold` up), in the coordinates of `original`. */
export function alphaBox(
  alpha: Uint8Array,
  work: ImageSize,
  original: ImageSize,
  threshold = 128,
): Box | undefined {
  let [left, top, right, bottom] = [work.width, work.height, -1, -1];
  for (let y = 0; y < work.height; y++) {
    for (let x = 0; x < work.width; x++) {
      if ((alpha[y * work.width + x] ?? 0) < threshold) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return undefined;
  const scale = original.width / work.width;
  return {
    left: Math.round(left * scale),
    top: Math.round(top * scale),
    width: Math.round((right - left + 1) * scale),
    height: Math.round((bottom - top + 1) * scale),
  };
}

/**
 * The part of the working image a cut-out keeps (issue 27 item 4): everything its alpha shows, soft
 * edges too, grown by VISION_CUTOUT_MARGIN of its size on each side and kept inside the picture. A
 * person at the edge of a wide photo comes back as a tight figure, not a sliver at the edge of a
 * transparent 1600×1000 canvas.
 */
export function keptRegion(alpha: Uint8Array, image: ImageSize): Region | undefined {
  const box = alphaBox(alpha, image, image, VISIBLE_ALPHA);
  if (!box) return undefined;
  const mx = box.width * VISION_CUTOUT_MARGIN;
  const my = box.height * VISION_CUTOUT_MARGIN;
  const left = Math.max(0, Math.floor(box.left - mx));
  const top = Math.max(0, Math.floor(box.top - my));
  return {
    left,
    top,
    width: Math.min(image.width, Math.ceil(box.left + box.width + mx)) - left,
    height: Math.min(image.height, Math.ceil(box.top + box.height + my)) - top,
  };
}
