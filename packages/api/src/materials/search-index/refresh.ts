import type { Db } from '../../db/db.js';
import { sqlChangeLog } from '../../search/change-log.js';
import { LiveIndex } from '../../search/live-index.js';
import { readAll, reload, type LiveIndexOptions } from '../../search/live-rows.js';
import type { SearchCriteria } from '../materials.search.js';
import { SearchIndex, type IndexHit } from './index.js';
import { loadPassed, loadPassedAfter, loadTags, loadTagsOf } from './source.js';

// The material search index kept current by search/live-index.ts from search_changes (migration
// 0011): what to load, how to apply a change and when a rebuild is due.

const BUILD_BATCH = 20_000;
const APPLY_BATCH = 2_000;
// More changed materials than this in one poll (a bulk import): rebuilding is cheaper.
const REBUILD_ABOVE = 100_000;
// Rebuild when this share of the document numbers is dead (changed materials are re-added).
const DEAD_SHARE = 0.25;
const DEAD_MIN = 10_000;

export class LiveSearchIndex {
  /** Resolves when the first build is done; until then search() answers undefined. */
  readonly ready: Promise<void>;
  private readonly live: LiveIndex<SearchIndex>;

  constructor({ db, log, pollMs }: LiveIndexOptions) {
    this.live = new LiveIndex({
      name: 'search index',
      log,
      pollMs,
      changes: sqlChangeLog(db, { table: 'search_changes', idColumn: 'material_id' }),
      build: (stopped) => build(db, stopped),
      apply: (index, ids) => apply(db, index, ids),
      rebuildAbove: REBUILD_ABOVE,
      worn: (index) => index.deadCount > DEAD_MIN && index.deadCount > DEAD_SHARE * index.size,
      describe: (index) => ({ materials: index.size, mb: Math.round(index.bytes() / 2 ** 20) }),
    });
    this.ready = this.live.ready;
  }

  /** The index's answer, or undefined while it is being built (search falls back to SQL). */
  async search(c: SearchCriteria, now: Date): Promise<IndexHit | undefined> {
    return (await this.live.current())?.query(c, now.getTime());
  }

  /** Applies every change committed before the call. */
  catchUp(): Promise<void> {
    return this.live.catchUp();
  }

  stop(): Promise<void> {
    return this.live.stop();
  }

  /** Index size for logs and the benchmark. */
  stats() {
    const index = this.live.index;
    return { materials: index?.size ?? 0, bytes: index?.bytes() ?? 0 };
  }
}

async function build(db: Db, stopped: () => boolean): Promise<SearchIndex | undefined> {
  const index = new SearchIndex();
  index.setTags(await loadTags(db));
  const load = (after: number, limit: number) => loadPassedAfter(db, after, limit);
  const read = await readAll(load, BUILD_BATCH, stopped, (batch) => {
    for (const m of batch) index.upsert(m);
  });
  if (!read) return undefined;
  index.trim();
  return index;
}

// A tag renamed since the build arrives with the materials that carry it.
function apply(db: Db, index: SearchIndex, ids: readonly number[]): Promise<void> {
  return reload(index, ids, APPLY_BATCH, async (chunk) => {
    const [rows, tags] = await Promise.all([loadPassed(db, chunk), loadTagsOf(db, chunk)]);
    index.setTags(tags);
    return rows;
  });
}
