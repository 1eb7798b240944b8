import { describe, expect, it } from 'vitest';
import { generateHeadlines, topicOf } from './generate.offline.js';
import { shippedPatterns, type HeadlinePattern } from './generate.patterns.js';

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

  it('keeps each keyword whole: 新款手机 and 拍照 never run together', () => {
    expect(topicOf(['新款手机', '拍照'])).toBe('新款手机 拍照');
    expect(topicOf(['iPhone', '评测'])).toBe('iPhone 评测');
    const list = generateHeadlines(shippedPatterns(), { words: ['新款手机', '拍照'], count: 10 });
    expect(list.every((c) => c.content.includes('新款手机 拍照'))).toBe(true);
  });

  it('labels a frame by what it is: 一个 is no count, a 数字清单 frame has one', () => {
    const lists = shippedPatterns().filter((p) => p.style === 'list');
    expect(lists.length).toBeGreaterThanOrEqual(10);
    for (const p of lists)
      expect(p.prefix + p.suffix).toMatch(/\d|[二两三四五六七八九十几]|盘点|清单/);
    const story = shippedPatterns().find((p) => p.suffix.includes('写一个故事'));
    if (story) expect(story.style).toBe('question');
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
