// Case- and width-insensitive comparison for 秒撰 keyword search (titles, copy). Folding keeps
// every UTF-16 code unit in place, so an offset found in the folded text is an offset in the
// original: highlights need no mapping back.

const FULLWIDTH_FIRST = 0xff01; // ！
const FULLWIDTH_LAST = 0xff5e; // ～
const FULLWIDTH_SHIFT = 0xff01 - 0x21;
const IDEOGRAPHIC_SPACE = 0x3000;

function foldUnit(code: number): string {
  if (code >= FULLWIDTH_FIRST && code <= FULLWIDTH_LAST) code -= FULLWIDTH_SHIFT;
  else if (code === IDEOGRAPHIC_SPACE) code = 0x20;
  const char = String.fromCharCode(code);
  const lower = char.toLowerCase();
  // A few letters lower-case to two units (İ → i̇); they stay as they are to keep offsets.
  return lower.length === 1 ? lower : char;
}

// Folding is per code unit, so one table covers every string.
const TABLE = new Uint16Array(0x10000);
for (let code = 0; code < TABLE.length; code += 1) TABLE[code] = foldUnit(code).charCodeAt(0);

/**
 * Full-width ASCII and the ideographic space made half-width, then lower case; same length as
 * `text`. Migration 0012's titles.search_text does the same in SQL for ASCII and full-width forms.
 */
export function fold(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1)
    out += String.fromCharCode(TABLE[text.charCodeAt(i)] ?? 0);
  return out;
}

/** fold() of one UTF-16 code unit. */
export function foldCode(code: number): number {
  return TABLE[code] ?? code;
}
