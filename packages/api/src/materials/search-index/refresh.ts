import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.js';
import type { SearchCriteria } from '../materials.search.js';
import { SearchIndex, type IndexHit } from './index.js';
import {
  changesMark,
  changesSince,
  loadPassed,
  loadPassedAfter,
  loadTags,
  loadTagsOf,
  pruneChanges,
} from './source.js';

// Keeps one process's search index current. Writers need not know it exists: triggers log every
// changed material in search_changes (migration 0011), whichever api replica or tool wrote, and
// this polls the log and reloads those materials.

const BUILD_BATCH = 20_000;
const APPLY_BATCH = 2_000;
// More changed materials than this in one poll (a bulk import): rebuilding is cheaper.
const REBUILD_ABOVE = 100_000;
// Rebuild when this share of the document numbers is dead (changed materials are re-added).
const DEAD_SHARE = 0.25;
const DEAD_MIN = 10_000;
// The log keeps KEEP_SECONDS; a reader that has not polled for STALE_MS may have missed pruned
// rows (the database was away), so it rebuilds.
const KEEP_SECONDS = 600;
const STALE_MS = 300_000;
const PRUNE_EVERY_MS = 60_000;

export interface LiveSearchIndexOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often changes are polled; 0 polls before every search (read-your-writes, tests). */
  pollMs: number;
}

export class LiveSearchIndex {
  /** Resolves when the first build is done; until then search() answers undefined. */
  readonly ready: Promise<void>;
  private index: SearchIndex | undefined;
  private mark = '0';
  private readonly applied = new Set<string>();
  private lastPoll = 0;
  private stopped = false;
  private bulk = false;
  private rebuilding: Promise<void> | undefined;
  // Polls and swaps run one at a time, in order.
  private tail: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly options: LiveSearchIndexOptions) {
    this.ready = this.rebuild();
    this.rebuilding = this.ready
      .catch((err: unknown) => { options.log.error({ err }, 'search index build failed'); })
      .finally(() => {
        this.rebuilding = undefined;
      });
    if (options.pollMs > 0) {
      // Until a build has succeeded there is nothing to poll for: try the build again instead.
      this.every(options.pollMs, () => {
        if (this.index) return this.catchUp();
        this.startRebuild();
        return Promise.resolve();
      });
    }
    this.every(PRUNE_EVERY_MS, () => pruneChanges(options.db, KEEP_SECONDS));
  }

  /** The index's answer, or undefined while it is being built (search falls back to SQL). */
  async search(c: SearchCriteria, now: Date): Promise<IndexHit | undefined> {
    if (!this.index) return undefined;
    if (this.options.pollMs === 0) await this.catchUp();
    return this.index.query(c, now.getTime());
  }

  /** Applies every change committed before the call. */
  catchUp(): Promise<void> {
    // A poll waiting to start will see our caller's writes; one already running might not.
    if (this.queued) return this.queued;
    const next = this.tail.then(() => {
      this.queued = undefined;
      return this.poll();
    });
    this.queued = next;
    this.tail = next.catch(() => undefined);
    return next;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    await Promise.allSettled([this.ready, this.rebuilding, this.tail]);
  }

  /** Index size for logs and the benchmark. */
  stats() {
    return { materials: this.index?.size ?? 0, bytes: this.index?.bytes() ?? 0 };
  }

  private every(ms: number, task: () => Promise<void>): void {
    const timer = setInterval(() => {
      if (this.stopped) return;
      task().catch((err: unknown) => { this.options.log.error({ err }, 'search index refresh failed'); });
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private async poll(): Promise<void> {
    const index = this.index;
    if (!index || this.stopped || this.bulk) return;
    // Not polled for longer than the log keeps changes: some may be gone, so rebuild as well.
    const stale = Date.now() - this.lastPoll > STALE_MS;
    const { mark, changes } = await changesSince(this.options.db, this.mark);
    // A transaction that stays open holds the mark back; what committed meanwhile is read again
    // each poll, but applied once.
    const fresh = changes.filter((c) => !this.applied.has(c.xid));
    const ids = [...new Set(fresh.map((c) => c.materialId))];
    if (ids.length > REBUILD_ABOVE) {
      // Polling again would read the same bulk until the rebuild has caught up and swapped.
      this.bulk = true;
      this.startRebuild();
      return;
    }
    await apply(this.options.db, index, ids);
    this.advance(mark, changes);
    if (stale || (index.deadCount > DEAD_MIN && index.deadCount > DEAD_SHARE * index.size)) {
      this.startRebuild();
    }
  }

  // Remembers the transactions applied that the next poll reads again (at or above the mark).
  private advance(mark: string, changes: readonly { xid: string }[]): void {
    const floor = BigInt(mark);
    for (const xid of this.applied) if (BigInt(xid) < floor) this.applied.delete(xid);
    for (const { xid } of changes) if (BigInt(xid) >= floor) this.applied.add(xid);
    this.mark = mark;
    this.lastPoll = Date.now();
  }

  private startRebuild(): void {
    if (this.rebuilding || this.stopped) return;
    this.rebuilding = this.rebuild()
      .catch((err: unknown) => { this.options.log.error({ err }, 'search index rebuild failed'); })
      .finally(() => {
        this.rebuilding = undefined;
      });
  }

  // Builds a new index beside the current one, which keeps answering (or SQL does, at start).
  private async rebuild(): Promise<void> {
    const { db, log } = this.options;
    const started = Date.now();
    const mark = await changesMark(db);
    const index = new SearchIndex();
    index.setTags(await loadTags(db));
    let after = 0;
    for (;;) {
      if (this.stopped) return;
      const batch = await loadPassedAfter(db, after, BUILD_BATCH);
      for (const m of batch) index.upsert(m);
      const last = batch.at(-1);
      if (!last || batch.length < BUILD_BATCH) break;
      after = last.id;
    }
    index.trim();
    // Catch up from the mark taken before the first batch, then answer from the new index.
    const swapped = this.tail.then(async () => {
      const caught = await changesSince(db, mark);
      await apply(db, index, [...new Set(caught.changes.map((c) => c.materialId))]);
      this.index = index;
      this.bulk = false;
      this.applied.clear();
      this.advance(caught.mark, caught.changes);
    });
    this.tail = swapped.catch(() => undefined);
    await swapped;
    log.info(
      { materials: index.size, ms: Date.now() - started, mb: Math.round(index.bytes() / 2 ** 20) },
      'search index built',
    );
  }
}

async function apply(db: Db, index: SearchIndex, ids: readonly number[]): Promise<void> {
  for (let at = 0; at < ids.length; at += APPLY_BATCH) {
    const chunk = ids.slice(at, at + APPLY_BATCH);
    const [rows, tags] = await Promise.all([loadPassed(db, chunk), loadTagsOf(db, chunk)]);
    index.setTags(tags);
    const passed = new Set<number>();
    for (const row of rows) {
      index.upsert(row);
      passed.add(row.id);
    }
    for (const id of chunk) if (!passed.has(id)) index.remove(id);
  }
}
