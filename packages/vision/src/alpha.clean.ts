// The person's alpha made into an edge a designer would keep: the selfie model's mask is 256 px
// square, so scaled to a large photo it fades over tens of pixels wherever the photo has no edge for
// the guided filter to follow — a pale halo of backdrop around the shoulders on any colour behind
// the cut-out — and it keeps stray patches of the scene (a neighbour's sleeve, a flag's stripe)
// apart from the person. Crisped around the model's own ½ contour, which stays where it was, and cut
// to the parts joined to the person's face.
import type { Box } from './faces.detect.js';
import type { ImageSize } from './image.check.js';

/** Steepness of the edge: alpha from 0.3 to 0.7 becomes 0 to 1 (the ½ contour stays put). */
const EDGE_CONTRAST = 2.5;
const OPAQUE = 128;
/** Parts joined to the face smaller than this share of the largest part are not the person alone. */
const MIN_FACE_PART = 0.25;

/** The alpha steepened around ½, in place. */
export function crispen(alpha: Uint8Array): Uint8Array {
  for (let i = 0; i < alpha.length; i++) {
    const v = ((alpha[i] ?? 0) - OPAQUE) * EDGE_CONTRAST + OPAQUE;
    alpha[i] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
  }
  return alpha;
}

/**
 * Labels the at-least-half-opaque pixels by 4-connected part: 0 is clear, 1… a part. Returns the
 * labels and each part's size (index = label).
 */
function parts(alpha: Uint8Array, { width, height }: ImageSize) {
  const labels = new Int32Array(alpha.length);
  const sizes = [0];
  const stack: number[] = [];
  for (let start = 0; start < alpha.length; start++) {
    if (labels[start] !== 0 || (alpha[start] ?? 0) < OPAQUE) continue;
    const label = sizes.length;
    let size = 0;
    labels[start] = label;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop() as number;
      size++;
      const x = i % width;
      const next = [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        i >= width ? i - width : -1,
        i < (height - 1) * width ? i + width : -1,
      ];
      for (const j of next) {
        if (j < 0 || labels[j] !== 0 || (alpha[j] ?? 0) < OPAQUE) continue;
        labels[j] = label;
        stack.push(j);
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/**
 * Keeps the parts of the cut-out joined to the face (any part with a pixel in its box), and the
 * largest part too when those are small beside it; the rest, and the faint fringe of what is
 * dropped, becomes clear. In place.
 */
export function keepPerson(alpha: Uint8Array, size: ImageSize, face?: Box): Uint8Array {
  const { labels, sizes } = parts(alpha, size);
  if (sizes.length <= 2) return alpha;
  const kept = new Set<number>();
  if (face) {
    const x0 = Math.max(0, Math.floor(face.left));
    const y0 = Math.max(0, Math.floor(face.top));
    const x1 = Math.min(size.width, Math.ceil(face.left + face.width));
    const y1 = Math.min(size.height, Math.ceil(face.top + face.height));
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const label = labels[y * size.width + x] ?? 0;
        if (label > 0) kept.add(label);
      }
  }
  // Without the face, or with only a speck of it (a face the model hardly took for a person), the
  // largest part is the person.
  const largest = Math.max(...sizes.slice(1));
  const keptSize = [...kept].reduce((sum, label) => sum + (sizes[label] ?? 0), 0);
  if (keptSize < MIN_FACE_PART * largest) kept.add(sizes.indexOf(largest));
  // A clear pixel's faint fringe belongs to the nearer part along its row, and goes with it.
  const nearest = new Int32Array(size.width);
  const distance = new Float64Array(size.width);
  for (let y = 0; y < size.height; y++) {
    const row = y * size.width;
    let last = 0;
    let at = -Infinity;
    for (let x = 0; x < size.width; x++) {
      const label = labels[row + x] ?? 0;
      if (label > 0) [last, at] = [label, x];
      nearest[x] = last;
      distance[x] = x - at;
    }
    last = 0;
    at = Infinity;
    for (let x = size.width - 1; x >= 0; x--) {
      const label = labels[row + x] ?? 0;
      if (label > 0) [last, at] = [label, x];
      if (at - x < (distance[x] ?? Infinity)) nearest[x] = last;
      const owner = nearest[x] ?? 0;
      if (owner > 0 && !kept.has(owner)) alpha[row + x] = 0;
    }
  }
  return alpha;
}
