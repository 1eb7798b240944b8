import { describe, expect, it } from 'vitest';
import { generateHeadlines, topicOf } from './smart.generator.js';
import { shippedPatterns, type HeadlinePattern } from './smart.patterns.js';

const pattern = (over: Partial<HeadlinePattern>): HeadlinePattern => ({
  prefix: '',
  suffix: '',
  support: 100,
  slotLength: 4,
  style: 'question',
  examples: [],
  ...over,
});

describe('generateHeadlines', () => {
  it('puts the keyword in every shipped pattern it uses, N of them, no repeats', () => {
    const list = generateHeadlines(shippedPatterns(), { words: ['咖啡'], count: 10 });
    expect(list).toHaveLength(10);
    expect(list.every((c) => c.content.includes('咖啡'))).toBe(true);
    expect(new Set(list.map((c) => c.content)).size).toBe(10);
    // Styles take turns when none is chosen.
    expect(new Set(list.slice(0, 4).map((c) => c.style)).size).toBe(4);
  });

  it('keeps to a chosen style and is deterministic', () => {
    const request = { words: ['新能源汽车'], style: 'emotion' as const, count: 5 };
    const list = generateHeadlines(shippedPatterns(), request);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.style === 'emotion')).toBe(true);
    expect(generateHeadlines(shippedPatterns(), request)).toEqual(list);
  });

  it('joins Chinese keywords into one topic and keeps a space before Latin ones', () => {
    expect(topicOf(['咖啡', '早餐'])).toBe('咖啡早餐');
    expect(topicOf(['iPhone', '评测'])).toBe('iPhone 评测');
  });

  it('drops near-duplicate frames and full-widths the question marks', () => {
    const list = generateHeadlines(
      [
        pattern({ prefix: '如何评价', suffix: '？', support: 500 }),
        pattern({ prefix: '如何评价', suffix: '?', support: 400 }),
        pattern({ prefix: '', suffix: '是什么体验', support: 100, style: 'emotion' }),
      ],
      { words: ['咖啡'], count: 10 },
    );
    expect(list.map((c) => c.content)).toEqual(['如何评价咖啡？', '咖啡是什么体验']);
  });

  it('leaves out clause slots around a short topic', () => {
    const list = generateHeadlines([pattern({ prefix: '为什么', suffix: '？', slotLength: 10 })], {
      words: ['咖啡'],
      count: 3,
    });
    expect(list).toEqual([]);
  });

  it('treats hostile keywords as text', () => {
    const words = ['<script>alert(1)</script>', '.*$', '𠮷'];
    const list = generateHeadlines(shippedPatterns(), { words, count: 5 });
    expect(list.every((c) => c.content.includes('<script>alert(1)</script> .*$ 𠮷'))).toBe(true);
  });
});
