// The grams an in-memory keyword index keeps (gram-table.ts): every character and every pair of
// adjacent characters (code points, so a surrogate pair is one character).

/**
 * The grams a text must hold to contain `term`: a term of one or two characters is its own gram
 * (exact); a longer one needs each of its pairs, and the text is then searched for the term.
 */
export function termGrams(term: string): string[] {
  const chars = Array.from(term);
  if (chars.length <= 2) return chars.length === 0 ? [] : [term];
  return [...new Set(chars.slice(1).map((c, i) => `${chars[i] ?? ''}${c}`))];
}

/** Offset of `term` in text[from .. to) (UTF-16 code units), or -1. */
export function findIn(text: Uint16Array, from: number, to: number, term: string): number {
  const first = term.charCodeAt(0);
  const last = to - term.length;
  next: for (let i = from; i <= last; i += 1) {
    if (text[i] !== first) continue;
    for (let j = 1; j < term.length; j += 1) if (text[i + j] !== term.charCodeAt(j)) continue next;
    return i - from;
  }
  return -1;
}
