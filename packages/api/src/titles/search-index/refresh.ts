import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.js';
import { changesMark } from '../../materials/search-index/source.js';
import { TitleIndex, type IndexedTitle, type TitleHits, type TitleQuery } from './index.js';
import { loadTitles, loadTitlesAfter, pruneTitleChanges, titleChangesSince } from './source.js';

// Keeps one process's title index current, as materials/search-index/refresh.ts does for
// materials: triggers log every changed title in title_changes (migration 0012) whoever wrote,
// this polls the log and applies the changes, and rebuilds in the background after a bulk import
// or when the out-of-order tail has grown (the old index answers meanwhile).

const BUILD_BATCH = 50_000;
const APPLY_BATCH = 2_000;
// More changed titles than this in one poll (an import): rebuild instead of applying.
const REBUILD_ABOVE = 20_000;
// Rebuild when this many documents are dead or out of page order.
const CHURN_MAX = 20_000;
const KEEP_SECONDS = 600;
const STALE_MS = 300_000;
const PRUNE_EVERY_MS = 60_000;

export interface LiveTitleIndexOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often changes are polled; 0 polls before every search (read-your-writes, tests). */
  pollMs: number;
}

export class LiveTitleIndex {
  /** Resolves when the first build is done; until then search() answers undefined. */
  readonly ready: Promise<void>;
  private index: TitleIndex | undefined;
  private mark = '0';
  private readonly applied = new Set<string>();
  private lastPoll = 0;
  private stopped = false;
  // An import is being indexed by a rebuild: polling would read the same bulk again.
  private bulk = false;
  private rebuilding: Promise<void> | undefined;
  // Polls and swaps run one at a time, in order.
  private tail: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly options: LiveTitleIndexOptions) {
    this.ready = this.rebuild();
    this.rebuilding = this.ready
      .catch((err: unknown) => {
        options.log.error({ err }, 'title index build failed');
      })
      .finally(() => {
        this.rebuilding = undefined;
      });
    if (options.pollMs > 0) {
      this.every(options.pollMs, () => {
        if (this.index) return this.catchUp();
        this.startRebuild();
        return Promise.resolve();
      });
    }
    this.every(PRUNE_EVERY_MS, () => pruneTitleChanges(options.db, KEEP_SECONDS));
  }

  /** The index's answer, or undefined while it is being built (search falls back to SQL). */
  async search(q: TitleQuery): Promise<TitleHits | undefined> {
    if (!this.index) return undefined;
    if (this.options.pollMs === 0) await this.catchUp();
    return this.index.query(q);
  }

  /** Applies every change committed before the call. */
  catchUp(): Promise<void> {
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
    return { titles: this.index?.size ?? 0, bytes: this.index?.bytes() ?? 0 };
  }

  private every(ms: number, task: () => Promise<void>): void {
    const timer = setInterval(() => {
      if (this.stopped) return;
      task().catch((err: unknown) => {
        this.options.log.error({ err }, 'title index refresh failed');
      });
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private async poll(): Promise<void> {
    const index = this.index;
    if (!index || this.stopped || this.bulk) return;
    const stale = Date.now() - this.lastPoll > STALE_MS;
    const { mark, changes } = await titleChangesSince(this.options.db, this.mark);
    const fresh = changes.filter((c) => !this.applied.has(c.xid));
    const ids = [...new Set(fresh.map((c) => c.titleId))];
    if (ids.length > REBUILD_ABOVE) {
      this.bulk = true;
      this.startRebuild();
      return;
    }
    await apply(this.options.db, index, ids);
    this.advance(mark, changes);
    if (stale || index.churn > CHURN_MAX) this.startRebuild();
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
      .catch((err: unknown) => {
        this.options.log.error({ err }, 'title index rebuild failed');
      })
      .finally(() => {
        this.rebuilding = undefined;
      });
  }

  private async rebuild(): Promise<void> {
    const { db, log } = this.options;
    const started = Date.now();
    const mark = await changesMark(db);
    const titles: IndexedTitle[] = [];
    for (let after = 0; ;) {
      if (this.stopped) return;
      const batch = await loadTitlesAfter(db, after, BUILD_BATCH);
      titles.push(...batch);
      const last = batch.at(-1);
      if (!last || batch.length < BUILD_BATCH) break;
      after = last.id;
    }
    const index = TitleIndex.build(titles);
    // Catch up from the mark taken before the first batch, then answer from the new index.
    const swapped = this.tail.then(async () => {
      const caught = await titleChangesSince(db, mark);
      await apply(db, index, [...new Set(caught.changes.map((c) => c.titleId))]);
      this.index = index;
      this.bulk = false;
      this.applied.clear();
      this.advance(caught.mark, caught.changes);
    });
    this.tail = swapped.catch(() => undefined);
    await swapped;
    log.info(
      { titles: index.size, ms: Date.now() - started, mb: Math.round(index.bytes() / 2 ** 20) },
      'title index built',
    );
  }
}

async function apply(db: Db, index: TitleIndex, ids: readonly number[]): Promise<void> {
  for (let at = 0; at < ids.length; at += APPLY_BATCH) {
    const chunk = ids.slice(at, at + APPLY_BATCH);
    const found = new Set<number>();
    for (const title of await loadTitles(db, chunk)) {
      index.upsert(title);
      found.add(title.id);
    }
    for (const id of chunk) if (!found.has(id)) index.remove(id);
  }
}
