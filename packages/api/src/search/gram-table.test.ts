import { describe, expect, it } from 'vitest';
import { eachGramCode, gramCodes, GramTable } from './gram-table.js';

function gramsOf(text: string): [number, number][] {
  const grams: [number, number][] = [];
  eachGramCode(text, (a, b) => grams.push([a, b]));
  return grams;
}

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
    expect(Array.from(table.get(0x4e01, -1) ?? [])).toEqual([0, 1, 2]);
    expect(Array.from(table.get(0x4e01, 0x4e02) ?? [])).toEqual([0, 1, 2]);
    expect(table.get(0x4e02, 0x4e01)).toBeUndefined();
  });

  it('bulk-builds the same lists into one array and reads later documents behind them', () => {
    const texts = ['北京', '北京北京', '上海', '京'];
    const table = GramTable.bulk(texts.length, (doc, add) => {
      eachGramCode(texts[doc] ?? '', add);
    });
    const docs = (gram: string) => Array.from(table.get(...gramCodes(gram)) ?? []);
    expect(docs('京')).toEqual([0, 1, 3]);
    expect(docs('北京')).toEqual([0, 1]);
    expect(docs('京北')).toEqual([1]);
    expect(docs('海')).toEqual([2]);
    expect(table.get(...gramCodes('南'))).toBeUndefined();
    eachGramCode('南京', (a, b) => {
      table.add(a, b, 4);
    });
    expect(docs('京')).toEqual([0, 1, 3, 4]);
    expect(docs('南京')).toEqual([4]);
  });

  it('reads surrogate pairs as one character', () => {
    expect(gramsOf('𠮷野')).toEqual([
      [0x20bb7, -1],
      [0x91ce, -1],
      [0x20bb7, 0x91ce],
    ]);
    expect(gramCodes('𠮷野')).toEqual([0x20bb7, 0x91ce]);
    expect(gramCodes('野')).toEqual([0x91ce, -1]);
  });

  it('makes no gram of a space: it only separates words', () => {
    expect(gramsOf('猫 a')).toEqual([
      [0x732b, -1],
      [0x61, -1],
    ]);
  });

  it('lists the grams of every term, or none when one gram is missing', () => {
    const table = GramTable.bulk(2, (doc, add) => {
      eachGramCode(['宇航员', '航员'][doc] ?? '', add);
    });
    expect(table.lists(['宇航员', '员'])?.map((list) => Array.from(list))).toEqual([
      [0],
      [0, 1],
      [0, 1],
    ]);
    expect(table.lists(['员航'])).toBeUndefined();
  });
});
