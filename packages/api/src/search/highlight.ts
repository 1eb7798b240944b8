import { fold } from './fold.js';

/** [start, end) in UTF-16 code units, as String.prototype.slice counts. */
export type Span = [number, number];

/**
 * Where the folded `terms` occur in `text` (every occurrence, overlapping ones too), merged into
 * sorted, disjoint spans; touching spans join.
 */
export function highlightSpans(text: string, terms: readonly string[]): Span[] {
  if (terms.length === 0) return [];
  const folded = fold(text);
  const spans: Span[] = [];
  for (const term of terms) {
    if (term === '') continue;
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + 1)) {
      spans.push([at, at + term.length]);
    }
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Span[] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
