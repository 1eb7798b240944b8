import { describe, expect, it } from 'vitest';
import { ms, percentile, summarize } from './stats.js';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile(sorted, 0)).toBe(1);
  });

  it('handles one sample and none', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts the samples first', () => {
    expect(summarize([5, 1, 3, 2, 4])).toEqual({ n: 5, p50: 3, p95: 5, p99: 5, max: 5, mean: 3 });
  });
});

describe('ms', () => {
  it('keeps two decimals under 10 ms and one above', () => {
    expect(ms(1.234)).toBe('1.23 ms');
    expect(ms(12.34)).toBe('12.3 ms');
    expect(ms(Number.NaN)).toBe('—');
  });
});
