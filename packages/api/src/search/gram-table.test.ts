import { describe, expect, it } from 'vitest';
import { eachGramCode, gramCodes, GramTable } from './gram-table.js';

describe('GramTable', () => {
  it('keeps one list per gram through growth, characters apart from pairs', () => {
    const table = new GramTable(4);
    for (let doc = 0; doc < 3; doc += 1) {
      for (let c = 0x4e00; c < 0x4e00 + 5000; c += 1) {
        table.add(c, -1, doc);
        table.add(c, c + 1, doc);
        table.add(c, c + 1, doc); // a document repeating a gram is listed once
      }
    }
    expect(table.values()).toHaveLength(10_000);
    expect(Array.from(table.get(0x4e01, -1)?.view() ?? [])).toEqual([0, 1, 2]);
    expect(Array.from(table.get(0x4e01, 0x4e02)?.view() ?? [])).toEqual([0, 1, 2]);
    expect(table.get(0x4e02, 0x4e01)).toBeUndefined();
  });

  it('reads surrogate pairs as one character', () => {
    const grams: [number, number][] = [];
    eachGramCode('𠮷野', (a, b) => grams.push([a, b]));
    expect(grams).toEqual([
      [0x20bb7, -1],
      [0x91ce, -1],
      [0x20bb7, 0x91ce],
    ]);
    expect(gramCodes('𠮷野')).toEqual([0x20bb7, 0x91ce]);
    expect(gramCodes('野')).toEqual([0x91ce, -1]);
  });
});
