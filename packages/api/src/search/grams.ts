// The grams an in-memory keyword index keeps (gram-table.ts): every character and every pair of
// adjacent characters (code points, so a surrogate pair is one character), none holding a space.

/**
 * The grams a text must hold to contain `term`: a term of one or two characters is its own gram
 * (exact); a longer one needs each of its pairs, and the text is then searched for the term.
 */
export function termGrams(term: string): string[] {
  const chars = Array.from(term);
  if (chars.length <= 2) return chars.length === 0 ? [] : [term];
  return [...new Set(chars.slice(1).map((c, i) => `${chars[i] ?? ''}${c}`))];
}

/** Whether a text holding every gram of `term` must still be searched for it (see termGrams). */
export function needsRecheck(term: string): boolean {
  return Array.from(term).length > 2;
}
