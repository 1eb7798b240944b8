import type { Db } from '../db/db.js';
import { importTitles, parseTitleFile } from './titles.import.js';
import { loadTitleTags } from './titles.tags.js';

// Small title sets for tests (never the 100,000-title demo file).

export interface FixtureTitle {
  content: string;
  reading?: number;
  source?: string;
  tags?: (string | number)[];
}

/** Imports the titles through the import library; returns their ids in the given order. */
export async function importFixtureTitles(db: Db, titles: readonly FixtureTitle[]) {
  const jsonl = titles.map((t) => JSON.stringify(t)).join('\n');
  await importTitles(db, parseTitleFile(jsonl, 'jsonl', await loadTitleTags(db)));
  const rows = await db.query<{ id: number; content: string }>('SELECT id, content FROM titles');
  const ids = new Map(rows.map((r) => [r.content, r.id]));
  return titles.map((t) => ids.get(t.content.trim()) ?? 0);
}
