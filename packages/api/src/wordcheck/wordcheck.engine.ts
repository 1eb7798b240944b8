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
  type WhitelistEntry,
  type WordHit,
} from './wordcheck.types.js';

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
  allows: number[];
  /** Letters and digits only: must not touch other letters or digits (no "av" inside "have"). */
  ascii: boolean;
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
const ASCII_ALNUM = /^[a-z0-9]+$/;

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

  /** Every applicable hit in `text`, whitelist applied, with spans in the original text. */
  check(text: string, options: CheckOptions = {}): CheckResult {
    const industry = options.industry ?? GENERAL_INDUSTRY;
    const team = options.team ?? null;
    const now = options.now ?? new Date();
    const maxHits = options.maxHits ?? DEFAULT_MAX_HITS;
    const { entries, whitelist } = this.lexicon;

    // Candidates as flat triples (entry index, start, end), flagged when found by sound only.
    const found: number[] = [];
    const bySound: boolean[] = [];
    const allows: [number, number][] = [];
    const collect = (pass: Pass, soundPass: boolean): MatchSink => {
      return (p, start, end) => {
        const pattern = pass.patterns[p];
        if (!pattern) return;
        if (pattern.ascii && !this.standsAlone(text, start, end)) return;
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
        for (const e of pattern.entries) {
          const entry = entries[e];
          if (!entry || !appliesTo(entry, industry)) continue;
          // The sound pass also meets the word as written (the main pass reported that), and a
          // sound-alike must keep one character of the word (醉佳 for 最佳, not 醉驾).
          if (soundPass && !this.soundAlike(text.slice(start, end), e)) continue;
          found.push(e, start, end);
          bySound.push(soundPass);
        }
      };
    };
    this.run(this.main, text, collect(this.main, false));
    if (this.sound) this.run(this.sound, text, collect(this.sound, true));

    if (bySound.length === 0) {
      const contacts = options.contacts ? findContacts(text, maxHits) : [];
      return { hits: [], total: 0, truncated: false, contacts, whitelisted: 0 };
    }
    // Order by start, longer first; drop hits inside an applicable whitelist phrase.
    const order = Array.from({ length: bySound.length }, (_, i) => i);
    const at = (i: number, k: number) => found[i * 3 + k] ?? 0;
    order.sort((a, b) => at(a, 1) - at(b, 1) || at(b, 2) - at(a, 2) || at(a, 0) - at(b, 0));
    allows.sort((a, b) => a[0] - b[0]);
    const hits: WordHit[] = [];
    let total = 0;
    let whitelisted = 0;
    let allowIdx = 0;
    let allowReach = -1;
    for (const i of order) {
      const [start, end] = [at(i, 1), at(i, 2)];
      while (allowIdx < allows.length && (allows[allowIdx]?.[0] ?? 0) <= start) {
        allowReach = Math.max(allowReach, allows[allowIdx]?.[1] ?? 0);
        allowIdx += 1;
      }
      if (allowReach >= end) {
        whitelisted += 1;
        continue;
      }
      total += 1;
      if (hits.length >= maxHits) continue;
      const entry = entries[at(i, 0)];
      if (entry) hits.push(this.present(entry, text, start, end, bySound[i] ?? false, industry));
    }
    const contacts = options.contacts ? findContacts(text, maxHits) : [];
    return { hits, total, truncated: total > hits.length, contacts, whitelisted };
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
    bySound: boolean,
    industry: string,
  ): WordHit {
    let flags = this.spanFlags(text, start, end, entry.word);
    if (bySound && !this.sameWord(text.slice(start, end), entry.word)) flags |= FLAG.homophone;
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
      normalisations: flagNames(flags),
      industry: applied as WordHit['industry'],
    };
  }

  private sameWord(a: string, b: string): boolean {
    return this.folder.foldWord(a).join(',') === this.folder.foldWord(b).join(',');
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

  private standsAlone(text: string, start: number, end: number): boolean {
    const isAlnum = (i: number) => {
      if (i < 0 || i >= text.length) return false;
      const cp = this.folder.cpOf(text.charCodeAt(i));
      return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a);
    };
    return !isAlnum(start - 1) && !isAlnum(end);
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
    const add = (word: string, kind: 'entries' | 'allows', index: number) => {
      const cps = this.folder.foldWord(word);
      if (cps.length === 0) return;
      const key = cps.join(',');
      let p = keyed.get(key);
      if (p === undefined) {
        p = patterns.length;
        keyed.set(key, p);
        patterns.push({
          entries: [],
          allows: [],
          ascii: ASCII_ALNUM.test(String.fromCodePoint(...cps)),
        });
        sequences.push(symbolsOf(cps));
      }
      patterns[p]?.[kind].push(index);
    };
    this.lexicon.entries.forEach((e, i) => {
      add(e.word, 'entries', i);
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
        patterns.push({ entries: [], allows: [], ascii: false });
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
