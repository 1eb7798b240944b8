// Pure helpers of the 禁词检测 page: which hits to mark, and the cleaned and masked texts.

export interface HitSpan {
  start: number;
  end: number;
  suggestions: readonly string[];
}

/** Hits that do not overlap, leftmost first and the longest at the same start (the api's order). */
export function outermost<T extends HitSpan>(hits: readonly T[]): T[] {
  const sorted = [...hits].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: T[] = [];
  let reach = 0;
  for (const hit of sorted) {
    if (hit.start < reach) continue;
    out.push(hit);
    reach = hit.end;
  }
  return out;
}

/** The text with one span replaced. */
export function replaceSpan(text: string, start: number, end: number, by: string): string {
  return text.slice(0, start) + by + text.slice(end);
}

function rewrite<T extends HitSpan>(text: string, hits: readonly T[], by: (hit: T) => string) {
  let out = '';
  let at = 0;
  for (const hit of outermost(hits)) {
    out += text.slice(at, hit.start) + by(hit);
    at = hit.end;
  }
  return out + text.slice(at);
}

/** Every marked hit replaced by its first suggestion (kept as is when it has none). */
export function cleanedText(text: string, hits: readonly HitSpan[]): string {
  return rewrite(text, hits, (h) => h.suggestions[0] ?? text.slice(h.start, h.end));
}

/** Every marked hit masked with one * per character. */
export function maskedText(text: string, hits: readonly HitSpan[]): string {
  return rewrite(text, hits, (h) => '*'.repeat(Array.from(text.slice(h.start, h.end)).length));
}

export type Segment<T> = { text: string; hit: T | null };

/** The text cut into plain and marked pieces, then grouped into chunks of about `size` characters. */
export function chunkSegments<T extends HitSpan>(
  text: string,
  hits: readonly T[],
  size: number,
): Segment<T>[][] {
  const chunks: Segment<T>[][] = [];
  let current: Segment<T>[] = [];
  let length = 0;
  const push = (segment: Segment<T>) => {
    current.push(segment);
    length += segment.text.length;
    if (length >= size) {
      chunks.push(current);
      current = [];
      length = 0;
    }
  };
  const plain = (from: number, to: number) => {
    for (let i = from; i < to; i += size)
      push({ text: text.slice(i, Math.min(to, i + size)), hit: null });
  };
  let at = 0;
  for (const hit of outermost(hits)) {
    plain(at, hit.start);
    push({ text: text.slice(hit.start, hit.end), hit });
    at = hit.end;
  }
  plain(at, text.length);
  if (current.length) chunks.push(current);
  return chunks;
}

/** Links typed one per line (or separated by spaces or commas). */
export function parseLinks(input: string): string[] {
  return input
    .split(/[\s,，]+/)
    .map((l) => l.trim())
    .filter(Boolean);
}
