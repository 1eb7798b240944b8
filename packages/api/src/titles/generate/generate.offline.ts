import type { HeadlinePattern } from './generate.patterns.js';
import type { SmartStyleId } from './generate.styles.js';

export interface Candidate {
  content: string;
  style: SmartStyleId;
  score: number;
}

export interface GenerateRequest {
  /** The user's keywords as typed (not folded), at least one. */
  words: readonly string[];
  style?: SmartStyleId | undefined;
  count: number;
}

const IDEAL_MIN = 10;
const IDEAL_MAX = 30;
// Two candidates sharing more of their character pairs than this read as the same headline.
const NEAR_DUPLICATE = 0.6;
// A slot right after these words, or right before these, takes a noun: the usual keyword.
const NOUN_BEFORE = /(评价|看待|关于|有哪些|什么样的|好看的?)$/;
const NOUN_AFTER = /^(的|是|有|怎么样|有多|该怎么|怎么选|为什么)/;
const SLOT_SLACK = 3;

// Written frames were all written around a noun.
const takesNoun = (p: HeadlinePattern) =>
  p.source === 'written' || NOUN_BEFORE.test(p.prefix) || NOUN_AFTER.test(p.suffix);

/**
 * The keywords as one topic, each kept whole: run together, 新款手机 and 拍照 read as one made-up
 * word (新款手机拍照), so they stay apart as the user typed them.
 */
export const topicOf = (words: readonly string[]): string => words.join(' ');

// Half-width ? and ! of the corpora become full-width, so 为什么X? and 为什么X？ are one headline.
const tidy = (s: string) => s.replace(/\?/g, '？').replace(/!/g, '！').replace(/\s+/g, ' ').trim();

function bigrams(s: string): Set<string> {
  const chars = Array.from(s);
  const out = new Set<string>();
  chars.reduce((previous, c) => {
    if (previous) out.add(previous + c);
    return c;
  }, '');
  return out;
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

function score(p: HeadlinePattern, topicLength: number, content: string): number {
  const length = Array.from(content).length;
  const outside = length < IDEAL_MIN ? IDEAL_MIN - length : Math.max(0, length - IDEAL_MAX);
  const nouny = takesNoun(p) ? 1 : 0;
  return Math.log(p.support) + nouny - 0.15 * Math.abs(topicLength - p.slotLength) - 0.2 * outside;
}

/**
 * Fills the mined frames with the user's topic, best first: common frames, frames whose slot
 * takes a noun, slots as long as the topic, headlines of 10–30 characters; near-duplicates
 * dropped. Deterministic for the same request.
 */
export function generateHeadlines(
  patterns: readonly HeadlinePattern[],
  { words, style, count }: GenerateRequest,
): Candidate[] {
  const topic = topicOf(words);
  const topicLength = Array.from(topic).length;
  const ranked = patterns
    .filter((p) => style === undefined || p.style === style)
    // A slot that takes a clause (为什么{X}？ holds 互相喜欢却还要分手) reads wrong around a short topic.
    .filter((p) => takesNoun(p) || topicLength >= p.slotLength - SLOT_SLACK)
    .map((p) => {
      const content = tidy(p.prefix + topic + p.suffix);
      return { content, style: p.style, score: score(p, topicLength, content) };
    })
    .sort((a, b) => b.score - a.score || (a.content < b.content ? -1 : 1));

  const chosen: Candidate[] = [];
  const shapes: Set<string>[] = [];
  const take = (c: Candidate) => {
    // Compared without the topic, which every candidate shares.
    const shape = bigrams(c.content.replace(topic, '\u0000'));
    if (shapes.some((s) => similarity(s, shape) > NEAR_DUPLICATE)) return;
    chosen.push({ ...c, score: Math.round(c.score * 100) / 100 });
    shapes.push(shape);
  };
  // Without a chosen style, styles take turns so the list offers a question, a hook, a guide …
  const byStyle = new Map<SmartStyleId, Candidate[]>();
  for (const c of ranked) byStyle.set(c.style, [...(byStyle.get(c.style) ?? []), c]);
  const queues = [...byStyle.values()];
  while (chosen.length < count && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && chosen.length < count) take(next);
    }
  }
  return chosen;
}
