import { eachGram, findIn, termGrams } from '../../search/grams.js';
import { intersect, PostingList } from '../../search/postings.js';

// The headline library in memory so a keyword search never scans rows (BRIEF §7: p95 ≤ 15 ms
// over 500,000 titles): posting lists per gram (search/grams.ts) of the folded content and per
// tag. A build numbers the titles in page order (reading desc, id desc), so an intersection of
// lists is already sorted and its first 20 are the first page. Titles changed after the build are
// dropped (their numbers stay dead in the lists) and appended behind the ordered part as a small
// unordered tail, merged into the page at query time; refresh.ts rebuilds when the tail or the
// dead grow.

/** One title as the index keeps it (see source.ts). */
export interface IndexedTitle {
  id: number;
  reading: number;
  /** fold(content). */
  text: string;
  tagIds: readonly number[];
}

export interface TitleQuery {
  /** Folded, distinct keyword terms; every one must occur. */
  terms: readonly string[];
  /** Every one must be linked (the library's top tag and any topics). */
  tagIds: readonly number[];
  page: number;
  pageSize: number;
}

export interface TitleHits {
  /** Title ids of the page, in order. */
  ids: number[];
  total: number;
}

type Column = Uint32Array | Uint16Array | Uint8Array | Int32Array;

// The same column with room for `need` entries (doubling), new entries set to `fill`.
function room<T extends Column>(column: T, need: number, fill = 0): T {
  if (need <= column.length) return column;
  const Ctor = column.constructor as new (size: number) => T;
  const next = new Ctor(Math.max(need, column.length * 2, 16));
  next.set(column);
  if (fill !== 0) next.fill(fill, column.length);
  return next;
}

/** Page order: more reading first, then the larger id. */
export function compareRank(a: Pick<IndexedTitle, 'reading' | 'id'>, b: typeof a): number {
  return b.reading - a.reading || b.id - a.id;
}

export class TitleIndex {
  private docs = 0;
  private dead = 0;
  // Documents below this number were added in page order; the rest form the tail.
  private ordered = 0;
  private titleIds = new Uint32Array(0);
  private readings = new Uint32Array(0);
  private alive = new Uint8Array(0);
  // fold(content) of document d: textFlat[textStart[d] .. textStart[d + 1]).
  private textStart = new Uint32Array(1);
  private textFlat = new Uint16Array(0);
  private textCount = 0;
  // Title id → its live document, -1 for none (ids are serial, so an array).
  private docByTitle = new Int32Array(0);
  private readonly grams = new Map<string, PostingList>();
  private readonly tags = new Map<number, PostingList>();

  /** Builds the index from every title; `titles` is put in page order here. */
  static build(titles: IndexedTitle[]): TitleIndex {
    const index = new TitleIndex();
    titles.sort(compareRank);
    for (const t of titles) index.append(t);
    index.ordered = index.docs;
    index.trim();
    return index;
  }

  get size(): number {
    return this.docs - this.dead;
  }

  /** Documents dropped or appended out of order since the build. */
  get churn(): number {
    return this.dead + (this.docs - this.ordered);
  }

  /** Adds a title or replaces what the index holds for it. */
  upsert(t: IndexedTitle): void {
    const current = this.docOf(t.id);
    if (current >= 0) this.drop(current);
    this.append(t);
  }

  /** Forgets a title (deleted). */
  remove(titleId: number): void {
    const current = this.docOf(titleId);
    if (current >= 0) this.drop(current);
  }

  /** Bytes held in typed arrays (posting lists counted with a small overhead each). */
  bytes(): number {
    let total = 0;
    for (const column of [
      this.titleIds,
      this.readings,
      this.alive,
      this.textStart,
      this.textFlat,
      this.docByTitle,
    ]) {
      total += column.byteLength;
    }
    for (const list of this.grams.values()) total += list.bytes + 64;
    for (const list of this.tags.values()) total += list.bytes + 64;
    return total;
  }

  /** The page's title ids in page order and the exact total. */
  query(q: TitleQuery): TitleHits {
    const matches = this.match(q);
    const offset = (q.page - 1) * q.pageSize;
    const total = matches.length;
    if (offset >= total) return { ids: [], total };
    // Matches in the ordered part come first among themselves; the tail is sorted and merged in.
    let split = matches.length;
    while (split > 0 && (matches[split - 1] ?? 0) >= this.ordered) split -= 1;
    const tail = Array.from(matches.subarray(split)).sort((a, b) => this.compareDocs(a, b));
    const ids: number[] = [];
    let i = 0;
    let j = 0;
    for (let n = 0; n < offset + q.pageSize && (i < split || j < tail.length); n += 1) {
      const a = i < split ? (matches[i] ?? 0) : -1;
      const b = j < tail.length ? (tail[j] ?? 0) : -1;
      const takeA = b < 0 || (a >= 0 && this.compareDocs(a, b) <= 0);
      const doc = takeA ? a : b;
      if (takeA) i += 1;
      else j += 1;
      if (n >= offset) ids.push(this.titleIds[doc] ?? 0);
    }
    return { ids, total };
  }

  private compareDocs(a: number, b: number): number {
    return (
      (this.readings[b] ?? 0) - (this.readings[a] ?? 0) ||
      (this.titleIds[b] ?? 0) - (this.titleIds[a] ?? 0)
    );
  }

  private docOf(titleId: number): number {
    return titleId < this.docByTitle.length ? (this.docByTitle[titleId] ?? -1) : -1;
  }

  private drop(doc: number): void {
    this.alive[doc] = 0;
    this.dead += 1;
    const id = this.titleIds[doc] ?? 0;
    if (this.docByTitle[id] === doc) this.docByTitle[id] = -1;
  }

  private append(t: IndexedTitle): void {
    const doc = this.docs;
    const need = doc + 1;
    this.titleIds = room(this.titleIds, need);
    this.readings = room(this.readings, need);
    this.alive = room(this.alive, need);
    this.textStart = room(this.textStart, need + 1);
    this.docByTitle = room(this.docByTitle, t.id + 1, -1);
    this.titleIds[doc] = t.id;
    this.readings[doc] = t.reading;
    this.alive[doc] = 1;
    this.docByTitle[t.id] = doc;
    this.textFlat = room(this.textFlat, this.textCount + t.text.length);
    for (let i = 0; i < t.text.length; i += 1)
      this.textFlat[this.textCount++] = t.text.charCodeAt(i);
    this.textStart[need] = this.textCount;
    for (const tag of t.tagIds) addTo(this.tags, tag, doc);
    eachGram(t.text, (gram) => {
      addTo(this.grams, gram, doc);
    });
    this.docs = need;
  }

  private trim(): void {
    const n = this.docs;
    this.titleIds = this.titleIds.slice(0, n);
    this.readings = this.readings.slice(0, n);
    this.alive = this.alive.slice(0, n);
    this.textStart = this.textStart.slice(0, n + 1);
    this.textFlat = this.textFlat.slice(0, this.textCount);
    for (const list of this.grams.values()) list.trim();
    for (const list of this.tags.values()) list.trim();
  }

  // Live documents holding every term and tag, ascending.
  private match(q: TitleQuery): Uint32Array {
    const lists: Uint32Array[] = [];
    for (const key of new Set(q.terms.flatMap(termGrams))) {
      const list = this.grams.get(key);
      if (!list) return new Uint32Array(0);
      lists.push(list.view());
    }
    for (const tag of q.tagIds) {
      const list = this.tags.get(tag);
      if (!list) return new Uint32Array(0);
      lists.push(list.view());
    }
    const candidates = lists.length > 0 ? intersect(lists) : undefined;
    const recheck = q.terms.filter((term) => Array.from(term).length > 2);
    const count = candidates ? candidates.length : this.docs;
    const { alive, textFlat, textStart } = this;
    // Nothing dead and nothing to recheck: the intersection is the answer.
    if (candidates && this.dead === 0 && recheck.length === 0) return candidates;
    const out = new Uint32Array(count);
    let n = 0;
    next: for (let i = 0; i < count; i += 1) {
      const doc = candidates ? (candidates[i] ?? 0) : i;
      if (alive[doc] !== 1) continue;
      const from = textStart[doc] ?? 0;
      const to = textStart[doc + 1] ?? 0;
      for (const term of recheck) if (findIn(textFlat, from, to, term) < 0) continue next;
      out[n++] = doc;
    }
    return out.subarray(0, n);
  }
}

function addTo<K>(lists: Map<K, PostingList>, key: K, doc: number): void {
  let list = lists.get(key);
  if (!list) {
    list = new PostingList();
    lists.set(key, list);
  }
  list.addOnce(doc);
}
