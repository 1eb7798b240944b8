import type { LabelLayer, TemplateDoc } from '@adstudio/render';
import { labelLayer } from '@adstudio/render/test';
import { describe, expect, it } from 'vitest';
import { createFontSubsets, parseUnicodeRange } from './fonts.subsets.js';

const label = (key: string, text: string, fontWeight: number, fontFamily = 'noto-sans-sc') =>
  labelLayer({
    key,
    text,
    fontFamily,
    fontWeight,
    fillColor: '#000000',
    pos: [375, 100],
    anchor: [0.5, 0.5],
    width: 600,
    height: 100,
  });
const docOf = (...labels: LabelLayer[]): TemplateDoc => ({
  schemaVersion: 2,
  meta: { category: 121, tags: {}, layoutFamily: 'fonts' },
  renderConfig: {
    width_g: 750,
    height_g: 1334,
    materials: Object.fromEntries(labels.map((l) => [l.key, l])),
  },
});
const base = [
  { family: 'noto-sans-sc', url: '/f/400.ttf', weight: 400 },
  { family: 'noto-sans-sc', url: '/f/700.ttf', weight: 700 },
  { family: 'smiley-sans', url: '/f/s1.woff2', unicodeRange: 'U+4E00-4FFF' },
];
const url = (u: string, chars: string) => `${u}?text=${chars}`;

describe('font subsets for a document (issue 32 item 7)', () => {
  it('asks each face of the nearest weight for just the characters its labels draw, then only new ones', () => {
    const faces = createFontSubsets(base, url);
    // The space rides in each face's first subset, whether the text has one or not: without it
    // the browser takes another font's line metrics and the text draws 8 px high.
    expect(faces(docOf(label('a', '春日\n春', 400), label('b', '新品', 650)))).toEqual([
      {
        family: 'noto-sans-sc',
        url: '/f/400.ttf?text= …日春',
        weight: 400,
        unicodeRange: 'U+20, U+2026, U+65E5, U+6625',
      },
      {
        family: 'noto-sans-sc',
        url: '/f/700.ttf?text= …品新',
        weight: 700,
        unicodeRange: 'U+20, U+2026, U+54C1, U+65B0',
      },
    ]);
    // Typing 春日上新: one more face with 上 and 新 for weight 400; the earlier faces stay.
    const next = faces(docOf(label('a', '春日上新', 400), label('b', '新品', 650)));
    expect(next).toHaveLength(3);
    expect(next[2]).toMatchObject({ url: '/f/400.ttf?text=上新', unicodeRange: 'U+4E0A, U+65B0' });
    expect(faces(docOf(label('a', '春日上新', 400)))).toHaveLength(3);
  });

  it('gives the space only to a face whose file holds it (a family sliced by unicode-range)', () => {
    const faces = createFontSubsets(base, url)(docOf(label('a', '一 丁', 400, 'smiley-sans')));
    expect(faces).toEqual([
      { family: 'smiley-sans', url: '/f/s1.woff2?text=一丁', unicodeRange: 'U+4E00, U+4E01' },
    ]);
  });

  it('reads unicode-range lists', () => {
    expect(parseUnicodeRange('U+4E00-4FFF, U+3000, U+30??')).toEqual([
      [0x4e00, 0x4fff],
      [0x3000, 0x3000],
      [0x3000, 0x30ff],
    ]);
  });
});
