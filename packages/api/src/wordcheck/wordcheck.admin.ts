// 词库管理 (admin): entries and whitelist phrases, each change written to the database and then
// compiled into this instance's engine before the next check answers ("applies at once").
import type { Static } from '@fastify/type-provider-typebox';
import { findUserById } from '../accounts/accounts.repo.js';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { presentEntry, presentWhitelist } from './wordcheck.presenter.js';
import * as repo from './wordcheck.repo.js';
import type { EntryBodyT, EntryQuery, EntryUpdateBody, WhitelistBody } from './wordcheck.schema.js';
import type { WordCheckService } from './wordcheck.service.js';
import { splitSuggestions } from './wordcheck.suggestions.js';
import {
  GENERAL_INDUSTRY,
  INDUSTRY_NAMES,
  industryOf,
  type Industry,
  type IndustryName,
} from './wordcheck.types.js';

export interface LexiconAdminDeps {
  db: Db;
  wordcheck: WordCheckService;
}

/** Words separated by 、 or commas, trimmed, empty ones dropped. */
export const splitList = (text: string) =>
  text
    .split(/[、,，\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

function industriesOf(text: string): Industry[] {
  const list = splitList(text);
  const bad = list.find((i) => !(INDUSTRY_NAMES as readonly string[]).includes(i));
  if (bad !== undefined) throw ApiError.invalidField('industries');
  return list.length ? (list as IndustryName[]).map(industryOf) : [GENERAL_INDUSTRY];
}

function entryOf(body: EntryBodyT) {
  const word = body.word.trim();
  if (!word) throw ApiError.invalidField('word');
  return {
    word,
    category: body.category,
    severity: body.severity,
    legalBasis: body.legal_basis.trim(),
    ...splitSuggestions(splitList(body.suggestions).slice(0, 20), splitList(body.notes ?? '')),
    industries: industriesOf(body.industries),
    homophone: body.homophone === '1',
  };
}

/** Who made a change, as the lexicon records it. */
async function adminName(db: Db, userId: number): Promise<string> {
  return (await findUserById(db, userId))?.name ?? `user ${userId}`;
}

export async function listEntries(
  { db, wordcheck }: LexiconAdminDeps,
  { page, pageSize, ...filter }: Static<typeof EntryQuery>,
) {
  await wordcheck.current(); // the shipped lexicon is seeded on first use
  const { rows, total } = await repo.listEntries(db, filter, (page - 1) * pageSize, pageSize);
  return { list: rows.map(presentEntry), total };
}

export async function addEntry(
  { db, wordcheck }: LexiconAdminDeps,
  body: EntryBodyT,
  userId: number,
) {
  const entry = entryOf(body);
  await wordcheck.current();
  if (await repo.findEntryByWord(db, entry.word)) throw new ApiError('wordcheckWordExists');
  const row = await repo.insertEntry(
    db,
    { ...entry, source: '管理员' },
    await adminName(db, userId),
  );
  await wordcheck.changed((memory) => {
    memory.entries.push(repo.entryOf(row));
  });
  return presentEntry(row);
}

export async function updateEntry(
  { db, wordcheck }: LexiconAdminDeps,
  body: Static<typeof EntryUpdateBody>,
  userId: number,
) {
  const entry = entryOf(body);
  await wordcheck.current();
  const same = await repo.findEntryByWord(db, entry.word);
  if (same && same.id !== body.id) throw new ApiError('wordcheckWordExists');
  const row = await repo.updateEntry(
    db,
    body.id,
    { ...entry, enabled: body.enabled === '1' },
    await adminName(db, userId),
  );
  if (!row) throw new ApiError('wordcheckEntryNotFound');
  await wordcheck.changed((memory) => {
    memory.entries = memory.entries.filter((e) => e.id !== row.id);
    if (row.enabled) memory.entries.push(repo.entryOf(row));
  });
  return presentEntry(row);
}

export async function listWhitelist({ db, wordcheck }: LexiconAdminDeps) {
  await wordcheck.current();
  return { list: (await repo.listWhitelist(db)).map(presentWhitelist) };
}

export async function addWhitelist(
  { db, wordcheck }: LexiconAdminDeps,
  { phrase, team, note, until }: Static<typeof WhitelistBody>,
  userId: number,
) {
  const untilDate = until ? new Date(until) : null;
  if (untilDate && Number.isNaN(untilDate.getTime())) throw ApiError.invalidField('until');
  if (!phrase.trim() || !note.trim())
    throw ApiError.invalidField(phrase.trim() ? 'note' : 'phrase');
  await wordcheck.current();
  const row = await repo.insertWhitelist(db, {
    phrase: phrase.trim(),
    team: team?.trim() || null,
    note: note.trim(),
    createdBy: await adminName(db, userId),
    until: untilDate,
  });
  if (!row) throw new ApiError('wordcheckWhitelistExists');
  await wordcheck.changed((memory) => {
    memory.whitelist.push(repo.whitelistOf(row));
  });
  return presentWhitelist(row);
}

export async function removeWhitelist({ db, wordcheck }: LexiconAdminDeps, id: number) {
  await wordcheck.current();
  if (!(await repo.deleteWhitelist(db, id))) throw new ApiError('wordcheckWhitelistNotFound');
  return wordcheck.changed((memory) => {
    memory.whitelist = memory.whitelist.filter((w) => w.id !== id);
  });
}
