/** Spans of `text` matching any keyword term (case-insensitive), merged and sorted. */
export function termRanges(text: string, keyword: string | null | undefined) {
  const terms = (keyword ?? '').trim().split(/\s+/u).filter(Boolean);
  const lower = text.toLowerCase();
  const spans: { start: number; end: number }[] = [];
  for (const term of terms) {
    const needle = term.toLowerCase();
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
      spans.push({ start: at, end: at + needle.length });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * spec §4 copy library selection: the main title splits at its line break into first and second
 * title; line breaks in the subtitle become a Chinese comma.
 */
export function selectionOf(card: { mainTitle: string; subtitleOne: string; subtitleTwo: string }) {
  const [first = '', ...rest] = card.mainTitle.split(/\r?\n/u);
  const second = rest.join('') || card.subtitleOne.replace(/\r?\n/gu, '，');
  const third = rest.length > 0 ? card.subtitleOne.replace(/\r?\n/gu, '，') : card.subtitleTwo;
  return { mainLabel: first, secondLabel: second, thirdLabel: third.replace(/\r?\n/gu, '，') };
}
