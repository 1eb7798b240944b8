// Text layout (QUICKCREATE §3): CJK breaking by character with 禁则, Latin words and numbers kept
// whole, optional balanced lines, and a size chosen by bisection that never overflows the box.
// The authored size stays in the document; the fitted size lives only in the returned layout.
import { LRUCache } from 'lru-cache';
import type { LabelLayer } from './template.schema.js';

/** Width in px of `text` drawn in the CSS font `font` of `family` (a canvas measureText). */
export type MeasureText = (text: string, font: string, family: string) => number;

/** Glyph runs are measured once at this size and scaled: widths are linear in the font size. */
const REF_SIZE = 100;
const DEFAULT_LINE_HEIGHT = 1.2;
/** Titles that overflow even at their minimum may go this far below it (with a warning) before any text is cut. */
const BELOW_MIN_FACTOR = 0.5;
const SIZE_STEP = 0.5;

const NO_LINE_START = new Set('。，、！？）》」』】〕；：….,!?)]}%’”·～-–—');
const NO_LINE_END = new Set('（《「『【〔([{“‘¥$');
// Latin words, numbers with their units and signs, so 4.1–4.30 or 300元 break only around them.
const TOKEN = /[A-Za-z0-9][A-Za-z0-9.,:/%+'’&_–-]*|\s+|[\s\S]/gu;

export interface TextLine {
  text: string;
  width: number;
}

export interface TextLayout {
  fontSize: number;
  /** Line advance in px. */
  lineHeight: number;
  lines: TextLine[];
  /** authored: fits as designed; shrunk: between min and authored; below-min: title smaller than its minimum; cut: text shortened with … */
  outcome: 'authored' | 'shrunk' | 'grown' | 'below-min' | 'cut';
}

/** The characters (code points) of a string. */
export const chars = (s: string): string[] => Array.from(s);

export const fontString = (layer: Pick<LabelLayer, 'fontFamily' | 'fontWeight'>, size: number) =>
  `${layer.fontWeight} ${size}px "${layer.fontFamily}"`;

/**
 * Caches run widths per font at REF_SIZE so bisection costs only additions. One per process is
 * enough: the font registry is fixed, so keys are bounded by the characters actually used.
 */
export function createMeasurer(measure: MeasureText) {
  const cache = new LRUCache<string, number>({ max: 50_000 });
  return (run: string, layer: Pick<LabelLayer, 'fontFamily' | 'fontWeight'>): number => {
    const font = fontString(layer, REF_SIZE);
    const key = `${font}\u0000${run}`;
    let width = cache.get(key);
    if (width === undefined) {
      width = measure(run, font, layer.fontFamily);
      cache.set(key, width);
    }
    return width / REF_SIZE;
  };
}
export type Measurer = ReturnType<typeof createMeasurer>;

interface Token {
  text: string;
  /** Width at 1 px, letter spacing not included. */
  em: number;
  space: boolean;
}

function tokenize(paragraph: string, layer: LabelLayer, measurer: Measurer): Token[] {
  return (paragraph.match(TOKEN) ?? []).map((text) => ({
    text,
    em: measurer(text, layer),
    space: /^\s+$/u.test(text),
  }));
}

const tokenWidth = (t: Token, size: number, spacing: number) =>
  t.em * size + spacing * chars(t.text).length;

const lineOf = (tokens: Token[], size: number, spacing: number): TextLine => {
  const trimmed = tokens.slice(
    tokens.findIndex((t) => !t.space),
    tokens.length - [...tokens].reverse().findIndex((t) => !t.space),
  );
  return {
    text: trimmed.map((t) => t.text).join(''),
    width: trimmed.reduce((w, t) => w + tokenWidth(t, size, spacing), 0),
  };
};

// A break before `next` is allowed unless it would start a line with closing punctuation or end
// one with opening punctuation.
const canBreakBefore = (prev: Token | undefined, next: Token, kinsoku: boolean) =>
  !kinsoku || (!NO_LINE_START.has(next.text) && !(prev && NO_LINE_END.has(prev.text)));

/** Greedy breaking of one paragraph at `width`; a token wider than the line is split by character. */
function breakParagraph(tokens: Token[], width: number, size: number, spacing: number, kinsoku: boolean) {
  const lines: Token[][] = [];
  let line: Token[] = [];
  let used = 0;
  for (const token of tokens) {
    const w = tokenWidth(token, size, spacing);
    if (used + w <= width || line.length === 0 || token.space) {
      line.push(token);
      used += w;
      continue;
    }
    // Step back to the nearest allowed break; the whole line rather than a forbidden one.
    let cut = line.length;
    while (cut > 0 && !canBreakBefore(line[cut - 1], line[cut] ?? token, kinsoku)) cut -= 1;
    if (cut === 0) cut = line.length;
    lines.push(line.slice(0, cut));
    line = [...line.slice(cut), token];
    used = line.reduce((sum, t) => sum + tokenWidth(t, size, spacing), 0);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

function splitLongTokens(tokens: Token[], layer: LabelLayer, measurer: Measurer, width: number, size: number, spacing: number) {
  return tokens.flatMap((t) =>
    tokenWidth(t, size, spacing) > width && chars(t.text).length > 1
      ? chars(t.text).map((c) => ({ text: c, em: measurer(c, layer), space: false }))
      : [t],
  );
}

function wrap(paragraphs: Token[][], layer: LabelLayer, measurer: Measurer, width: number, size: number): TextLine[] {
  const spacing = layer.letterSpacing ?? 0;
  const kinsoku = layer.fit.kinsoku ?? true;
  const lines: TextLine[] = [];
  for (const tokens of paragraphs) {
    const fitted = splitLongTokens(tokens, layer, measurer, width, size, spacing);
    const broken = breakParagraph(fitted, width, size, spacing, kinsoku);
    if (layer.fit.balance && broken.length > 1) {
      // The narrowest width that keeps the same number of lines makes them as even as possible.
      let lo = 0;
      let hi = width;
      while (hi - lo > 1) {
        const mid = (lo + hi) / 2;
        if (breakParagraph(fitted, mid, size, spacing, kinsoku).length <= broken.length) hi = mid;
        else lo = mid;
      }
      lines.push(...breakParagraph(fitted, hi, size, spacing, kinsoku).map((l) => lineOf(l, size, spacing)));
    } else lines.push(...broken.map((l) => lineOf(l, size, spacing)));
  }
  return lines;
}

const lineAdvance = (layer: LabelLayer, size: number) => size * (layer.lineHeight ?? DEFAULT_LINE_HEIGHT);
// The last line needs only its em box, not a full advance.
const blockHeight = (layer: LabelLayer, size: number, lines: number) =>
  size + Math.max(0, lines - 1) * lineAdvance(layer, size);

/** The text box of a label in canvas px (its scale applied). */
export const textBox = (layer: LabelLayer) => ({
  width: Math.min(layer.maxWidth || layer.width, layer.width || layer.maxWidth) * layer.scale,
  height: Math.min(layer.maxHeight || layer.height, layer.height || layer.maxHeight) * layer.scale,
});

function cutToFit(paragraphs: Token[][], layer: LabelLayer, measurer: Measurer, size: number): TextLine[] {
  const box = textBox(layer);
  const all = wrap(paragraphs, layer, measurer, box.width, size);
  let room = layer.fit.maxLines;
  while (room > 1 && blockHeight(layer, size, room) > box.height) room -= 1;
  if (all.length <= room) return all;
  const kept = all.slice(0, room);
  const last = kept[room - 1] ?? { text: '', width: 0 };
  const spacing = layer.letterSpacing ?? 0;
  const ellipsisWidth = measurer('…', layer) * size + spacing;
  let text = '';
  let width = 0;
  for (const c of chars(last.text)) {
    const w = measurer(c, layer) * size + spacing;
    if (width + w + ellipsisWidth > box.width) break;
    text += c;
    width += w;
  }
  kept[room - 1] = { text: `${text}…`, width: width + ellipsisWidth };
  return kept;
}

/**
 * Lays out a label: the largest size in its allowed range at which the text fits its box in at most
 * `fit.maxLines` lines. The returned lines never exceed the box; when the text cannot fit, titles
 * (shrink) go below their minimum and then are cut, other modes are cut with an ellipsis or clipped.
 */
export function layoutLabel(layer: LabelLayer, measurer: Measurer): TextLayout {
  const box = textBox(layer);
  const scaleSize = (s: number) => s * layer.scale;
  const paragraphs = layer.text.split(/\r?\n/u).map((p) => tokenize(p, layer, measurer));
  const fits = (size: number) => {
    const lines = wrap(paragraphs, layer, measurer, box.width, size);
    return (
      lines.length <= layer.fit.maxLines &&
      blockHeight(layer, size, lines.length) <= box.height &&
      lines.every((l) => l.width <= box.width)
    );
  };
  const result = (size: number, outcome: TextLayout['outcome'], lines?: TextLine[]): TextLayout => ({
    fontSize: size,
    lineHeight: lineAdvance(layer, size),
    lines: lines ?? wrap(paragraphs, layer, measurer, box.width, size),
    outcome,
  });
  // Largest size in [lo, hi] that fits, given that lo fits (sizes on a SIZE_STEP grid).
  const bisect = (lo: number, hi: number) => {
    let good = lo;
    let bad = hi + SIZE_STEP;
    while (bad - good > SIZE_STEP) {
      const mid = Math.floor((good + bad) / 2 / SIZE_STEP) * SIZE_STEP;
      if (mid <= good) break;
      if (fits(mid)) good = mid;
      else bad = mid;
    }
    return good;
  };

  const authored = scaleSize(layer.fontSize);
  const min = Math.min(scaleSize(layer.fit.minFontSize), authored);
  if (layer.fit.mode === 'grow') {
    const max = Math.max(authored, scaleSize(layer.fit.maxFontSize ?? authored));
    if (fits(authored)) return result(bisect(authored, max), max > authored ? 'grown' : 'authored');
  } else if (fits(authored)) return result(authored, 'authored');
  if (layer.fit.mode === 'clip') return result(authored, 'cut', cutToFit(paragraphs, layer, measurer, authored));
  if (fits(min)) return result(bisect(min, authored), 'shrunk');
  if (layer.fit.mode === 'shrink') {
    const floor = Math.max(1, min * BELOW_MIN_FACTOR);
    if (fits(floor)) return result(bisect(floor, min), 'below-min');
    return result(floor, 'cut', cutToFit(paragraphs, layer, measurer, floor));
  }
  return result(min, 'cut', cutToFit(paragraphs, layer, measurer, min));
}
