import { eachGramCode, GramTable } from '../../search/gram-table.js';
import { needsRecheck } from '../../search/grams.js';
import { intersect, KeyedPostings } from '../../search/postings.js';
import { room } from '../../search/columns.js';
import { DocIds, FlatTexts } from '../../search/doc-table.js';

// The headline library in memory so a keyword search never scans rows (BRIEF §7: p95 ≤ 15 ms
// over 500,000 titles): posting lists per gram (search/grams.ts) of the folded content and per
// tag. A build numbers the titles library by library (top tag 266, 267), each in page order
// (reading desc, id desc): an intersection of lists is already sorted and its first 20 are the
// first page, and a library is a range of numbers, so its tag needs no intersection at all (a
// one-character term over 500,000 titles is two binary searches). Titles changed after the build are
// dropped (their numbers stay dead in the lists) and appended behind the ordered part as a small
// unordered tail, merged into the page at query time; refresh.ts rebuilds when the tail or the
// dead grow. Gram lists live in one flat array (search/gram-table.ts): a few hundred bytes per
// title and almost nothing for the garbage collector to walk.

/** One title as the index keeps it (see source.ts). */
export interface IndexedTitle {
  id: number;
  reading: number;
  /** fold(content). */
  text: string;
  tagIds: readonly number[];
  /** The library (top tag) the title belongs to. */
  group: number;
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

/** Page order: more reading first, then the larger id. */
export function compareRank(a: Pick<IndexedTitle, 'reading' | 'id'>, b: typeof a): number {
  return b.reading - a.reading || b.id - a.id;
}

export class TitleIndex {
  // Document numbers ↔ title ids, and which documents live.
  private readonly docIds = new DocIds();
  // Documents below this number were added in page order; the rest form the tail.
  private ordered = 0;
  private readings = new Uint32Array(0);
  // fold(content) of each document.
  private readonly texts = new FlatTexts();
  private grams = new GramTable();
  private readonly tags = new KeyedPostings();
  // Library → its range of ordered document numbers [from, to).
  private readonly groups = new Map<number, [number, number]>();

  /** Builds the index from every title; `titles` is put in page order here. */
  static build(titles: IndexedTitle[]): TitleIndex {
    const index = new TitleIndex();
    titles.sort((a, b) => a.group - b.group || compareRank(a, b));
    for (const t of titles) {
      const range = index.groups.get(t.group);
      const doc = index.append(t);
      if (range) range[1] = doc + 1;
      else index.groups.set(t.group, [doc, doc + 1]);
    }
    // Documents are numbered from 0 in this order: titles[doc] is document doc.
    index.grams = GramTable.bulk(titles.length, (doc, add) => {
      eachGramCode(titles[doc]?.text ?? '', add);
    });
    index.ordered = index.docIds.count;
    index.trim();
    return index;
  }

  get size(): number {
    return this.docIds.live;
  }

  /** Documents dropped or appended out of order since the build. */
  get churn(): number {
    return this.docIds.dead + (this.docIds.count - this.ordered);
  }

  /** Adds a title or replaces what the index holds for it. */
  upsert(t: IndexedTitle): void {
    this.docIds.dropRow(t.id);
    const doc = this.append(t);
    eachGramCode(t.text, (first, second) => {
      this.grams.add(first, second, doc);
    });
  }

  /** Forgets a title (deleted). */
  remove(titleId: number): void {
    this.docIds.dropRow(titleId);
  }

  /** Bytes held in typed arrays (posting lists counted with a small overhead each). */
  bytes(): number {
    const { docIds, texts, readings, grams, tags } = this;
    return docIds.bytes + texts.bytes + readings.byteLength + grams.bytes + tags.bytes;
  }

  /** The page's title ids in page order and the exact total. */
  query(q: TitleQuery): TitleHits {
    // Each library's range is in page order: only the one a tag names, or every one. The tail is
    // sorted here. The page is then merged from these sorted runs.
    const group = q.tagIds.find((tag) => this.groups.has(tag));
    const rest = q.tagIds.filter((tag) => tag !== group);
    const ranges = group === undefined ? [...this.groups.values()] : [this.groups.get(group)];
    const runs: Docs[] = ranges.map((range) =>
      range ? this.match(q.terms, rest, range[0], range[1]) : new Uint32Array(0),
    );
    const late = this.match(q.terms, q.tagIds, this.ordered, this.docIds.count);
    const tail = Uint32Array.from({ length: late.length }, (_, i) => docAt(late, i));
    runs.push(tail.sort((a, b) => this.compareDocs(a, b)));
    const total = runs.reduce((n, run) => n + run.length, 0);
    const offset = (q.page - 1) * q.pageSize;
    const ids: number[] = [];
    const at = runs.map(() => 0);
    for (let n = 0; n < Math.min(offset + q.pageSize, total); n += 1) {
      let best = -1;
      for (let r = 0; r < runs.length; r += 1) {
        const run = runs[r] as Docs;
        const i = at[r] ?? 0;
        if (i >= run.length) continue;
        const bestRun = runs[best];
        if (!bestRun || this.compareDocs(docAt(run, i), docAt(bestRun, at[best] ?? 0)) < 0) {
          best = r;
        }
      }
      const doc = docAt(runs[best] as Docs, at[best] ?? 0);
      at[best] = (at[best] ?? 0) + 1;
      if (n >= offset) ids.push(this.docIds.ids[doc] ?? 0);
    }
    return { ids, total };
  }

  private compareDocs(a: number, b: number): number {
    return (
      (this.readings[b] ?? 0) - (this.readings[a] ?? 0) ||
      (this.docIds.ids[b] ?? 0) - (this.docIds.ids[a] ?? 0)
    );
  }

  // Returns the new document's number; its grams are the caller's.
  private append(t: IndexedTitle): number {
    const doc = this.docIds.add(t.id);
    this.readings = room(this.readings, doc + 1);
    this.readings[doc] = t.reading;
    this.texts.push(doc, t.text);
    for (const tag of t.tagIds) this.tags.add(tag, doc);
    return doc;
  }

  private trim(): void {
    const n = this.docIds.count;
    this.docIds.trim();
    this.readings = this.readings.slice(0, n);
    this.texts.trim(n);
    this.tags.trim();
  }

  // Live documents in [from, to) holding every term and tag, ascending.
  private match(
    terms: readonly string[],
    tagIds: readonly number[],
    from: number,
    to: number,
  ): Docs {
    if (from >= to) return new Uint32Array(0);
    const grams = this.grams.lists(terms);
    if (!grams) return new Uint32Array(0);
    const lists: Uint32Array[] = [];
    for (const list of [...grams, ...tagIds.map((tag) => this.tags.get(tag))]) {
      if (!list) return new Uint32Array(0);
      lists.push(within(list, from, to));
    }
    const recheck = terms.filter(needsRecheck);
    // Nothing dead and nothing to recheck: the intersection (or the whole range) is the answer.
    if (this.docIds.dead === 0 && recheck.length === 0) {
      return lists.length > 0 ? intersect(lists) : new DocRange(from, to);
    }
    const candidates: Docs = lists.length > 0 ? intersect(lists) : new DocRange(from, to);
    const out = new Uint32Array(candidates.length);
    const { alive } = this.docIds;
    let n = 0;
    for (let i = 0; i < candidates.length; i += 1) {
      const doc = docAt(candidates, i);
      if (alive[doc] === 1 && this.texts.holdsAll(doc, recheck)) out[n++] = doc;
    }
    return out.subarray(0, n);
  }
}

// Every number of [from, to), never materialised (a library browsed without a keyword).
class DocRange {
  constructor(
    readonly from: number,
    private readonly to: number,
  ) {}

  get length(): number {
    return this.to - this.from;
  }
}

/** Ascending document numbers. */
type Docs = Uint32Array | DocRange;

const docAt = (docs: Docs, i: number): number =>
  docs instanceof DocRange ? docs.from + i : (docs[i] ?? 0);

// The part of a sorted list within [from, to), without copying.
function within(list: Uint32Array, from: number, to: number): Uint32Array {
  return list.subarray(lowerBound(list, from), lowerBound(list, to));
}

function lowerBound(list: Uint32Array, value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
