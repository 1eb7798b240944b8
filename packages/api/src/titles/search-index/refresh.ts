import type { Db } from '../../db/db.js';
import { sqlChangeLog } from '../../search/change-log.js';
import { LiveIndex } from '../../search/live-index.js';
import { readAll, reload, type LiveIndexOptions } from '../../search/live-rows.js';
import { TitleIndex, type IndexedTitle, type TitleHits, type TitleQuery } from './index.js';
import { loadTitles, loadTitlesAfter } from './source.js';

// The title index kept current by search/live-index.ts from title_changes (migration 0012).

const BUILD_BATCH = 50_000;
const APPLY_BATCH = 2_000;
// More changed titles than this in one poll (an import): rebuild instead of applying.
const REBUILD_ABOVE = 20_000;
// Rebuild when this many documents are dead or out of page order (TitleIndex.churn).
const CHURN_MAX = 20_000;

export class LiveTitleIndex {
  /** Resolves when the first build is done; until then search() answers undefined. */
  readonly ready: Promise<void>;
  private readonly live: LiveIndex<TitleIndex>;
  // Searches answered by the index, and those left to SQL (before the first build).
  private served = 0;
  private missed = 0;

  constructor({ db, log, pollMs }: LiveIndexOptions) {
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
  const load = (after: number, limit: number) => loadTitlesAfter(db, after, limit);
  const read = await readAll(load, BUILD_BATCH, stopped, (batch) => {
    titles.push(...batch);
  });
  return read ? TitleIndex.build(titles) : undefined;
}

function apply(db: Db, index: TitleIndex, ids: readonly number[]): Promise<void> {
  return reload(index, ids, APPLY_BATCH, (chunk) => loadTitles(db, chunk));
}
