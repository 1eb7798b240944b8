// Fonts that load fast (issue 32 item 7): the editor asks the server for each face cut down to the
// characters the document draws with it, as WOFF2, instead of whole files (10.5 MB a weight of the
// body font). Each subset face declares exactly its characters as its unicode-range, so the faces
// of one family and weight add up as the user types: only characters not yet loaded are fetched.
//
// Every face that holds the space also gets it in its first subset: a browser takes a family's line
// metrics (canvas textBaseline 'middle', the draw's baseline) from its first face whose
// unicode-range contains U+0020, and a family of subsets without it falls back to another font's
// metrics — every text drew about 8 px higher than the server's PNG (issue 32 item 7).
import type { TemplateDoc } from '@adstudio/render';
import type { FontSource } from '@adstudio/render/browser';

/** Characters per subset request (the api's limit is 400 distinct characters). */
export const SUBSET_CHUNK = 300;
// The space, for the line metrics (above); a cut line ends in …, drawn in the label's font.
const ALWAYS = ' …';

type Ranges = ReadonlyArray<readonly [number, number]>;

/** `U+4E00-9FFF, U+3000` as code point ranges. */
export function parseUnicodeRange(range: string): Ranges {
  return range.split(',').flatMap((part) => {
    const m = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/iu.exec(part);
    if (!m?.[1]) return [];
    const from = parseInt(m[1].replace(/\?/gu, '0'), 16);
    const to = m[2] ? parseInt(m[2], 16) : parseInt(m[1].replace(/\?/gu, 'F'), 16);
    return [[from, to] as const];
  });
}

/** The unicode-range of exactly these characters. */
export const unicodeRangeOf = (chars: readonly string[]): string =>
  chars.map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()}`).join(', ');

/** Characters each label draws, by family and weight. */
function charsByFace(
  doc: TemplateDoc,
): Map<string, { family: string; weight: number; chars: Set<string> }> {
  const out = new Map<string, { family: string; weight: number; chars: Set<string> }>();
  for (const l of Object.values(doc.renderConfig.materials)) {
    if (l.type !== 'label') continue;
    const key = `${l.fontFamily}\u0000${l.fontWeight}`;
    const entry = out.get(key) ?? {
      family: l.fontFamily,
      weight: l.fontWeight,
      chars: new Set<string>(),
    };
    // Line breaks and tabs are never drawn; every other character (U+3000 too) is measured.
    for (const c of Array.from(`${l.text}${ALWAYS}`)) if (c >= ' ') entry.chars.add(c);
    out.set(key, entry);
  }
  return out;
}

/**
 * A document → the subset faces it needs, given the full faces (`base`, the server's files) and
 * how a subset of one is addressed. Returns every subset face made so far: FontFaces are kept per
 * source by the loader, so the old ones are not fetched again.
 */
export function createFontSubsets(
  base: readonly FontSource[],
  subsetUrl: (url: string, chars: string) => string,
): (doc: TemplateDoc) => FontSource[] {
  const ranges = new Map(
    base.map((s) => [s, s.unicodeRange ? parseUnicodeRange(s.unicodeRange) : null]),
  );
  const loaded = new Map<FontSource, Set<string>>();
  const made: FontSource[] = [];

  // The faces a label of (family, weight) is drawn from: the nearest weight the family has, as
  // the browser's font matching and the server pick it.
  const facesFor = (family: string, weight: number) => {
    const own = base.filter((s) => s.family === family && (s.style ?? 'normal') === 'normal');
    const best = Math.min(...own.map((s) => Math.abs((s.weight ?? 400) - weight)));
    return own.filter((s) => Math.abs((s.weight ?? 400) - weight) === best);
  };
  const covers = (s: FontSource, c: string) => {
    const r = ranges.get(s);
    const cp = c.codePointAt(0) ?? 0;
    return !r || r.some(([a, b]) => cp >= a && cp <= b);
  };

  return (doc) => {
    for (const { family, weight, chars } of charsByFace(doc).values()) {
      for (const face of facesFor(family, weight)) {
        const have = loaded.get(face) ?? new Set<string>();
        loaded.set(face, have);
        const need = [...chars].filter((c) => !have.has(c) && covers(face, c)).sort();
        for (let i = 0; i < need.length; i += SUBSET_CHUNK) {
          const chunk = need.slice(i, i + SUBSET_CHUNK);
          for (const c of chunk) have.add(c);
          made.push({
            family: face.family,
            url: subsetUrl(face.url, chunk.join('')),
            ...(face.weight !== undefined && { weight: face.weight }),
            ...(face.style !== undefined && { style: face.style }),
            unicodeRange: unicodeRangeOf(chunk),
          });
        }
      }
    }
    return [...made];
  };
}
