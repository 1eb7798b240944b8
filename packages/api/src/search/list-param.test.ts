import { describe, expect, it } from 'vitest';
import { isEmptyJsonList, parseIdList, parseTextList, requireIds } from './list-param.js';

describe('parseIdList', () => {
  it('reads repeated, comma separated and JSON array values', () => {
    expect(parseIdList(['266', '301,302', '[303, 304]', '301'], 'tagId')).toEqual([
      266, 301, 302, 303, 304,
    ]);
    expect(parseIdList(undefined, 'tagId')).toEqual([]);
  });

  it.each([['abc'], ['0'], ['1.5'], ['-3'], ['[1,"x"]'], ['1'.repeat(12)]])(
    'rejects %s naming the field',
    (value) => {
      expect(() => parseIdList([value], 'tagId')).toThrow('请求参数不正确：tagId');
    },
  );
});

describe('parseTextList', () => {
  it('keeps commas as text and opens JSON arrays', () => {
    expect(parseTextList(['a,b', '["c d","e"]', '[x'])).toEqual(['a,b', 'c d', 'e', '[x']);
  });
});

describe('requireIds and isEmptyJsonList', () => {
  it('refuses an empty id list with id为空 and tells [] from a left-out list', () => {
    expect(() => requireIds([])).toThrow('id为空');
    expect(requireIds([3])).toEqual([3]);
    expect([isEmptyJsonList('[ ]'), isEmptyJsonList(undefined), isEmptyJsonList('[1]')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
