import { describe, expect, it } from 'vitest';
import { intersect, PostingList, union } from './postings.js';

// Random sorted lists checked against Set arithmetic.
function sortedList(size: number, range: number, rnd: () => number): Uint32Array {
  const docs = new Set<number>();
  while (docs.size < Math.min(size, range)) docs.add(Math.floor(rnd() * range));
  return Uint32Array.from([...docs].sort((a, b) => a - b));
}

function lcg(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

describe(intersect.name, () => {
  it('keeps the documents in every list, whatever their sizes', () => {
    const rnd = lcg(7);
    for (let round = 0; round < 200; round += 1) {
      const lists = Array.from({ length: 1 + Math.floor(rnd() * 4) }, () =>
        sortedList(Math.floor(rnd() * 300), 1 + Math.floor(rnd() * 2000), rnd),
      );
      const expected = [...(lists[0] ?? [])].filter((d) => lists.every((l) => l.includes(d)));
      expect([...intersect(lists)]).toEqual(expected);
    }
  });

  it('is empty for no lists or an empty one', () => {
    expect([...intersect([])]).toEqual([]);
    expect([...intersect([Uint32Array.of(1, 2), new Uint32Array(0)])]).toEqual([]);
  });
});

describe(union.name, () => {
  it('keeps each document of any list once, in order', () => {
    const rnd = lcg(11);
    for (let round = 0; round < 100; round += 1) {
      const lists = Array.from({ length: Math.floor(rnd() * 4) }, () =>
        sortedList(Math.floor(rnd() * 100), 500, rnd),
      );
      const expected = [...new Set(lists.flatMap((l) => [...l]))].sort((a, b) => a - b);
      expect([...union(lists)]).toEqual(expected);
    }
  });
});

describe(PostingList.name, () => {
  it('grows, ignores a repeated last document, and trims to its length', () => {
    const list = new PostingList(1);
    for (const doc of [1, 1, 2, 5, 5, 9]) list.addOnce(doc);
    expect([...list.view()]).toEqual([1, 2, 5, 9]);
    list.trim();
    expect(list.bytes).toBe(4 * 4);
  });
});
