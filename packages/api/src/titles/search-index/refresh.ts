import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.js';
import { sqlChangeLog } from '../../search/change-log.js';
import { LiveIndex } from '../../search/live-index.js';
import { TitleIndex, type IndexedTitle, type TitleHits, type TitleQuery } from './index.js';
import { loadTitles, loadTitlesAfter } from './source.js';

// The title index kept current by search/live-index.ts from title_changes (migration 0012).

const BUILD_BATCH = 50_000;
const APPLY_BATCH = 2_000;
// More changed titles than this in one poll (an import): rebuild instead of applying.
const REBUILD_ABOVE = 20_000;
// Rebuild when this many documents are dead or out of page order (TitleIndex.churn).
const CHURN_MAX = 20_000;

export interface LiveTitleIndexOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often changes are polled; 0 polls before every search (read-your-writes, tests). */
  pollMs: number;
}

export class LiveTitleIndex {
  /** Resolves when the first build is done; until then search() answers undefined. */
  readonly ready: Promise<void>;
  private readonly live: LiveIndex<TitleIndex>;
  // Searches answered by the index, and those left to SQL (before the first build).
  private served = 0;
  private missed = 0;

  constructor({ db, log, pollMs }: LiveTitleIndexOptions) {
    this.live = new LiveIndex({
      name: 'title index',
      log,
      pollMs,
      changes: sqlChangeLog(db, { table: 'title_changes', idColumn: 'title_id' }),
      build: (stopped) => build(db, stopped),
      apply: (index, ids) => apply(db, index, ids),
      rebuildAbove: REBUILD_ABOVE,
      worn: (index) => index.churn > CHURN_MAX,
      describe: (index) => ({ titles: index.size, mb: Math.round(index.bytes() / 2 ** 20) }),
    });
    this.ready = this.live.ready;
  }

  /** The index's answer, or undefined while it is being built (search falls back to SQL). */
  async search(q: TitleQuery): Promise<TitleHits | undefined> {
    const hits = (await this.live.current())?.query(q);
    if (hits) this.served += 1;
    else this.missed += 1;
    return hits;
  }

  stop(): Promise<void> {
    return this.live.stop();
  }

  /** Index size and how many searches it answered, for logs and the benchmark. */
  stats() {
    const index = this.live.index;
    return {
      titles: index?.size ?? 0,
      bytes: index?.bytes() ?? 0,
      served: this.served,
      missed: this.missed,
    };
  }
}

async function build(db: Db, stopped: () => boolean): Promise<TitleIndex | undefined> {
  const titles: IndexedTitle[] = [];
  for (let after = 0; ;) {
    if (stopped()) return undefined;
    const batch = await loadTitlesAfter(db, after, BUILD_BATCH);
    titles.push(...batch);
    const last = batch.at(-1);
    if (!last || batch.length < BUILD_BATCH) break;
    after = last.id;
  }
  return TitleIndex.build(titles);
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
