// spec create-and-write §7, §9: getGameCapture — the game banner with small images: the scene as
// background, the title, and 200×200 modules placed without overlap on 1080x460, or 1300x554 when
// the scene is larger than that. The original tried up to 100,000 random positions per picture;
// here the random test is seeded (the same input places the same way) and picks among cells, so
// it is bounded and a full canvas answers at once instead of spinning.
import { seededRandom } from '../shared/seeded-random.js';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const CAPTURE_RANDOM_TRIES_MAX = 100_000;
const GAP = 12;

/** FNV-1a of a string: the seed of a capture is its input. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The collage size: the first size, or the largest the scene exceeds the first of. */
export function captureSize(
  sizes: readonly (readonly [number, number])[],
  scene: { width: number; height: number },
): [number, number] {
  const [first] = sizes;
  if (!first) return [1080, 460];
  const larger = sizes.filter(([w, h]) => w > first[0] || h > first[1]);
  const fits = scene.width > first[0] || scene.height > first[1];
  const pick = fits ? larger.at(-1) : undefined;
  return pick ? [pick[0], pick[1]] : [first[0], first[1]];
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Positions for `count` square modules of `size` on a `width`×`height` canvas, none overlapping
 * another or a reserved box (the title), all inside a margin. The canvas is cut into cells one
 * module and a gap wide; the seeded random test picks the cells (clear of the reserved boxes) and
 * a place inside each, so modules never overlap, a canvas that can hold them always does, and the
 * work is bounded by the cell count (at most CAPTURE_RANDOM_TRIES_MAX draws). Returns fewer than
 * asked when the canvas is full.
 */
export function placeModules(
  count: number,
  size: number,
  width: number,
  height: number,
  reserved: readonly Box[],
  seed: number,
): Box[] {
  const random = seededRandom(seed);
  const cols = Math.floor((width - GAP) / (size + GAP));
  const rows = Math.floor((height - GAP) / (size + GAP));
  if (cols < 1 || rows < 1) return [];
  const cellW = (width - GAP) / cols;
  const cellH = (height - GAP) / rows;
  const cells: Box[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const cell = { x: GAP + c * cellW, y: GAP + r * cellH, w: cellW - GAP, h: cellH - GAP };
      if (reserved.every((b) => !overlaps(cell, b))) cells.push(cell);
    }
  }
  // Fisher–Yates with the seeded draws: which cells, in which order.
  let draws = 0;
  for (let i = cells.length - 1; i > 0 && draws < CAPTURE_RANDOM_TRIES_MAX; i -= 1) {
    draws += 1;
    const j = Math.floor(random() * (i + 1));
    [cells[i], cells[j]] = [cells[j] as Box, cells[i] as Box];
  }
  return cells.slice(0, count).map((cell) => ({
    x: Math.round(cell.x + random() * Math.max(0, cell.w - size)),
    y: Math.round(cell.y + random() * Math.max(0, cell.h - size)),
    w: size,
    h: size,
  }));
}
