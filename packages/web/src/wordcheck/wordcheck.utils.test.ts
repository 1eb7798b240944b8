import { describe, expect, it } from 'vitest';
import { chunkSegments, cleanedText, maskedText, outermost, parseLinks } from './wordcheck.utils';

const h = (start: number, end: number, suggestions: string[] = []) => ({ start, end, suggestions });

describe('wordcheck utils', () => {
  it('keeps the outermost of overlapping hits', () => {
    expect(outermost([h(2, 4), h(0, 5), h(6, 8), h(7, 9)])).toEqual([h(0, 5), h(6, 8)]);
  });

  it('cleans with the first suggestion and masks per character', () => {
    const text = '全网最低价，𠀀最佳';
    const hits = [h(0, 5, ['超值价']), h(2, 4, ['实惠']), h(8, 10)];
    expect(cleanedText(text, hits)).toBe('超值价，𠀀最佳');
    expect(maskedText(text, hits)).toBe('*****，𠀀**');
  });

  it('cuts long text into chunks that keep every character', () => {
    const text = 'a'.repeat(10_000) + '最佳' + 'b'.repeat(5_000);
    const chunks = chunkSegments(text, [h(10_000, 10_002)], 4000);
    expect(chunks.length).toBeGreaterThan(3);
    expect(
      chunks
        .flat()
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
    expect(chunks.flat().filter((s) => s.hit)).toHaveLength(1);
  });

  it('reads links one per line, by spaces or commas', () => {
    expect(parseLinks(' a.cn\nhttp://b.cn , c.cn，d.cn ')).toEqual([
      'a.cn',
      'http://b.cn',
      'c.cn',
      'd.cn',
    ]);
  });
});
