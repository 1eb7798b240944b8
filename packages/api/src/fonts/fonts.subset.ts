// The editor's fonts as WOFF2 subsets (issue 32 item 7): the browser fetches only the characters a
// document uses (a poster's few hundred, tens of KB) instead of a 10.5 MB file per weight; the
// server's renders keep the full files. Every shipped font is OFL, which allows subsetting.
import { readFile } from 'node:fs/promises';
import subsetFont from 'subset-font';

/** Distinct characters one subset may hold: a URL of them stays under proxies' 8 KB header limit. */
export const SUBSET_MAX_CHARS = 400;
const SUBSETS_KEPT = 500;
const FONTS_KEPT = 4;

// Both bounded, oldest first out: a subset is asked again by every editor opening the same
// template; a full font is read once while its subsets are being made.
const subsets = new Map<string, Promise<Buffer>>();
const fonts = new Map<string, Promise<Buffer>>();

function remember<T>(
  map: Map<string, Promise<T>>,
  key: string,
  max: number,
  make: () => Promise<T>,
) {
  const hit = map.get(key);
  if (hit) return hit;
  const made = make();
  map.set(key, made);
  if (map.size > max) map.delete(map.keys().next().value as string);
  // A failure is not kept: the next request tries again.
  made.catch(() => map.delete(key));
  return made;
}

/** The distinct characters of `text`, sorted, so one set of characters is one cache entry. */
export const subsetChars = (text: string): string => [...new Set(Array.from(text))].sort().join('');

/** `file` cut down to the characters of `text`, as WOFF2. */
export function fontSubset(file: string, text: string): Promise<Buffer> {
  const chars = subsetChars(text);
  return remember(subsets, `${file}\u0000${chars}`, SUBSETS_KEPT, async () => {
    const font = await remember(fonts, file, FONTS_KEPT, () => readFile(file));
    return subsetFont(font, chars, { targetFormat: 'woff2' });
  });
}
