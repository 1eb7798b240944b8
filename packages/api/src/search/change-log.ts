import type { Db } from '../db/db.js';
import type { ChangeLog } from './live-index.js';

// The change tables the in-memory indexes follow: search_changes (migration 0011, materials) and
// title_changes (0012, titles). Rows carry the writing transaction's id; see 0011 for why.

export interface ChangeTable {
  table: 'search_changes' | 'title_changes';
  /** The changed row's id column. */
  idColumn: 'material_id' | 'title_id';
}

/**
 * The oldest transaction still running (as a decimal string): every transaction below it has
 * ended, so a reader that has seen the database at this point reads changes from here on.
 */
export async function changesMark(db: Db): Promise<string> {
  const [row] = await db.query<{ mark: string }>(
    'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS mark',
  );
  if (!row) throw new Error('pg_current_snapshot returned no row');
  return row.mark;
}

export function sqlChangeLog(db: Db, { table, idColumn }: ChangeTable): ChangeLog {
  return {
    // Changes by transactions at or above `mark` (a transaction seen once need not be applied
    // again: its rows became visible together), and the next mark, from one snapshot.
    async since(mark) {
      const rows = await db.query<{ mark: string; xid: string | null; id: number | null }>(
        `SELECT s.mark, c.xid::text AS xid, c.${idColumn} AS id
           FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS mark) s
           LEFT JOIN ${table} c ON c.xid >= $1::bigint`,
        [mark],
      );
      const next = rows[0]?.mark;
      if (next === undefined) throw new Error(`${table} poll returned no row`);
      const changes = rows.flatMap((r) =>
        r.xid === null || r.id === null ? [] : [{ xid: r.xid, id: r.id }],
      );
      return { mark: next, changes };
    },
    markNow: () => changesMark(db),
    // Every reader has applied changes this old long before.
    async prune(keepSeconds) {
      await db.query(`DELETE FROM ${table} WHERE changed_at < now() - make_interval(secs => $1)`, [
        keepSeconds,
      ]);
    },
  };
}
