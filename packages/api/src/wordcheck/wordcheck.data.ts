// The lexicon shipped in the repo (packages/api/lexicon/lexicon.json.gz, built by
// `pnpm wordcheck:lexicon` from the sources listed in lexicon/SOURCES.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { CharTables } from './wordcheck.normalise.js';
import type {
  Category,
  Industry,
  LexiconEntry,
  Severity,
  WhitelistEntry,
} from './wordcheck.types.js';

export const LEXICON_DIR = fileURLToPath(new URL('../../lexicon/', import.meta.url));
export const LEXICON_FILE = `${LEXICON_DIR}lexicon.json.gz`;

/** word, category, severity, legal basis, suggestions, industries, homophone (0/1), source, notes. */
export type ShippedEntry = [
  string,
  Category,
  Severity,
  string,
  string[],
  Industry[],
  0 | 1,
  string,
  string[],
];
/** phrase, note. */
export type ShippedAllow = [string, string];

export interface ShippedLexicon {
  version: number;
  entries: ShippedEntry[];
  whitelist: ShippedAllow[];
  /** Pairs of characters: traditional then simplified. */
  t2s: string;
  /** Toneless syllables, and for each the characters read that way. */
  pinyin: { syllables: string[]; chars: string[] };
  blockedDomains: string[];
}

export interface LoadedLexicon {
  /** Bumped when the shipped data changes; the database loads each version once. */
  version: number;
  entries: Omit<LexiconEntry, 'id'>[];
  whitelist: ShippedAllow[];
  tables: CharTables;
  blockedDomains: string[];
}

let cached: LoadedLexicon | undefined;

/** The shipped lexicon, read once per process. */
export function loadShippedLexicon(file = LEXICON_FILE): LoadedLexicon {
  if (cached && file === LEXICON_FILE) return cached;
  const raw = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as ShippedLexicon;
  const loaded: LoadedLexicon = {
    version: raw.version,
    entries: raw.entries.map(
      ([word, category, severity, legalBasis, suggestions, industries, h, source, notes]) => ({
        word,
        category,
        severity,
        legalBasis,
        suggestions,
        notes,
        industries,
        homophone: h === 1,
        source,
      }),
    ),
    whitelist: raw.whitelist,
    tables: tablesOf(raw),
    blockedDomains: raw.blockedDomains,
  };
  if (file === LEXICON_FILE) cached = loaded;
  return loaded;
}

/** The shipped whitelist as the engine takes it (every team, no end date), for offline checks. */
export function shippedWhitelist(lexicon: Pick<LoadedLexicon, 'whitelist'>): WhitelistEntry[] {
  return lexicon.whitelist.map(([phrase, note], id) => ({
    id,
    phrase,
    note,
    team: null,
    createdBy: '词库',
    until: null,
  }));
}

/** Character tables from their shipped form. */
export function tablesOf(raw: Pick<ShippedLexicon, 't2s' | 'pinyin'>): CharTables {
  const t2s = new Map<number, number>();
  const pairs = Array.from(raw.t2s);
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    t2s.set(pairs[i]?.codePointAt(0) ?? 0, pairs[i + 1]?.codePointAt(0) ?? 0);
  }
  const pinyin = new Map<number, number>();
  raw.pinyin.chars.forEach((chars, i) => {
    for (const ch of chars) pinyin.set(ch.codePointAt(0) ?? 0, i + 1);
  });
  return { t2s, pinyin, syllables: raw.pinyin.syllables };
}
