// The word-check engine: one immutable, compiled lexicon. Build a new one to change the lexicon
// (the service swaps it in whole, which is the hot reload). No HTTP and no database here.
import { Automaton } from './wordcheck.automaton.js';
import { findContacts } from './wordcheck.contacts.js';
import {
  ALL_FOLDS,
  collapses,
  FLAG,
  flagNames,
  Folder,
  SKIP,
  type CharTables,
  type FoldOptions,
} from './wordcheck.normalise.js';
import {
  GENERAL_INDUSTRY,
  type CheckOptions,
  type CheckResult,
  type LexiconEntry,
  type ReportedHit,
  type Severity,
  type WhitelistEntry,
  type WordHit,
} from './wordcheck.types.js';
import { onWordBoundaries, runOnAt } from './wordcheck.segment.js';
import { plainDegree } from './wordcheck.suggestions.js';

export interface Lexicon {
  entries: readonly LexiconEntry[];
  whitelist: readonly WhitelistEntry[];
  tables: CharTables;
}

export interface EngineOptions {
  folds?: FoldOptions;
  /** Match entries marked homophone by pinyin too (default true). */
  homophones?: boolean;
}

interface Pattern {
  entries: number[];
  /** Entries this pattern spells with pinyin letters for some of their characters (zui佳). */
  spelled: number[];
  allows: number[];
  /** EDGE bits: the pattern begins / ends with a Latin letter or digit, which must not touch another. */
  edges: number;
}

/** Called for each match: pattern id and its span in the original text (UTF-16 offsets). */
export type MatchSink = (pattern: number, start: number, end: number) => void;

interface Pass {
  automaton: Automaton;
  patterns: Pattern[];
  bmp: Int32Array;
  astral: (cp: number) => number;
  /** 1 for symbols that never collapse when repeated (digits). */
  keepRepeats: Uint8Array;
}

export const DEFAULT_MAX_HITS = 2000;
const EDGE = { start: 1, end: 2 } as const;
const isAsciiAlnum = (cp: number) => (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a);
// How a candidate was found, besides as written.
const VIA = { sound: 1, spelling: 2 } as const;
// Words of two to four characters get pinyin spellings: 2^n - 2 patterns each.
const SPELLED_MAX_CHARS = 4;
const SEVERITY_RANK: Record<Severity, number> = { 禁用: 0, 敏感: 1, 疑似: 2 };

export class WordCheckEngine {
  readonly folder: Folder;
  readonly entryCount: number;
  private readonly main: Pass;
  private readonly sound: Pass | null;

  private constructor(
    private readonly lexicon: Lexicon,
    readonly options: Required<EngineOptions>,
  ) {
    this.folder = Folder.of(options.folds, lexicon.tables);
    this.entryCount = lexicon.entries.length;
    this.main = this.buildMain();
    this.sound = options.homophones ? this.buildSound() : null;
  }

  /** Compiles a lexicon (entries + whitelist) with every folding on unless told otherwise. */
  static build(lexicon: Lexicon, options: EngineOptions = {}): WordCheckEngine {
    return new WordCheckEngine(lexicon, {
      folds: options.folds ?? ALL_FOLDS,
      homophones: options.homophones ?? true,
    });
  }

  get whitelist(): readonly WhitelistEntry[] {
    return this.lexicon.whitelist;
  }

  /**
   * Every applicable hit in `text`, whitelist applied, with spans in the original text: the longest
   * word of each stretch, the words inside or across it nested in it.
   */
  check(text: string, options: CheckOptions = {}): CheckResult {
    const industry = options.industry ?? GENERAL_INDUSTRY;
    const team = options.team ?? null;
    const now = options.now ?? new Date();
    const maxHits = options.maxHits ?? DEFAULT_MAX_HITS;
    const { entries, whitelist } = this.lexicon;

    // Candidates as flat triples (entry index, start, end), with how each was found (VIA bits).
    const found: number[] = [];
    const via: number[] = [];
    const allows: [number, number][] = [];
    const collect = (pass: Pass, soundPass: boolean): MatchSink => {
      return (p, start, end) => {
        const pattern = pass.patterns[p];
        if (!pattern) return;
        if (pattern.edges && !this.standsAlone(text, start, end, pattern.edges)) return;
        for (const w of pattern.allows) {
          const allow = whitelist[w];
          if (
            allow &&
            (allow.team === null || allow.team === team) &&
            (!allow.until || allow.until >= now)
          ) {
            allows.push([start, end]);
          }
        }
        const add = (e: number, how: number) => {
          const entry = entries[e];
          if (!entry || !appliesTo(entry, industry)) return;
          // The sound pass also meets the word as written (the main pass reported that), and a
          // sound-alike must keep one character of the word (醉佳 for 最佳, not 醉驾).
          if (soundPass && !this.soundAlike(text.slice(start, end), e)) return;
          found.push(e, start, end);
          via.push(how);
        };
        for (const e of pattern.entries) add(e, soundPass ? VIA.sound : 0);
        for (const e of pattern.spelled) if (!pattern.entries.includes(e)) add(e, VIA.spelling);
      };
    };
    this.run(this.main, text, collect(this.main, false));
    if (this.sound) this.run(this.sound, text, collect(this.sound, true));

    const contacts = options.contacts ? findContacts(text, maxHits) : [];
    if (via.length === 0) return { hits: [], total: 0, truncated: false, contacts, whitelisted: 0 };
    const at = (i: number, k: number) => found[i * 3 + k] ?? 0;
    const order = this.wholeWordsOnly(text, at, via);
    // Order by start, longer first; drop hits inside an applicable whitelist phrase.
    order.sort((a, b) => at(a, 1) - at(b, 1) || at(b, 2) - at(a, 2) || at(a, 0) - at(b, 0));
    allows.sort((a, b) => a[0] - b[0]);
    const kept: number[] = [];
    let whitelisted = 0;
    let allowIdx = 0;
    let allowReach = -1;
    for (const i of order) {
      while (allowIdx < allows.length && (allows[allowIdx]?.[0] ?? 0) <= at(i, 1)) {
        allowReach = Math.max(allowReach, allows[allowIdx]?.[1] ?? 0);
        allowIdx += 1;
      }
      if (allowReach >= at(i, 2)) whitelisted += 1;
      else kept.push(i);
    }

    const hits: ReportedHit[] = [];
    let total = 0;
    const hitOf = (i: number) => {
      const entry = entries[at(i, 0)];
      return entry && this.present(entry, text, at(i, 1), at(i, 2), via[i] ?? 0, industry);
    };
    for (const { head, nested } of groupOverlapping(kept, at, (i) => this.rankOf(i, at, via))) {
      total += 1;
      if (hits.length >= maxHits) continue;
      const hit = hitOf(head);
      if (!hit) continue;
      hits.push({ ...hit, nested: nested.flatMap((i) => hitOf(i) ?? []) });
    }
    return {
      hits: fitSuggestions(text, hits),
      total,
      truncated: total > hits.length,
      contacts,
      whitelisted,
    };
  }

  // Candidates found only by sound count where they stand as whole words (jieba); the others as found.
  private wholeWordsOnly(text: string, at: (i: number, k: number) => number, via: number[]) {
    const all = Array.from({ length: via.length }, (_, i) => i);
    const bySound = all.filter((i) => ((via[i] ?? 0) & VIA.sound) !== 0);
    if (bySound.length === 0) return all;
    bySound.sort((a, b) => at(a, 1) - at(b, 1));
    const whole = onWordBoundaries(
      text,
      bySound.map((i) => [at(i, 1), at(i, 2)] as const),
    );
    const dropped = new Set(bySound.filter((_, k) => !whole[k]));
    return all.filter((i) => !dropped.has(i));
  }

  // Which of two overlapping hits is reported: the longer, then the more severe (a sound-alike is
  // 疑似), then the earlier.
  private rankOf(i: number, at: (i: number, k: number) => number, via: number[]): number[] {
    const entry = this.lexicon.entries[at(i, 0)];
    const severity = (via[i] ?? 0) & VIA.sound ? '疑似' : (entry?.severity ?? '疑似');
    return [at(i, 1) - at(i, 2), SEVERITY_RANK[severity], at(i, 1)];
  }

  /** Raw matching, for benchmarks: calls `sink` for every pattern occurrence, no filtering. */
  scan(text: string, sink: MatchSink): void {
    this.run(this.main, text, sink);
    if (this.sound) this.run(this.sound, text, sink);
  }

  /** How many pattern occurrences `text` has (benchmark helper). */
  count(text: string): number {
    let n = 0;
    this.scan(text, () => {
      n += 1;
    });
    return n;
  }

  private present(
    entry: LexiconEntry,
    text: string,
    start: number,
    end: number,
    how: number,
    industry: string,
  ): WordHit {
    let flags: number;
    if (how & VIA.spelling) {
      // Letters stand for characters: only how the letters themselves were written adds to it.
      flags = FLAG.pinyin;
      for (let i = start; i < end; i += 1) {
        flags |= this.folder.flagsOf(text.charCodeAt(i)) & (FLAG.case | FLAG.width | FLAG.symbols);
      }
    } else {
      flags = this.spanFlags(text, start, end, entry.word);
      if (how & VIA.sound) flags |= FLAG.homophone;
    }
    const applied = entry.industries.includes(GENERAL_INDUSTRY) ? GENERAL_INDUSTRY : industry;
    return {
      entryId: entry.id,
      word: entry.word,
      matched: text.slice(start, end),
      start,
      end,
      category: entry.category,
      // A word that only sounds like an entry is for a human to judge.
      severity: flags & FLAG.homophone ? '疑似' : entry.severity,
      legalBasis: entry.legalBasis,
      suggestions: entry.suggestions,
      notes: entry.notes,
      normalisations: flagNames(flags),
      industry: applied as WordHit['industry'],
    };
  }

  private readonly foldedWords = new Map<number, number[]>();

  private soundAlike(matched: string, entryIndex: number): boolean {
    let word = this.foldedWords.get(entryIndex);
    if (!word) {
      word = this.folder.foldWord(this.lexicon.entries[entryIndex]?.word ?? '');
      this.foldedWords.set(entryIndex, word);
    }
    const ours = this.folder.foldWord(matched);
    if (ours.length === word.length && ours.every((cp, i) => cp === word[i])) return false;
    return ours.some((cp) => word.includes(cp));
  }

  // Which foldings the span needed: where a character differs from the word's, what folded it;
  // skipped characters and collapsed repeats the word itself does not have.
  private spanFlags(text: string, start: number, end: number, word: string): number {
    const wordShape = this.shapeOf(word, 0, word.length);
    const spanShape = this.shapeOf(text, start, end);
    let flags = 0;
    spanShape.chars.forEach((ch, k) => {
      const ours = wordShape.chars[k] ?? '';
      if (ours === ch) return;
      const folded = this.folder.flagsOf(ch.codePointAt(0) ?? 0);
      const theirs = this.folder.flagsOf(ours.codePointAt(0) ?? 0);
      flags |= folded ^ theirs || folded;
    });
    if (spanShape.skipped !== wordShape.skipped) flags |= FLAG.symbols;
    if (spanShape.repeats !== wordShape.repeats) flags |= FLAG.repeat;
    return flags;
  }

  // The characters that count (skipped ones and collapsed repeats set aside) of a stretch of text.
  private shapeOf(text: string, start: number, end: number) {
    const chars: string[] = [];
    let skipped = '';
    let repeats = 0;
    let prev = SKIP;
    for (let i = start; i < end;) {
      const cp = text.codePointAt(i) ?? 0;
      i += cp > 0xffff ? 2 : 1;
      const folded = this.folder.cpOf(cp);
      if (folded === SKIP) {
        skipped += String.fromCodePoint(cp);
      } else if (this.options.folds.repeat && folded === prev && collapses(folded)) {
        repeats += 1;
      } else {
        prev = folded;
        chars.push(String.fromCodePoint(cp));
      }
    }
    return { chars, skipped, repeats };
  }

  // A pattern that begins or ends with a Latin letter or digit matches whole: av is not in have, 第一
  // (第1) not in 第10, zui佳 not in azui佳.
  private standsAlone(text: string, start: number, end: number, edges: number): boolean {
    const alnumAt = (i: number) =>
      i >= 0 && i < text.length && isAsciiAlnum(this.folder.cpOf(text.charCodeAt(i)));
    return !((edges & EDGE.start && alnumAt(start - 1)) || (edges & EDGE.end && alnumAt(end)));
  }

  // A word with some of its characters written as pinyin letters (zui佳, 最jia, di一); at least one
  // character stays, since letters alone are ordinary Latin text.
  private spellings(word: string): string[] {
    const { pinyin, syllables } = this.lexicon.tables;
    const chars = Array.from(word);
    if (chars.length < 2 || chars.length > SPELLED_MAX_CHARS) return [];
    const letters = chars.map((ch) => syllables[(pinyin.get(ch.codePointAt(0) ?? 0) ?? 0) - 1]);
    if (letters.some((l) => l === undefined)) return [];
    const out: string[] = [];
    for (let mask = 1; mask < (1 << chars.length) - 1; mask += 1) {
      out.push(chars.map((ch, k) => (mask & (1 << k) ? (letters[k] ?? ch) : ch)).join(''));
    }
    return out;
  }

  private buildMain(): Pass {
    const alphabet = new Map<number, number>();
    const symbolsOf = (cps: number[]) =>
      cps.map((cp) => {
        let id = alphabet.get(cp);
        if (id === undefined) {
          id = alphabet.size + 1;
          alphabet.set(cp, id);
        }
        return id;
      });
    const keyed = new Map<string, number>();
    const patterns: Pattern[] = [];
    const sequences: number[][] = [];
    const add = (word: string, kind: 'entries' | 'spelled' | 'allows', index: number) => {
      const cps = this.folder.foldWord(word);
      if (cps.length === 0) return;
      const key = cps.join(',');
      let p = keyed.get(key);
      if (p === undefined) {
        p = patterns.length;
        keyed.set(key, p);
        const first = isAsciiAlnum(cps[0] ?? 0) ? EDGE.start : 0;
        const last = isAsciiAlnum(cps[cps.length - 1] ?? 0) ? EDGE.end : 0;
        patterns.push({ entries: [], spelled: [], allows: [], edges: first | last });
        sequences.push(symbolsOf(cps));
      }
      patterns[p]?.[kind].push(index);
    };
    this.lexicon.entries.forEach((e, i) => {
      add(e.word, 'entries', i);
      if (!e.homophone || !this.options.homophones) return;
      for (const spelling of this.spellings(e.word)) add(spelling, 'spelled', i);
    });
    this.lexicon.whitelist.forEach((w, i) => {
      add(w.phrase, 'allows', i);
    });

    const bmp = new Int32Array(0x10000);
    const folded = this.folder.bmp;
    for (let c = 0; c < 0x10000; c += 1) {
      const cp = folded[c] ?? SKIP;
      bmp[c] = cp === SKIP ? SKIP : (alphabet.get(cp) ?? 0);
    }
    const astral = (cp: number) => {
      const f = this.folder.fold(cp).cp;
      return f === SKIP ? SKIP : (alphabet.get(f) ?? 0);
    };
    const keepRepeats = new Uint8Array(alphabet.size + 1);
    for (const [cp, sym] of alphabet) if (!collapses(cp)) keepRepeats[sym] = 1;
    return {
      automaton: new Automaton(sequences, alphabet.size),
      patterns,
      bmp,
      astral,
      keepRepeats,
    };
  }

  // Homophones: the same text read as toneless pinyin syllables, against the entries marked for it.
  private buildSound(): Pass | null {
    const { pinyin } = this.lexicon.tables;
    const syllableOf = (cp: number): number => {
      const f = this.folder.fold(cp);
      if (f.cp === SKIP) return SKIP;
      // Folding turned 一 into 1; read digits back as their Chinese syllables.
      const digit =
        f.cp >= 0x30 && f.cp <= 0x39 ? '〇一二三四五六七八九'.codePointAt(f.cp - 0x30) : undefined;
      return pinyin.get(digit ?? f.cp) ?? pinyin.get(this.folder.tables.t2s.get(cp) ?? cp) ?? 0;
    };
    const keyed = new Map<string, number>();
    const patterns: Pattern[] = [];
    const sequences: number[][] = [];
    let alphabetSize = 0;
    this.lexicon.entries.forEach((entry, i) => {
      if (!entry.homophone) return;
      const syllables: number[] = [];
      for (const ch of entry.word) {
        const s = syllableOf(ch.codePointAt(0) ?? 0);
        if (s === SKIP) continue;
        if (s === 0) return; // a character without a reading: no sound pattern
        if (this.options.folds.repeat && syllables[syllables.length - 1] === s) continue;
        syllables.push(s);
      }
      if (syllables.length < 2) return; // one syllable alone would flag half the language
      const key = syllables.join(',');
      let p = keyed.get(key);
      if (p === undefined) {
        p = patterns.length;
        keyed.set(key, p);
        patterns.push({ entries: [], spelled: [], allows: [], edges: 0 });
        sequences.push(syllables);
        alphabetSize = Math.max(alphabetSize, ...syllables);
      }
      patterns[p]?.entries.push(i);
    });
    if (patterns.length === 0) return null;
    const syllables = this.folder.derived('syllables', () => {
      const table = new Int32Array(0x10000);
      for (let c = 0; c < 0x10000; c += 1) table[c] = syllableOf(c);
      return table;
    });
    const bmp = syllables.map((s) => (s > alphabetSize ? 0 : s));
    const astral = (cp: number) => {
      const s = syllableOf(cp);
      return s > alphabetSize ? 0 : s;
    };
    return {
      automaton: new Automaton(sequences, alphabetSize),
      patterns,
      bmp,
      astral,
      keepRepeats: new Uint8Array(alphabetSize + 1),
    };
  }

  private run(pass: Pass, text: string, sink: MatchSink): void {
    const { folds } = this.options;
    pass.automaton.scan(
      text,
      pass.bmp,
      pass.astral,
      folds.symbols ? SKIP : 0,
      folds.repeat,
      pass.keepRepeats,
      sink,
    );
  }
}

function appliesTo(entry: LexiconEntry, industry: string): boolean {
  return entry.industries.some((i) => i === GENERAL_INDUSTRY || i === industry);
}

/**
 * Groups candidates (sorted by start, longer first) whose spans overlap. In each chain of
 * overlapping candidates the best ranked (lowest `rank`, compared in order) that overlaps none
 * better is reported; each of the others nests in the reported one it meets first. Linear in the
 * candidates and the characters they cover.
 */
function groupOverlapping(
  sorted: readonly number[],
  at: (i: number, k: number) => number,
  rank: (i: number) => number[],
): { head: number; nested: number[] }[] {
  const groups: { head: number; nested: number[] }[] = [];
  const textOrder = (a: number, b: number) => at(a, 1) - at(b, 1) || at(b, 2) - at(a, 2);
  let k = 0;
  while (k < sorted.length) {
    const first = sorted[k] ?? 0;
    const from = at(first, 1);
    let reach = at(first, 2);
    let e = k + 1;
    while (e < sorted.length && at(sorted[e] ?? 0, 1) < reach) {
      reach = Math.max(reach, at(sorted[e] ?? 0, 2));
      e += 1;
    }
    if (e === k + 1) {
      groups.push({ head: first, nested: [] });
      k = e;
      continue;
    }
    const members = sorted.slice(k, e);
    const ranks = new Map(members.map((i) => [i, rank(i)]));
    const better = (a: number, b: number) => {
      const ra = ranks.get(a) ?? [];
      const rb = ranks.get(b) ?? [];
      for (let r = 0; r < ra.length; r += 1)
        if (ra[r] !== rb[r]) return (ra[r] ?? 0) - (rb[r] ?? 0);
      return 0;
    };
    // Which reported candidate covers each character of the chain (-1: none yet).
    const owner = new Int32Array(reach - from).fill(-1);
    const nestedOf = new Map<number, number[]>();
    for (const i of [...members].sort(better)) {
      const [start, end] = [at(i, 1) - from, at(i, 2) - from];
      let covering = -1;
      for (let p = start; p < end && covering < 0; p += 1) covering = owner[p] ?? -1;
      if (covering >= 0) {
        nestedOf.get(covering)?.push(i);
      } else {
        owner.fill(i, start, end);
        nestedOf.set(i, []);
      }
    }
    for (const i of members) {
      const nested = nestedOf.get(i);
      if (nested) groups.push({ head: i, nested: nested.sort(textOrder) });
    }
    k = e;
  }
  return groups;
}

/**
 * A suggestion stands in for the hit's whole span. Where the span's last characters belong to the
 * next word (最好|喝的), a word in its place would not read as Chinese (优质喝的): the suggestions
 * replace only the whole word in front (很好喝的), or there are none.
 */
const HAN = /^\p{Script=Han}$/u;

function fitSuggestions(text: string, hits: ReportedHit[]): ReportedHit[] {
  const fitting = hits
    .map((hit, index) => ({ hit, index }))
    // Only a Han character right after the hit can join it into a word: the rest skip jieba.
    .filter(({ hit }) => hit.suggestions.length > 0 && HAN.test(text.charAt(hit.end)))
    .sort((a, b) => a.hit.start - b.hit.start);
  if (fitting.length === 0) return hits;
  const runOn = runOnAt(
    text,
    fitting.map(({ hit }) => [hit.start, hit.end] as const),
  );
  const out = [...hits];
  fitting.forEach(({ hit, index }, k) => {
    const at = runOn[k];
    if (at === undefined) return;
    const tail = text.slice(at, hit.end);
    const suggestions = plainDegree(text.slice(hit.start, at)).map((plain) => plain + tail);
    out[index] = { ...hit, suggestions };
  });
  return out;
}
