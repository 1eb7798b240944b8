// Character folding: what a code point counts as when words are matched. Lexicon words and checked
// text go through the same folding, so 國家級, ＮＯ．１, 第①, 最*佳 and 最最佳 all meet 国家级, no.1,
// 第一, 最佳. Folding is per code point (never across two), which keeps a match's span in the
// original text exact.
import type { NormalisationName } from './wordcheck.types.js';

export interface FoldOptions {
  case: boolean;
  /** NFKC compatibility forms: full width, circled and parenthesised letters, Kangxi radicals … */
  width: boolean;
  traditional: boolean;
  /** Chinese and styled numerals (一, 壹, ①, Ⅷ) fold to ASCII digits. */
  number: boolean;
  /** Spaces, punctuation, symbols, emoji, control and zero-width characters are skipped inside words. */
  symbols: boolean;
  /** Runs of the same folded character count once (最最最佳 → 最佳). */
  repeat: boolean;
}

export const ALL_FOLDS: FoldOptions = {
  case: true,
  width: true,
  traditional: true,
  number: true,
  symbols: true,
  repeat: true,
};

export const NO_FOLDS: FoldOptions = {
  case: false,
  width: false,
  traditional: false,
  number: false,
  symbols: false,
  repeat: false,
};

/** Tables shipped with the lexicon (built from opencc-js and pinyin-pro by the lexicon script). */
export interface CharTables {
  /** Traditional → simplified, single characters. */
  t2s: ReadonlyMap<number, number>;
  /** Toneless pinyin syllable index per CJK character. */
  pinyin: ReadonlyMap<number, number>;
  /** The syllable of each index, as letters (index 1 is syllables[0]). */
  syllables: readonly string[];
}

export const FLAG = {
  case: 1,
  width: 2,
  traditional: 4,
  number: 8,
  symbols: 16,
  repeat: 32,
  homophone: 64,
  pinyin: 128,
} as const satisfies Record<NormalisationName, number>;

/** Folded value of a skipped code point. */
export const SKIP = -1;

// Percent signs carry meaning (100%), so they are kept; every other symbol can be noise.
const SKIPPABLE =
  /^(?![%％])[\p{White_Space}\p{P}\p{S}\p{Cc}\p{Cf}\p{M}\p{Co}\p{Cn}\p{Zl}\p{Zp}]$/u;

/** Digits never collapse: 100 is not 10. */
export function collapses(cp: number): boolean {
  return cp < 0x30 || cp > 0x39;
}
const ALNUM = /[\p{L}\p{N}]/gu;

const CHINESE_DIGITS: Record<string, string> = {
  〇: '0',
  零: '0',
  一: '1',
  壹: '1',
  弌: '1',
  二: '2',
  贰: '2',
  貳: '2',
  弍: '2',
  三: '3',
  叁: '3',
  參: '3',
  弎: '3',
  四: '4',
  肆: '4',
  五: '5',
  伍: '5',
  六: '6',
  陆: '6',
  陸: '6',
  七: '7',
  柒: '7',
  八: '8',
  捌: '8',
  九: '9',
  玖: '9',
  拾: '十',
};

// Roman numerals fold to their value (NFKC would make Ⅰ an I).
const ROMAN = 'ⅠⅡⅢⅣⅤⅥⅦⅧⅨ';
const ROMAN_LOWER = 'ⅰⅱⅲⅳⅴⅵⅶⅷⅸ';

export interface Folded {
  /** Folded code point, or SKIP. */
  cp: number;
  flags: number;
}

/** Folds one code point under the options. */
export function foldCodePoint(cp: number, opts: FoldOptions, tables: CharTables): Folded {
  // Lone surrogates are not text: skipped when symbols are, otherwise a break.
  if (cp >= 0xd800 && cp <= 0xdfff)
    return opts.symbols ? { cp: SKIP, flags: FLAG.symbols } : { cp, flags: 0 };
  let ch = String.fromCodePoint(cp);
  let flags = 0;
  if (opts.symbols && SKIPPABLE.test(ch)) return { cp: SKIP, flags: FLAG.symbols };
  if (opts.number) {
    const roman = ROMAN.indexOf(ch) + 1 || ROMAN_LOWER.indexOf(ch) + 1;
    if (roman > 0) return { cp: 0x30 + roman, flags: FLAG.number };
  }
  if (opts.width) {
    const nfkc = ch.normalize('NFKC');
    if (nfkc !== ch) {
      const alnum = nfkc.match(ALNUM);
      const single =
        Array.from(nfkc).length === 1 ? nfkc : alnum?.length === 1 ? alnum[0] : undefined;
      if (single !== undefined) {
        const isDigit = /\p{N}/u.test(ch);
        const fullWidth = cp >= 0xff01 && cp <= 0xff5e;
        flags |= isDigit && !fullWidth ? FLAG.number : FLAG.width;
        ch = single;
        if (opts.symbols && SKIPPABLE.test(ch)) return { cp: SKIP, flags: FLAG.symbols };
      }
    }
  }
  if (opts.case) {
    const lower = ch.toLowerCase();
    if (lower !== ch && Array.from(lower).length === 1) {
      ch = lower;
      flags |= FLAG.case;
    }
  }
  if (opts.traditional) {
    const simple = tables.t2s.get(ch.codePointAt(0) ?? 0);
    if (simple !== undefined) {
      ch = String.fromCodePoint(simple);
      flags |= FLAG.traditional;
    }
  }
  if (opts.number) {
    const digit = CHINESE_DIGITS[ch];
    if (digit !== undefined) {
      ch = digit;
      flags |= FLAG.number;
    }
  }
  return { cp: ch.codePointAt(0) ?? cp, flags };
}

/** Folding of the whole Basic Multilingual Plane, computed once per option set; astral planes on demand. */
export class Folder {
  /** Folded code point per BMP code unit (SKIP for skipped ones). */
  readonly bmp: Int32Array;
  readonly bmpFlags: Uint8Array;
  private readonly astral = new Map<number, Folded>();
  private readonly cache = new Map<string, Int32Array>();
  private static readonly shared = new WeakMap<CharTables, Map<string, Folder>>();

  /** One folder per option set and tables: the BMP table does not depend on the lexicon. */
  static of(opts: FoldOptions, tables: CharTables): Folder {
    let byOpts = Folder.shared.get(tables);
    if (!byOpts) {
      byOpts = new Map();
      Folder.shared.set(tables, byOpts);
    }
    const key = JSON.stringify(opts);
    let folder = byOpts.get(key);
    if (!folder) {
      folder = new Folder(opts, tables);
      byOpts.set(key, folder);
    }
    return folder;
  }

  /** A table computed from this folder alone, kept with it (e.g. pinyin syllables per code unit). */
  derived(name: string, make: () => Int32Array): Int32Array {
    let table = this.cache.get(name);
    if (!table) {
      table = make();
      this.cache.set(name, table);
    }
    return table;
  }

  constructor(
    readonly opts: FoldOptions,
    readonly tables: CharTables,
  ) {
    this.bmp = new Int32Array(0x10000);
    this.bmpFlags = new Uint8Array(0x10000);
    for (let cp = 0; cp < 0x10000; cp += 1) {
      const f = foldCodePoint(cp, opts, tables);
      this.bmp[cp] = f.cp;
      this.bmpFlags[cp] = f.flags;
    }
  }

  /** The folded code point alone (no allocation on the BMP). */
  cpOf(cp: number): number {
    return cp < 0x10000 ? (this.bmp[cp] ?? cp) : this.fold(cp).cp;
  }

  flagsOf(cp: number): number {
    return cp < 0x10000 ? (this.bmpFlags[cp] ?? 0) : this.fold(cp).flags;
  }

  fold(cp: number): Folded {
    if (cp < 0x10000) return { cp: this.bmp[cp] ?? cp, flags: this.bmpFlags[cp] ?? 0 };
    let f = this.astral.get(cp);
    if (!f) {
      f = foldCodePoint(cp, this.opts, this.tables);
      if (this.astral.size < 100_000) this.astral.set(cp, f);
    }
    return f;
  }

  /** The folded code points of a word (skips dropped, repeats collapsed when asked). */
  foldWord(word: string): number[] {
    const out: number[] = [];
    for (const ch of word) {
      const cp = this.cpOf(ch.codePointAt(0) ?? 0);
      if (cp === SKIP) continue;
      if (this.opts.repeat && out[out.length - 1] === cp && collapses(cp)) continue;
      out.push(cp);
    }
    return out;
  }
}

/** The flag names a bit set stands for, in a fixed order. */
export function flagNames(flags: number): NormalisationName[] {
  return (Object.keys(FLAG) as NormalisationName[]).filter((name) => (flags & FLAG[name]) !== 0);
}
