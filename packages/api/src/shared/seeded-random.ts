/**
 * mulberry32: a small, fast, seedable generator. The same seed gives the same sequence on every
 * machine, which is what the demo seeders, the template library and the game collage rely on to be
 * reproducible (the values are not for anything secret).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
