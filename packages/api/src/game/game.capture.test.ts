import { describe, expect, it } from 'vitest';
import { CAPTURE_RANDOM_TRIES_MAX, captureSize, placeModules, seedOf } from './game.capture.js';

const SIZES = [
  [1080, 460],
  [1300, 554],
] as const;
const overlap = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('captureSize', () => {
  it('is 1080x460, or 1300x554 when the scene is larger than that (spec §9)', () => {
    expect(captureSize(SIZES, { width: 1080, height: 460 })).toEqual([1080, 460]);
    expect(captureSize(SIZES, { width: 800, height: 400 })).toEqual([1080, 460]);
    expect(captureSize(SIZES, { width: 1300, height: 554 })).toEqual([1300, 554]);
    expect(captureSize(SIZES, { width: 4000, height: 3000 })).toEqual([1300, 554]);
  });
});

describe('placeModules', () => {
  const title = { x: 24, y: 24, w: 594, h: 110 };

  it('places 200×200 modules inside the canvas without overlap, clear of the title', () => {
    for (let seed = 1; seed < 40; seed += 1) {
      const spots = placeModules(6, 200, 1300, 554, [title], seed);
      expect(spots).toHaveLength(6);
      for (const [i, a] of spots.entries()) {
        expect(a.x).toBeGreaterThanOrEqual(0);
        expect(a.y).toBeGreaterThanOrEqual(0);
        expect(a.x + 200).toBeLessThanOrEqual(1300);
        expect(a.y + 200).toBeLessThanOrEqual(554);
        expect(overlap(a, title)).toBe(false);
        for (const b of spots.slice(i + 1)) expect(overlap(a, b)).toBe(false);
      }
    }
  });

  it('gives the same positions for the same seed, others for another', () => {
    const seed = seedOf('{"back":7001004,"small":[1,2,3]}');
    expect(placeModules(4, 200, 1080, 460, [], seed)).toEqual(
      placeModules(4, 200, 1080, 460, [], seed),
    );
    expect(placeModules(4, 200, 1080, 460, [], seed)).not.toEqual(
      placeModules(4, 200, 1080, 460, [], seed + 1),
    );
  });

  it('stops at what fits on a full canvas, quickly and boundedly', () => {
    const started = performance.now();
    const spots = placeModules(40, 200, 1080, 460, [], 7);
    // 1080x460 with a 12 px gap holds two rows of five modules, never 40.
    expect(spots).toHaveLength(10);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(CAPTURE_RANDOM_TRIES_MAX).toBe(100_000);
  });
});
