import { describe, expect, it } from 'vitest';
import { selectionOf, termRanges } from './copy.utils';

describe('termRanges', () => {
  it('marks every term case-insensitively and merges overlaps', () => {
    expect(termRanges('明月几时有，明月', ' 明月  几时 ')).toEqual([
      { start: 0, end: 4 },
      { start: 6, end: 8 },
    ]);
    expect(termRanges('iPhone 评测', 'iphone')).toEqual([{ start: 0, end: 6 }]);
    expect(termRanges('(.*) 符号', '(.*)')).toEqual([{ start: 0, end: 4 }]);
    expect(termRanges('任意', null)).toEqual([]);
  });
});

describe('selectionOf (spec §4 copy library selection)', () => {
  it('splits the main title at its line break and joins subtitle lines with a Chinese comma', () => {
    expect(
      selectionOf({ mainTitle: '春眠\n不觉晓', subtitleOne: '处处\n闻啼鸟', subtitleTwo: '' }),
    ).toEqual({
      mainLabel: '春眠',
      secondLabel: '不觉晓',
      thirdLabel: '处处，闻啼鸟',
    });
    expect(
      selectionOf({
        mainTitle: '明月几时有',
        subtitleOne: '把酒\n问青天',
        subtitleTwo: '不知天上宫阙',
      }),
    ).toEqual({
      mainLabel: '明月几时有',
      secondLabel: '把酒，问青天',
      thirdLabel: '不知天上宫阙',
    });
  });
});
