// Word boundaries from jieba (BRIEF §9): a word found only by its sound counts when it stands as
// whole words of the sentence (这款醉佳的选择), not when it straddles two (一级品牌 is not 级品 → 极品).
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

// Characters of context on each side: jieba's choice around a span depends on its neighbours only.
const CONTEXT = 12;
// Anything but letters and digits becomes spaces of the same length, so jieba (which drops or
// replaces some control and unpaired characters) returns pieces that add up to the input.
const NOT_WORD = /[^\p{L}\p{N}]/gu;

let jieba: Jieba | undefined;

/** The segmenter, loaded once per process (its dictionary takes about 0.4 s). */
export function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

// Cuts jieba makes around each span (sorted by start), handed to `visit` with the span's index;
// overlapping contexts are cut once, so a long run of spans costs one pass over it. A window whose
// pieces do not add up to it is not trusted: its spans are not visited.
function visitCuts(
  text: string,
  spans: readonly (readonly [number, number])[],
  visit: (index: number, isCut: (at: number) => boolean) => void,
): void {
  let first = 0;
  while (first < spans.length) {
    const from = Math.max(0, (spans[first]?.[0] ?? 0) - CONTEXT);
    let to = Math.min(text.length, (spans[first]?.[1] ?? 0) + CONTEXT);
    let last = first + 1;
    while (last < spans.length && (spans[last]?.[0] ?? 0) - CONTEXT <= to) {
      to = Math.max(to, Math.min(text.length, (spans[last]?.[1] ?? 0) + CONTEXT));
      last += 1;
    }
    const window = text.slice(from, to).replace(NOT_WORD, (m) => ' '.repeat(m.length));
    const cuts = new Uint8Array(window.length + 1);
    let at = 0;
    for (const word of segmenter().cut(window, true)) {
      cuts[at] = 1;
      at += word.length;
    }
    if (at === window.length) {
      cuts[at] = 1;
      for (let i = first; i < last; i += 1) visit(i, (pos) => cuts[pos - from] === 1);
    }
    first = last;
  }
}

/** For each span of `text` (UTF-16 offsets, sorted by start), whether it begins and ends where jieba cuts the text into words. */
export function onWordBoundaries(text: string, spans: readonly (readonly [number, number])[]) {
  const result = new Array<boolean>(spans.length).fill(false);
  visitCuts(text, spans, (i, isCut) => {
    const [start = 0, end = 0] = spans[i] ?? [];
    result[i] = isCut(start) && isCut(end);
  });
  return result;
}

/**
 * For each span (sorted by start): undefined when it ends where a word ends; else where its last
 * whole word ends when the rest runs on into the next word (最好|喝 → the end of 最), or the span's
 * start when no word of it stands whole.
 */
export function runOnAt(text: string, spans: readonly (readonly [number, number])[]) {
  const result = new Array<number | undefined>(spans.length).fill(undefined);
  visitCuts(text, spans, (i, isCut) => {
    const [start = 0, end = 0] = spans[i] ?? [];
    if (isCut(end)) return;
    let at = end - 1;
    while (at > start && !isCut(at)) at -= 1;
    result[i] = at;
  });
  return result;
}
