import { LRUCache } from 'lru-cache';
import type { Db } from '../db/db.js';
import { intArray } from '../db/params.js';
import type { TemplateRow } from '../templates/templates.repo.js';
import { DETAIL_SLOT } from './smart.constants.js';

export interface CandidateRow extends TemplateRow {
  slots: string[];
  synthetic: string;
  replace_obj: string;
}

const COLUMNS = `t.id, t.template_id, t.name, t.path, t.width, t.height, t.category, t.tag_ids,
  t.layout_family, t.downloads, t.owner_id, t.created_at, t.slots, t.synthetic, t.replace_obj`;

// Every smart call reads the whole library's documents (megabytes of text); reading and parsing
// them held the api's main thread ~20 ms per call on PGlite (issue 29 item 10). Each process keeps
// the rows by id with their row version (PostgreSQL's xmin: any write of the row, an edit or a
// download, gives it a new one) and asks the database only for ids and versions, then for the rows
// it does not hold at that version. One cache per database: tests and benches run several
// databases in one process.
const CACHE_BYTES = 64 * 1024 * 1024;
interface Cached {
  version: string;
  row: CandidateRow;
}
const caches = new WeakMap<Db, LRUCache<number, Cached>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<number, Cached>({
      maxSize: CACHE_BYTES,
      // UTF-16 code units: the strings' weight in memory, near enough.
      sizeCalculation: ({ row }) => 2 * (row.synthetic.length + row.replace_obj.length) + 512,
    });
    caches.set(db, cache);
  }
  return cache;
}

interface Stamp {
  id: number;
  version: string;
}

/**
 * Library templates of the flow's category whose industry is one of `industries` (the chosen ones
 * and 通用; empty = any), detail templates (DETAIL_SLOT) for the single-image form and only for it,
 * by id so equal inputs give equal candidates.
 */
export async function listCandidates(
  db: Db,
  category: number,
  industries: readonly number[],
  detail: boolean,
): Promise<CandidateRow[]> {
  const params: (string | number)[] = [category, DETAIL_SLOT];
  const hasDetailSlot = '$2 = ANY(t.slots)';
  const clauses = [
    't.owner_id IS NULL',
    't.category = $1',
    detail ? hasDetailSlot : `NOT ${hasDetailSlot}`,
  ];
  if (industries.length > 0)
    clauses.push(`t.tag_ids && $${params.push(intArray(industries))}::int[]`);
  const stamps = await db.query<Stamp>(
    `SELECT t.id, t.xmin::text AS version FROM templates t WHERE ${clauses.join(' AND ')} ORDER BY t.id`,
    params,
  );
  const cache = cacheOf(db);
  const found = new Map<number, CandidateRow>();
  for (const s of stamps) {
    const cached = cache.get(s.id);
    if (cached?.version === s.version) found.set(s.id, cached.row);
  }
  const missing = stamps.filter((s) => !found.has(s.id)).map((s) => s.id);
  if (missing.length > 0) {
    const rows = await db.query<CandidateRow & { version: string }>(
      `SELECT ${COLUMNS}, t.xmin::text AS version FROM templates t WHERE t.id = ANY($1::int[])`,
      [intArray(missing)],
    );
    for (const { version, ...row } of rows) {
      cache.set(row.id, { version, row });
      found.set(row.id, row);
    }
  }
  // A row deleted between the two reads is left out; every other one is here, cached or not.
  return stamps.flatMap((s) => found.get(s.id) ?? []);
}
