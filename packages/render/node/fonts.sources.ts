// The browser's view of the server's fonts: the very files registerFonts gives @napi-rs/canvas,
// each with the weight and characters read from the file itself. Ranges come from each file's cmap
// rather than the packages' CSS because the CSS covers only some of what the server registers
// (fontsource's whole-script files are in other sheets, 得意黑 and 霞鹜文楷 each ship their own
// format) and states a slicing plan, not what a file can draw; the weight comes from OS/2 because
// that, not the file name, is what Skia matches (Noto's Thin and ExtraLight both say 250).
import { readFileSync } from 'node:fs';
import type { FontSource } from '../src/fonts.registry.js';
import { FONT_FAMILIES } from '../src/fonts.registry.js';
import { readFontFacts, unicodeRange } from './font.tables.js';
import { FONT_FILES } from './fonts.node.js';

/** A font file of a registry family as the browser must declare it; serve `file` at the source's url. */
export type FontFileSource = Omit<FontSource, 'url'> & { file: string };

const byFamily = new Map<string, FontFileSource[]>();

/**
 * Skia draws a character from the last registered file of the matched weight that maps it
 * (measured: fontsource's Latin file and its slice 5 both map A–Z and draw them differently;
 * whichever was registered later draws). Each file therefore gets only the characters it wins:
 * the browser then picks the server's file whatever its own tie rule, fetches only the files a
 * text needs, and never fetches a file the server never draws from (Noto Thin, shadowed by
 * ExtraLight at the same OS/2 weight; fontsource's numbered slices, shadowed by its
 * simplified-Chinese and Latin files).
 */
function familySources(family: string): FontFileSource[] {
  const facts = (FONT_FILES[family]?.() ?? []).map((file) => ({ file, ...readFontFacts(readFileSync(file)) }));
  const taken = new Map<number, Set<number>>();
  const won = facts.map(() => [] as number[]);
  for (let i = facts.length - 1; i >= 0; i -= 1) {
    const { weight, codePoints } = facts[i] ?? { weight: 0, codePoints: [] };
    const seen = taken.get(weight) ?? new Set<number>();
    taken.set(weight, seen);
    for (const c of codePoints) {
      if (seen.has(c)) continue;
      seen.add(c);
      won[i]?.push(c);
    }
  }
  const drawing = facts.flatMap((f, i) => {
    const codePoints = won[i] ?? [];
    return codePoints.length > 0 ? [{ ...f, codePoints }] : [];
  });
  const filesOfWeight = (weight: number) => drawing.filter((f) => f.weight === weight).length;
  // A weight drawn from one file needs no range (Noto's would run to thousands).
  return drawing.map(({ file, weight, codePoints }) => ({
    family,
    file,
    weight,
    ...(filesOfWeight(weight) > 1 ? { unicodeRange: unicodeRange(codePoints) } : {}),
  }));
}

/**
 * The font files behind `families` (default: the whole registry) that the server draws from, each
 * with the characters it draws; their ranges never overlap within a weight. Reading the files
 * costs ~0.1–0.4 s a family, so each family is read once per process.
 */
export function fontSources(families: Iterable<string> = FONT_FAMILIES.map((f) => f.family)): FontFileSource[] {
  return [...new Set(families)].flatMap((family) => {
    let sources = byFamily.get(family);
    if (!sources) {
      sources = familySources(family);
      byFamily.set(family, sources);
    }
    return sources;
  });
}
