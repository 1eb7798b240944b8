import { describe, expect, it } from 'vitest';
import type { ApiError } from '../http/errors.js';
import {
  checkPageSize,
  containsPattern,
  parseImgType,
  parseKeyword,
  parseThemeIds,
  needsRecheck,
  termGrams,
} from './materials.search.js';

function errorOf(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('expected a throw');
}

describe('parseKeyword', () => {
  it('trims, splits on any whitespace, lower-cases and drops repeats', () => {
    expect(parseKeyword('  Cat\t猫  cat\u3000海边 ')).toEqual(['cat', '猫', '海边']);
  });

  it('gives no terms for an empty or missing keyword', () => {
    expect(parseKeyword('   ')).toEqual([]);
    expect(parseKeyword(undefined)).toEqual([]);
  });

  it('rejects a keyword over 100 characters with 关键词过长', () => {
    const err = errorOf(() => parseKeyword('猫'.repeat(101)));
    expect(err.code).toBe(400);
    expect(err.message).toMatch(/^关键词过长/);
    expect(parseKeyword('猫'.repeat(100))).toEqual(['猫'.repeat(100)]);
  });

  it('rejects more than 10 terms', () => {
    expect(errorOf(() => parseKeyword('a b c d e f g h i j k')).code).toBe(400);
  });
});

describe('parseThemeIds', () => {
  it('reads ids joined by &', () => {
    expect(parseThemeIds('1&2&2')).toEqual([1, 2]);
    expect(parseThemeIds('')).toEqual([]);
    expect(parseThemeIds(undefined)).toEqual([]);
  });

  it.each(['1&', '&1', 'a', '1&&2', '0', '-1', '1,2', '1234567890', "1' OR 1=1"])(
    'rejects %j with 请求参数不正确：theme_arr',
    (raw) => {
      const err = errorOf(() => parseThemeIds(raw));
      expect(err.code).toBe(400);
      expect(err.message).toBe('请求参数不正确：theme_arr');
    },
  );
});

describe('parseImgType', () => {
  it('treats empty as any type and rejects non-numbers', () => {
    expect(parseImgType('')).toBeUndefined();
    expect(parseImgType('1')).toBe(1);
    expect(errorOf(() => parseImgType('x')).message).toBe('请求参数不正确：img_type');
  });
});

describe('checkPageSize', () => {
  it('allows 1..100, and 1000 only with a theme filter', () => {
    expect(checkPageSize(100, [])).toBe(100);
    expect(checkPageSize(1000, [3])).toBe(1000);
    expect(errorOf(() => checkPageSize(1000, [])).message).toBe('请求参数不正确：pageSize');
    expect(errorOf(() => checkPageSize(500, [3])).code).toBe(400);
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('termGrams', () => {
  it('takes a one- or two-character term as its own gram, with no recheck', () => {
    expect(termGrams('猫')).toEqual(['猫']);
    expect(termGrams('风景')).toEqual(['风景']);
    expect(needsRecheck('风景')).toBe(false);
  });

  it('needs every distinct character pair of a longer term, and a recheck', () => {
    expect(termGrams('哈哈哈哈')).toEqual(['哈哈']);
    expect(termGrams('宇航员')).toEqual(['宇航', '航员']);
    expect(needsRecheck('宇航员')).toBe(true);
  });

  it('counts characters outside the BMP as one character, as PostgreSQL does', () => {
    expect(termGrams('𠀀猫')).toEqual(['𠀀猫']);
    expect(termGrams('𠀀猫狗')).toEqual(['𠀀猫', '猫狗']);
  });
});
