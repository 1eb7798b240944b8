import { describe, expect, it } from 'vitest';
import { parseIdCsv } from './id-csv.js';

describe('parseIdCsv', () => {
  it('reads comma-separated row ids, distinct and in order, spaces around them allowed', () => {
    expect(parseIdCsv('3, 1,3', 'ids', 10)).toEqual([3, 1]);
  });

  it('names the field for what Number() would have read as some other id', () => {
    for (const raw of ['', '1,,2', '1e3', '0x10', '1.0', '0', '-1', '2147483648', 'all']) {
      expect(() => parseIdCsv(raw, 'ids', 10), raw).toThrow('请求参数不正确：ids');
    }
  });

  it('refuses more ids than the call takes', () => {
    expect(() => parseIdCsv('1,2,3', 'ids', 2)).toThrow('请求参数不正确：ids');
  });
});
