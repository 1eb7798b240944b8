import type { Db } from '../db/db.js';
import { TAG_ORIGINAL, TOP_TAGS } from './titles.constants.js';

// The tag tree of the headline library (title_tags, migration 0012): two top tags with topics.

export interface TitleTag {
  id: number;
  name: string;
  parentId: number | null;
}

export class TitleTagTree {
  private readonly byId: Map<number, TitleTag>;

  constructor(readonly tags: readonly TitleTag[]) {
    this.byId = new Map(tags.map((t) => [t.id, t]));
  }

  get(id: number): TitleTag | undefined {
    return this.byId.get(id);
  }

  /** The top tag (266 or 267) a tag belongs to. */
  topOf(id: number): number | undefined {
    const tag = this.byId.get(id);
    return tag ? (tag.parentId ?? tag.id) : undefined;
  }

  /** These tags as {id, name}, top tag first, then in the tree's order (unknown ids left out). */
  refsOf(ids: readonly number[]): { id: number; name: string }[] {
    return this.tags
      .filter((t) => ids.includes(t.id))
      .sort((a, b) => (a.parentId === null ? 0 : 1) - (b.parentId === null ? 0 : 1))
      .map(({ id, name }) => ({ id, name }));
  }

  childrenOf(id: number): TitleTag[] {
    return this.tags.filter((t) => t.parentId === id);
  }

  /**
   * Tag references of an import row (ids, or names: a topic name is looked up under the row's top
   * tag, 原创标题 when none is named) → the linked ids, top tag first; or what is wrong (Chinese).
   */
  resolve(refs: readonly (string | number)[]): { ids: number[] } | { error: string } {
    const unknown: string[] = [];
    const tops = new Set<number>();
    const rest: (string | number)[] = [];
    for (const ref of refs) {
      const id = this.idOf(ref, null);
      if (id !== undefined && TOP_TAGS.includes(id)) tops.add(id);
      else rest.push(ref);
    }
    if (tops.size > 1) return { error: '原创标题和10W+标题只能选一个' };
    const top = [...tops][0] ?? TAG_ORIGINAL;
    const ids = [top];
    for (const ref of rest) {
      const id = this.idOf(ref, top);
      if (id === undefined || this.topOf(id) !== top) unknown.push(String(ref));
      else if (!ids.includes(id)) ids.push(id);
    }
    return unknown.length > 0 ? { error: `未知标签：${unknown.join('、')}` } : { ids };
  }

  // An id (a number or digits) or a name under `parent`.
  private idOf(ref: string | number, parent: number | null): number | undefined {
    const text = String(ref).trim();
    if (/^\d+$/.test(text)) return this.byId.has(Number(text)) ? Number(text) : undefined;
    return this.tags.find((t) => t.name === text && t.parentId === parent)?.id;
  }
}

// title_tags changes only with a migration, so each process reads it once per database (a search
// then waits for one round trip less).
const trees = new WeakMap<Db, Promise<TitleTagTree>>();

export function loadTitleTags(db: Db): Promise<TitleTagTree> {
  let tree = trees.get(db);
  if (!tree) {
    tree = db
      .query<TitleTag>('SELECT id, name, parent_id AS "parentId" FROM title_tags ORDER BY sort, id')
      .then((rows) => new TitleTagTree(rows));
    // A failed read is not remembered.
    tree.catch(() => trees.delete(db));
    trees.set(db, tree);
  }
  return tree;
}
