// SQL for the word-check lexicon, whitelist and version counter (migrations 0005, 0016).
import type { Db } from '../db/db.js';
import { maybeOne } from '../db/db.js';
import type {
  Category,
  Industry,
  LexiconEntry,
  Severity,
  WhitelistEntry,
} from './wordcheck.types.js';

export interface EntryRow {
  id: number;
  word: string;
  category: Category;
  severity: Severity;
  legal_basis: string;
  suggestions: string[];
  notes: string[];
  industries: Industry[];
  homophone: boolean;
  source: string;
  enabled: boolean;
  updated_by: string;
  updated_at: Date;
}

export interface WhitelistRow {
  id: number;
  phrase: string;
  team: string | null;
  note: string;
  created_by: string;
  until: Date | null;
  created_at: Date;
}

const ENTRY_COLUMNS = `id, word, category, severity, legal_basis, suggestions, notes, industries,
  homophone, source, enabled, updated_by, updated_at`;
// Who seeded a row from the shipped lexicon; rows an admin saved carry the admin's name.
const SHIPPED_BY = '词库';
const WHITELIST_COLUMNS = 'id, phrase, team, note, created_by, until, created_at';
const SEED_BATCH = 5000;

export type NewEntry = Omit<LexiconEntry, 'id'>;

/** The row as the engine wants it. */
export function entryOf(row: EntryRow): LexiconEntry {
  return {
    id: row.id,
    word: row.word,
    category: row.category,
    severity: row.severity,
    legalBasis: row.legal_basis,
    suggestions: row.suggestions,
    notes: row.notes,
    industries: row.industries,
    homophone: row.homophone,
    source: row.source,
  };
}

export function whitelistOf(row: WhitelistRow): WhitelistEntry {
  return {
    id: row.id,
    phrase: row.phrase,
    team: row.team,
    note: row.note,
    createdBy: row.created_by,
    until: row.until ? new Date(row.until) : null,
  };
}

/**
 * Loads the shipped lexicon once per LEXICON_VERSION (the state row is locked, so concurrent
 * replicas load it once): new words are added, words seeded before are refreshed, words an admin
 * added or saved are kept as they are. True when it loaded.
 */
export async function seedShipped(
  db: Db,
  version: number,
  entries: readonly NewEntry[],
  whitelist: readonly [string, string][],
): Promise<boolean> {
  return db.tx(async (tx) => {
    const state = await maybeOne<{ seeded: number }>(
      tx,
      'SELECT seeded FROM wordcheck_state WHERE id = 1 FOR UPDATE',
    );
    if (state && state.seeded >= version) return false;
    for (let i = 0; i < entries.length; i += SEED_BATCH) {
      const batch = entries.slice(i, i + SEED_BATCH).map((e) => ({
        word: e.word,
        category: e.category,
        severity: e.severity,
        legal_basis: e.legalBasis,
        suggestions: e.suggestions,
        notes: e.notes,
        industries: e.industries,
        homophone: e.homophone,
        source: e.source,
      }));
      await tx.query(
        `INSERT INTO wordcheck_entries (word, category, severity, legal_basis, suggestions, notes,
           industries, homophone, source, updated_by)
         SELECT word, category, severity, legal_basis, suggestions, notes, industries, homophone,
           source, $2
         FROM jsonb_to_recordset($1::jsonb) AS x(word text, category text, severity text,
           legal_basis text, suggestions jsonb, notes jsonb, industries jsonb, homophone boolean,
           source text)
         ON CONFLICT (word) DO UPDATE SET category = excluded.category,
           severity = excluded.severity, legal_basis = excluded.legal_basis,
           suggestions = excluded.suggestions, notes = excluded.notes,
           industries = excluded.industries, homophone = excluded.homophone,
           source = excluded.source
         WHERE wordcheck_entries.updated_by = $2`,
        [JSON.stringify(batch), SHIPPED_BY],
      );
    }
    await tx.query(
      `INSERT INTO wordcheck_whitelist (phrase, team, note, created_by)
       SELECT phrase, NULL, note, $2 FROM jsonb_to_recordset($1::jsonb) AS x(phrase text, note text)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(whitelist.map(([phrase, note]) => ({ phrase, note }))), SHIPPED_BY],
    );
    await tx.query('UPDATE wordcheck_state SET seeded = $1, version = version + 1 WHERE id = 1', [
      version,
    ]);
    return true;
  });
}

export async function lexiconVersion(db: Db): Promise<number> {
  const row = await maybeOne<{ version: string | number }>(
    db,
    'SELECT version FROM wordcheck_state WHERE id = 1',
  );
  return Number(row?.version ?? 0);
}

/** Marks the lexicon changed; returns the new version. */
export async function bumpVersion(db: Db): Promise<number> {
  const [row] = await db.query<{ version: string | number }>(
    'UPDATE wordcheck_state SET version = version + 1 WHERE id = 1 RETURNING version',
  );
  return Number(row?.version ?? 0);
}

/** Everything the engine is compiled from, with the version it stands for. */
export async function loadLexicon(db: Db) {
  return db.tx(async (tx) => {
    const version = await lexiconVersion(tx);
    const entries = await tx.query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM wordcheck_entries WHERE enabled ORDER BY id`,
    );
    const whitelist = await tx.query<WhitelistRow>(
      `SELECT ${WHITELIST_COLUMNS} FROM wordcheck_whitelist ORDER BY id`,
    );
    return { version, entries: entries.map(entryOf), whitelist: whitelist.map(whitelistOf) };
  });
}

export interface EntryFilter {
  keyword?: string;
  category?: string;
  severity?: string;
  industry?: string;
}

export async function listEntries(db: Db, filter: EntryFilter, offset: number, limit: number) {
  const where: string[] = [];
  const params: (string | number)[] = [];
  const add = (sql: string, value: string) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.keyword) add("word LIKE '%' || ? || '%'", filter.keyword);
  if (filter.category) add('category = ?', filter.category);
  if (filter.severity) add('severity = ?', filter.severity);
  if (filter.industry) add('industries @> jsonb_build_array(?::text)', filter.industry);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, counts] = await Promise.all([
    db.query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM wordcheck_entries ${clause}
       ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM wordcheck_entries ${clause}`,
      params,
    ),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

export async function findEntryByWord(db: Db, word: string): Promise<EntryRow | undefined> {
  return maybeOne<EntryRow>(db, `SELECT ${ENTRY_COLUMNS} FROM wordcheck_entries WHERE word = $1`, [
    word,
  ]);
}

// word, category, severity, legal_basis, suggestions, industries, homophone, notes: in that order.
function entryParams(e: Omit<NewEntry, 'source'>) {
  return [
    e.word,
    e.category,
    e.severity,
    e.legalBasis,
    JSON.stringify(e.suggestions),
    JSON.stringify(e.industries),
    e.homophone,
    JSON.stringify(e.notes),
  ];
}

export async function insertEntry(db: Db, e: NewEntry, by: string): Promise<EntryRow> {
  const [row] = await db.query<EntryRow>(
    `INSERT INTO wordcheck_entries (word, category, severity, legal_basis, suggestions,
       industries, homophone, notes, source, updated_by)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8::jsonb, $9, $10)
     RETURNING ${ENTRY_COLUMNS}`,
    [...entryParams(e), e.source, by],
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateEntry(
  db: Db,
  id: number,
  e: Omit<NewEntry, 'source'> & { enabled: boolean },
  by: string,
): Promise<EntryRow | undefined> {
  return maybeOne<EntryRow>(
    db,
    `UPDATE wordcheck_entries SET word = $2, category = $3, severity = $4, legal_basis = $5,
       suggestions = $6::jsonb, industries = $7::jsonb, homophone = $8, notes = $9::jsonb,
       enabled = $10, updated_by = $11, updated_at = now()
     WHERE id = $1 RETURNING ${ENTRY_COLUMNS}`,
    [id, ...entryParams(e), e.enabled, by],
  );
}

export async function listWhitelist(db: Db): Promise<WhitelistRow[]> {
  return db.query<WhitelistRow>(
    `SELECT ${WHITELIST_COLUMNS} FROM wordcheck_whitelist ORDER BY id DESC LIMIT 5000`,
  );
}

export async function insertWhitelist(
  db: Db,
  w: Omit<WhitelistEntry, 'id'>,
): Promise<WhitelistRow | undefined> {
  return maybeOne<WhitelistRow>(
    db,
    `INSERT INTO wordcheck_whitelist (phrase, team, note, created_by, until)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING ${WHITELIST_COLUMNS}`,
    [w.phrase, w.team, w.note, w.createdBy, w.until ? w.until.toISOString() : null],
  );
}

export async function deleteWhitelist(db: Db, id: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'DELETE FROM wordcheck_whitelist WHERE id = $1 RETURNING id',
    [id],
  );
  return rows.length > 0;
}
