// Phone numbers, URLs and e-mail addresses in ad copy (platforms forbid off-site contact details).
import type { ContactHit, ContactKind } from './wordcheck.types.js';

// Bounded quantifiers only: no pattern can backtrack badly on a megabyte of digits or dots.
const PATTERNS: [ContactKind, RegExp][] = [
  ['email', /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}/g],
  [
    'url',
    /(?:https?:\/\/[^\s"'<>,;()\u3000-\u303f\u4e00-\u9fff]{1,2000})|(?:\bwww\.[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}(?:\/[^\s"'<>,;()\u3000-\u303f\u4e00-\u9fff]{0,2000})?)/g,
  ],
  [
    'phone',
    /(?<![0-9])(?:(?:\+?86[- ]?)?1[3-9][0-9](?:[- ]?[0-9]{4}){2}|400[- ]?[0-9]{3}[- ]?[0-9]{4}|0[1-9][0-9]{1,2}-?[0-9]{7,8})(?![0-9])/g,
  ],
];

/** Contact details in the text, in order, at most `max` (e-mail wins over the URL inside it). */
export function findContacts(text: string, max: number): ContactHit[] {
  // Full-width digits and letters are common evasions; fold them 1:1 so offsets stay put.
  const plain = text.replace(/[\uff01-\uff5e]/g, (ch) =>
    String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  );
  const hits: ContactHit[] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const m of plain.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (hits.some((h) => h.start < end && start < h.end)) continue;
      hits.push({ kind, matched: text.slice(start, end), start, end });
      if (hits.length >= max) break;
    }
  }
  return hits.sort((a, b) => a.start - b.start).slice(0, max);
}
