import { describe, expect, it } from 'vitest';
import { fold } from './fold.js';
import { highlightSpans } from './highlight.js';
import { parseKeywordTerms } from './keyword.js';

describe('fold', () => {
  it('makes full-width ASCII half-width and lower-cases, keeping every offset', () => {
    const text = 'ＡＢＣ　iPhone　１２ＰＲＯ';
    expect(fold(text)).toBe('abc iphone 12pro');
    expect(fold(text)).toHaveLength(text.length);
    expect(fold('İ𠮷')).toHaveLength('İ𠮷'.length);
  });
});

describe('highlightSpans', () => {
  it('merges overlapping and touching occurrences of every term, sorted', () => {
    // 哈哈 overlaps itself; 哈哈哈 and 大笑 touch.
    expect(highlightSpans('哈哈哈大笑', ['哈哈', '大笑'])).toEqual([[0, 5]]);
    expect(highlightSpans('北京上海北京', ['北京', '上'])).toEqual([
      [0, 3],
      [4, 6],
    ]);
  });

  it('counts UTF-16 code units, so a surrogate pair is two', () => {
    const text = '𠮷野家的𠮷';
    expect(highlightSpans(text, ['𠮷'])).toEqual([
      [0, 2],
      [5, 7],
    ]);
    expect(text.slice(5, 7)).toBe('𠮷');
  });

  it('matches case- and width-insensitively against folded terms', () => {
    expect(highlightSpans('ＩＰＨＯＮＥ新品', parseKeywordTerms(['iphone']))).toEqual([[0, 6]]);
  });

  it('is empty without terms or matches', () => {
    expect(highlightSpans('标题', [])).toEqual([]);
    expect(highlightSpans('标题', ['无'])).toEqual([]);
  });
});

describe('parseKeywordTerms', () => {
  it('joins, trims, splits on any whitespace, folds and de-duplicates', () => {
    expect(parseKeywordTerms(['  北京\u3000上海 ', 'ＡＢ ab'])).toEqual(['北京', '上海', 'ab']);
    expect(parseKeywordTerms(undefined)).toEqual([]);
  });

  it.each([
    [[' \t '], '请输入关键字'],
    [[''], '请输入关键字'],
    [[Array.from({ length: 11 }, (_, i) => `词${i}`).join(' ')], '关键字最多10个'],
    [['字'.repeat(51)], '关键字不能超过50个字'],
  ])('rejects %j with %s', (values, message) => {
    expect(() => parseKeywordTerms(values)).toThrow(message);
  });

  it('allows exactly 10 terms and 50 characters', () => {
    expect(
      parseKeywordTerms([Array.from({ length: 10 }, (_, i) => `词${i}`).join(' ')]),
    ).toHaveLength(10);
    expect(parseKeywordTerms(['字'.repeat(25), '文'.repeat(25)])).toHaveLength(2);
  });
});
