import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.js';

// How a live index (live-index.ts) reads the rows of its table, for the material and title indexes
// alike: every row in keyset batches for a build, the changed rows by id in chunks for a poll.

/** What app.ts makes a domain's live index with. */
export interface LiveIndexOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often changes are polled; 0 polls before every search (read-your-writes, tests). */
  pollMs: number;
}

/** An index over rows with serial ids. */
export interface RowIndex<R> {
  /** Adds a row or replaces what the index holds for it. */
  upsert(row: R): void;
  remove(id: number): void;
}

/**
 * Hands every row to `take`, in batches of `size` read by `loadAfter` (rows with ids above
 * `afterId`, in id order); false when `stopped()` turned true first.
 */
export async function readAll<R extends { id: number }>(
  loadAfter: (afterId: number, limit: number) => Promise<R[]>,
  size: number,
  stopped: () => boolean,
  take: (batch: R[]) => void,
): Promise<boolean> {
  for (let after = 0; ;) {
    if (stopped()) return false;
    const batch = await loadAfter(after, size);
    take(batch);
    const last = batch.at(-1);
    if (!last || batch.length < size) return true;
    after = last.id;
  }
}

/**
 * Reloads the rows `ids` name into `index`, `size` at a time: `load` answers those the index should
 * hold, and an id it leaves out is removed (deleted, or no longer searchable).
 */
export async function reload<R extends { id: number }>(
  index: RowIndex<R>,
  ids: readonly number[],
  size: number,
  load: (chunk: readonly number[]) => Promise<readonly R[]>,
): Promise<void> {
  for (let at = 0; at < ids.length; at += size) {
    const chunk = ids.slice(at, at + size);
    const found = new Set<number>();
    for (const row of await load(chunk)) {
      index.upsert(row);
      found.add(row.id);
    }
    for (const id of chunk) if (!found.has(id)) index.remove(id);
  }
}
