// Sorted lists of document numbers and the two operations search needs on them. Documents are
// numbered in the order they join the index, so appending keeps every list sorted.

const EMPTY = new Uint32Array(0);

/** A sorted, append-only list of document numbers. */
export class PostingList {
  private data: Uint32Array;
  length = 0;

  constructor(capacity = 4) {
    this.data = new Uint32Array(capacity);
  }

  /** Appends `doc`, which must be greater than every document already in the list. */
  push(doc: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = doc;
  }

  /** push(doc) unless doc is already the last entry (a document adding the same gram twice). */
  addOnce(doc: number): void {
    if (this.length === 0 || this.data[this.length - 1] !== doc) this.push(doc);
  }

  /** The documents, without copying (valid until the next push). */
  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }

  /** Gives back the spare capacity left by doubling (after a build). */
  trim(): void {
    if (this.data.length > this.length) this.data = this.data.slice(0, this.length);
  }

  get bytes(): number {
    return this.data.byteLength;
  }
}

// First index i ≥ from with list[i] ≥ target: gallop, then binary search.
function seek(list: Uint32Array, target: number, from: number): number {
  let step = 1;
  let hi = from;
  while (hi < list.length && (list[hi] ?? 0) < target) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.length);
  while (from < hi) {
    const mid = (from + hi) >>> 1;
    if ((list[mid] ?? 0) < target) from = mid + 1;
    else hi = mid;
  }
  return from;
}

/** Documents in every list; walks the smallest list and seeks in the others. */
export function intersect(lists: readonly Uint32Array[]): Uint32Array {
  if (lists.length === 0) return EMPTY;
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  const [first, ...rest] = sorted as [Uint32Array, ...Uint32Array[]];
  if (rest.length === 0) return first;
  const out = new Uint32Array(first.length);
  const cursors = new Array<number>(rest.length).fill(0);
  let n = 0;
  outer: for (const doc of first) {
    for (let i = 0; i < rest.length; i += 1) {
      const list = rest[i] as Uint32Array;
      const at = seek(list, doc, cursors[i] ?? 0);
      cursors[i] = at;
      if (at === list.length) break outer;
      if (list[at] !== doc) continue outer;
    }
    out[n++] = doc;
  }
  return out.subarray(0, n);
}

/** Documents in any list, sorted and distinct. */
export function union(lists: readonly Uint32Array[]): Uint32Array {
  if (lists.length === 0) return EMPTY;
  if (lists.length === 1) return lists[0] as Uint32Array;
  let size = 0;
  for (const list of lists) size += list.length;
  const all = new Uint32Array(size);
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i += 1) {
    const doc = all[i] as number;
    if (n === 0 || all[n - 1] !== doc) all[n++] = doc;
  }
  return all.subarray(0, n);
}

/** Posting lists keyed by a number (a tag, a theme, a gram's number), each made on first use. */
export class KeyedPostings {
  private readonly lists = new Map<number, PostingList>();

  /** Adds `doc`, above every document the lists hold, to the list of `key` (once). */
  add(key: number, doc: number): void {
    let list = this.lists.get(key);
    if (!list) {
      list = new PostingList();
      this.lists.set(key, list);
    }
    list.addOnce(doc);
  }

  /** The key's documents, ascending (a view, valid until the next add), or undefined. */
  get(key: number): Uint32Array | undefined {
    return this.lists.get(key)?.view();
  }

  /** Gives back the spare capacity left by doubling (after a build). */
  trim(): void {
    for (const list of this.lists.values()) list.trim();
  }

  /** Bytes of the lists, with a small overhead each for the list object. */
  get bytes(): number {
    let total = 0;
    for (const list of this.lists.values()) total += list.bytes + 64;
    return total;
  }
}
