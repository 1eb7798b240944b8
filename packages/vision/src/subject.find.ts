// The main subject of a picture (QUICKCREATE §5): the person mask's box, else the largest face.
import type { Box } from './faces.detect.js';
import type { ImageSize } from './image.check.js';

export interface MainSubject {
  box: Box;
  source: 'person' | 'face';
}

/** The box around the alpha's opaque half, in the coordinates of `original`. */
export function alphaBox(alpha: Uint8Array, work: ImageSize, original: ImageSize): Box | undefined {
  let [left, top, right, bottom] = [work.width, work.height, -1, -1];
  for (let y = 0; y < work.height; y++) {
    for (let x = 0; x < work.width; x++) {
      if ((alpha[y * work.width + x] ?? 0) < 128) continue;
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
