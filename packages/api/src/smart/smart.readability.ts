// Readability score: the main title's contrast against the design's background colour (WCAG ratio),
// 7:1 and above counting as full marks. Unknown colours (gradients, photos) score neutrally.
import type { TemplateDoc } from '@adstudio/render';

const HEX = /^#([0-9a-f]{6})$/iu;
const FULL_MARKS_RATIO = 7;
const NEUTRAL = 0.5;

function luminance(hex: string): number | undefined {
  const m = HEX.exec(hex);
  if (!m?.[1]) return undefined;
  const value = Number.parseInt(m[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

export function contrastScore(doc: TemplateDoc): number {
  const title = doc.renderConfig.materials.mainLabel_0;
  const bg = doc.meta.palette?.bg;
  if (title?.type !== 'label' || typeof title.fillColor !== 'string' || bg === undefined)
    return NEUTRAL;
  const a = luminance(title.fillColor);
  const b = luminance(bg);
  if (a === undefined || b === undefined) return NEUTRAL;
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  return Math.min(1, (ratio - 1) / (FULL_MARKS_RATIO - 1));
}
