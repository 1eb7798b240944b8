// Fitting never overflows (issue 13 acceptance): every real headline of 1–40 characters in every
// text slot of the sample template, measured with the real fonts.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { nodeMeasurer } from '../node/measure.node.js';
import { registerFonts } from '../node/fonts.node.js';
import { SAMPLE_POSTER } from '../test/fixtures.js';
import HEADLINES from '../test/fixtures/headlines.json' with { type: 'json' };
import { chars, fontString, layoutLabel, textBox } from './layout.js';
import { restoreTemplate } from './template.restore.js';
import type { LabelLayer } from './template.schema.js';

const doc = restoreTemplate(SAMPLE_POSTER.synthetic);
const labels = Object.values(doc.renderConfig.materials).filter((l): l is LabelLayer => l.type === 'label');

// Real headlines, plus every length 1–40 cut from two of them joined (the corpus tops out at 15).
function headlines(): string[] {
  const real = HEADLINES.headlines;
  const out = new Set(real);
  real.forEach((h, i) => {
    const joined = chars(`${h}，${real[(i + 7) % real.length] ?? ''}，满300减50 Happy Hour`);
    for (let n = 1; n <= 40; n += 1) out.add(joined.slice(0, n).join(''));
  });
  return [...out].filter((h) => chars(h).length >= 1 && chars(h).length <= 40 && h.trim());
}

registerFonts();
const ctx = createCanvas(8, 8).getContext('2d');

describe('layoutLabel', () => {
  it('never overflows: every headline of 1–40 characters in every text slot of the sample', () => {
    const all = headlines();
    expect(all.length).toBeGreaterThan(1000);
    let checked = 0;
    for (const label of labels) {
      const box = textBox(label);
      for (const text of all) {
        const layout = layoutLabel({ ...label, text }, nodeMeasurer);
        expect(layout.lines.length).toBeLessThanOrEqual(label.fit.maxLines);
        expect(layout.fontSize + (layout.lines.length - 1) * layout.lineHeight).toBeLessThanOrEqual(box.height);
        ctx.font = fontString(label, layout.fontSize);
        for (const line of layout.lines) {
          // The real width of the whole line, kerning included, not just the sum of cached runs.
          expect(ctx.measureText(line.text).width, `${label.key}: ${line.text}`).toBeLessThanOrEqual(box.width * 1.01);
        }
        checked += 1;
      }
    }
    expect(checked).toBe(all.length * labels.length);
  });

  it('keeps the authored size when it fits and never writes the fitted size back', () => {
    const title = labels.find((l) => l.key === 'mainLabel_0')!;
    expect(layoutLabel(title, nodeMeasurer)).toMatchObject({ fontSize: 132, outcome: 'authored' });
    const long = { ...title, text: '春日新品限时尝鲜' };
    const layout = layoutLabel(long, nodeMeasurer);
    expect(layout.outcome).toBe('shrunk');
    expect(layout.fontSize).toBeLessThan(132);
    expect(layout.fontSize).toBeGreaterThanOrEqual(84);
    expect(long.fontSize).toBe(132);
  });

  it('breaks with 禁则 and keeps numbers and Latin words whole', () => {
    const base = labels.find((l) => l.key === 'secondLabel_0')!;
    const wrapped = { ...base, fit: { ...base.fit, maxLines: 3 }, maxHeight: 200, height: 200, width: 260, maxWidth: 260 };
    for (const text of ['第二杯半价，全国门店同享。会员日满300减50！', '「春日限定」新品上市，欢迎品尝（限量）']) {
      const { lines } = layoutLabel({ ...wrapped, text }, nodeMeasurer);
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines.slice(1)) expect('。，、！？）》」').not.toContain(line.text[0]);
      for (const line of lines.slice(0, -1)) expect('（《「').not.toContain(line.text.at(-1));
      if (text.includes('300')) expect(lines.some((l) => l.text.includes('满300减50') || l.text.includes('300减50'))).toBe(true);
    }
  });

  it('balances lines when asked', () => {
    const base = labels.find((l) => l.key === 'secondLabel_0')!;
    const layer = { ...base, text: '全国门店同享会员再享九折优惠活动', width: 420, maxWidth: 420, height: 120, maxHeight: 120, fontSize: 34, fit: { ...base.fit, minFontSize: 34, maxLines: 2, balance: true } };
    const { lines } = layoutLabel(layer, nodeMeasurer);
    expect(lines).toHaveLength(2);
    expect(Math.abs(chars(lines[0]!.text).length - chars(lines[1]!.text).length)).toBeLessThanOrEqual(1);
  });

  it('cuts notes with an ellipsis at their minimum size instead of overflowing', () => {
    const notes = labels.find((l) => l.key === 'notesLabel_0')!;
    const layout = layoutLabel({ ...notes, text: '*图片仅供参考，以门店实物为准，活动最终解释权归本店所有，详情请咨询店员' }, nodeMeasurer);
    expect(layout).toMatchObject({ outcome: 'cut', fontSize: 18 });
    expect(layout.lines[0]!.text.endsWith('…')).toBe(true);
  });
});
