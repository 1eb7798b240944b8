import type { FastifyBaseLogger } from 'fastify';

// Keeps one process's in-memory search index current (materials, titles). Writers need not know
// it exists: triggers log every changed row in a change table (search_changes, migration 0011;
// title_changes, 0012) whichever api replica or tool wrote, and this polls the log and applies
// those rows, or builds a new index beside the current one (which keeps answering) after a bulk
// write or when the applied changes have worn the index.

/** A change table's rows since a mark (see 0011 for why marks are transaction ids). */
export interface ChangeLog {
  /** Changes by transactions at or above `mark`, and the mark to read from next time. */
  since(mark: string): Promise<{ mark: string; changes: { xid: string; id: number }[] }>;
  /** The mark of a reader that has seen the database as it is now. */
  markNow(): Promise<string>;
  prune(keepSeconds: number): Promise<void>;
}

export interface LiveIndexSpec<I> {
  /** For logs, e.g. 'search index'. */
  name: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often changes are polled; 0 polls before every search (read-your-writes, tests). */
  pollMs: number;
  changes: ChangeLog;
  /** A whole new index from the database; undefined when `stopped()` turned true meanwhile. */
  build(stopped: () => boolean): Promise<I | undefined>;
  /** Reloads the rows with these ids into the index (a row gone is removed). */
  apply(index: I, ids: readonly number[]): Promise<void>;
  /** More changed rows than this in one poll (an import): rebuild instead of applying. */
  rebuildAbove: number;
  /** Whether the changes applied since the build make a rebuild worth it. */
  worn(index: I): boolean;
  /** Figures for the "built" log line. */
  describe(index: I): Record<string, number>;
}

// The log keeps KEEP_SECONDS; a reader that has not polled for STALE_MS may have missed pruned
// rows (the database was away), so it rebuilds.
const KEEP_SECONDS = 600;
const STALE_MS = 300_000;
const PRUNE_EVERY_MS = 60_000;

export class LiveIndex<I> {
  /** Resolves when the first build is done; until then current() answers undefined. */
  readonly ready: Promise<void>;
  private built: I | undefined;
  private mark = '0';
  private readonly applied = new Set<string>();
  private lastPoll = 0;
  private stopped = false;
  // A bulk write is being indexed by a rebuild: polling would read the same bulk again.
  private bulk = false;
  private rebuilding: Promise<void> | undefined;
  // Polls and swaps run one at a time, in order.
  private tail: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly spec: LiveIndexSpec<I>) {
    this.ready = this.rebuild();
    this.rebuilding = this.ready
      .catch((err: unknown) => {
        spec.log.error({ err }, `${spec.name} build failed`);
      })
      .finally(() => {
        this.rebuilding = undefined;
      });
    if (spec.pollMs > 0) {
      // Until a build has succeeded there is nothing to poll for: try the build again instead.
      this.every(spec.pollMs, () => {
        if (this.built) return this.catchUp();
        this.startRebuild();
        return Promise.resolve();
      });
    }
    this.every(PRUNE_EVERY_MS, () => spec.changes.prune(KEEP_SECONDS));
  }

  /** The index as it is (no poll); undefined until built. */
  get index(): I | undefined {
    return this.built;
  }

  /** The index to answer a search from (caught up first when pollMs is 0), or undefined. */
  async current(): Promise<I | undefined> {
    if (!this.built) return undefined;
    if (this.spec.pollMs === 0) await this.catchUp();
    return this.built;
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

  private every(ms: number, task: () => Promise<void>): void {
    const timer = setInterval(() => {
      if (this.stopped) return;
      task().catch((err: unknown) => {
        this.spec.log.error({ err }, `${this.spec.name} refresh failed`);
      });
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private async poll(): Promise<void> {
    const index = this.built;
    if (!index || this.stopped || this.bulk) return;
    const stale = Date.now() - this.lastPoll > STALE_MS;
    const { mark, changes } = await this.spec.changes.since(this.mark);
    // A transaction that stays open holds the mark back; what committed meanwhile is read again
    // each poll, but applied once.
    const fresh = changes.filter((c) => !this.applied.has(c.xid));
    const ids = [...new Set(fresh.map((c) => c.id))];
    if (ids.length > this.spec.rebuildAbove) {
      this.bulk = true;
      this.startRebuild();
      return;
    }
    await this.spec.apply(index, ids);
    this.advance(mark, changes);
    if (stale || this.spec.worn(index)) this.startRebuild();
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
        this.spec.log.error({ err }, `${this.spec.name} rebuild failed`);
      })
      .finally(() => {
        this.rebuilding = undefined;
      });
  }

  private async rebuild(): Promise<void> {
    const { changes, log } = this.spec;
    const started = Date.now();
    const mark = await changes.markNow();
    const index = await this.spec.build(() => this.stopped);
    if (!index) return;
    // Catch up from the mark taken before the build read anything, then answer from the new index.
    const swapped = this.tail.then(async () => {
      const caught = await changes.since(mark);
      await this.spec.apply(index, [...new Set(caught.changes.map((c) => c.id))]);
      this.built = index;
      this.bulk = false;
      this.applied.clear();
      this.advance(caught.mark, caught.changes);
    });
    this.tail = swapped.catch(() => undefined);
    await swapped;
    log.info({ ...this.spec.describe(index), ms: Date.now() - started }, `${this.spec.name} built`);
  }
}
