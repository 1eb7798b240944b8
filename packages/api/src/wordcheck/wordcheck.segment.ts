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

/**
 * For each span of `text` (UTF-16 offsets, sorted by start), whether it begins and ends where jieba
 * cuts the text into words. Overlapping contexts are cut once, so a long run of spans costs one
 * pass over it.
 */
export function onWordBoundaries(text: string, spans: readonly (readonly [number, number])[]) {
  const result = new Array<boolean>(spans.length).fill(false);
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
    // Pieces that do not add up to the window: no boundary is trusted (nothing is reported).
    if (at === window.length) {
      cuts[at] = 1;
      for (let i = first; i < last; i += 1) {
        const [start = 0, end = 0] = spans[i] ?? [];
        result[i] = cuts[start - from] === 1 && cuts[end - from] === 1;
      }
    }
    first = last;
  }
  return result;
}
