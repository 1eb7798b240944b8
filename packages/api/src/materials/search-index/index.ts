import { FRESHNESS_DAYS, SIMILAR_TAGS_MAX } from '../materials.constants.js';
import type { TagRef } from '../materials.repo.js';
import { needsRecheck, termGrams, type SearchCriteria } from '../materials.search.js';
import { addTo, intersect, union, type PostingList } from '../../search/postings.js';
import { room, type Column } from '../../search/columns.js';
import { DocIds, FlatTexts } from '../../search/doc-table.js';

// The passed materials held in memory so a search never visits heap rows (BRIEF §7): posting lists
// per gram (migration 0004's grams, termGrams) and per theme, plus what filtering, counting,
// similar_tags and the three sorts read, in typed arrays indexed by a dense document number.
// A changed material is dropped (its number stays dead in the lists) and appended again under a
// new number, so every list stays sorted; only a change of download count, date or type is made in
// place. refresh.ts rebuilds the whole index when too many numbers are dead.

/** One passed material as the index keeps it (see source.ts for the query). */
export interface IndexedMaterial {
  id: number;
  /** created_at in microseconds since the epoch (exact in a double). */
  createdUs: number;
  downloadCount: number;
  imgType: number;
  themeIds: readonly number[];
  /** Ascending. */
  tagIds: readonly number[];
  /** materials.search_text: lower(title category tag names). */
  searchText: string;
  /** Characters of lower(title), with which search_text starts. */
  titleChars: number;
}

export interface TagName {
  id: number;
  name: string;
  /** lower(name) as the database computes it. */
  lower: string;
}

export interface IndexHit {
  /** Material ids of the requested page, in order. */
  ids: number[];
  total: number;
  similarTags: TagRef[];
}

const DAY_US = 86_400_000_000;

const shrink = <T extends Column>(column: T, size: number): T => column.slice(0, size) as T;

/** Calls `add` with each distinct gram of `text` as material_search_grams() makes them. */
function eachGram(text: string, add: (gram: string) => void): void {
  let prev = '';
  for (let i = 0; i < text.length;) {
    const wide = (text.codePointAt(i) ?? 0) > 0xffff;
    const char = wide ? text.slice(i, i + 2) : (text[i] ?? '');
    i += wide ? 2 : 1;
    if (char !== ' ') {
      add(char);
      if (prev !== '') add(prev + char);
    }
    prev = char === ' ' ? '' : char;
  }
}

// UTF-16 length of the first `chars` code points of `text`.
function codeUnits(text: string, chars: number): number {
  let i = 0;
  for (let n = 0; n < chars && i < text.length; n += 1) {
    i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
  }
  return i;
}

export class SearchIndex {
  // Document numbers ↔ material ids, and which documents live.
  private readonly docIds = new DocIds();
  private createdUs = new Float64Array(0);
  private downloads = new Uint32Array(0);
  private imgTypes = new Int16Array(0);
  private titleEnds = new Uint32Array(0);
  // search_text of each document.
  private readonly texts = new FlatTexts();
  // Tags and themes of document d: flat[start[d] .. start[d + 1]).
  private tagStart = new Uint32Array(1);
  private tagFlat = new Uint32Array(0);
  private tagCount = 0;
  private themeStart = new Uint32Array(1);
  private themeFlat = new Uint32Array(0);
  private themeCount = 0;
  private readonly grams = new Map<string, PostingList>();
  private readonly themes = new Map<number, PostingList>();
  private readonly tags = new Map<number, TagName>();
  private readonly tagsByLower = new Map<string, number[]>();
  private tagTally = new Uint32Array(0);

  get size(): number {
    return this.docIds.count - this.docIds.dead;
  }

  /** Documents dropped by changes since the build; their numbers still sit in the lists. */
  get deadCount(): number {
    return this.docIds.dead;
  }

  /** Records the names of tags (new or renamed). */
  setTags(tags: readonly TagName[]): void {
    for (const tag of tags) {
      const known = this.tags.get(tag.id);
      if (known?.lower === tag.lower && known.name === tag.name) continue;
      if (known) {
        const ids = (this.tagsByLower.get(known.lower) ?? []).filter((id) => id !== tag.id);
        if (ids.length > 0) this.tagsByLower.set(known.lower, ids);
        else this.tagsByLower.delete(known.lower);
      }
      this.tags.set(tag.id, tag);
      this.tagsByLower.set(tag.lower, [...(this.tagsByLower.get(tag.lower) ?? []), tag.id]);
    }
  }

  /** Adds a passed material or replaces what the index holds for it. */
  upsert(m: IndexedMaterial): void {
    const current = this.docIds.docOf(m.id);
    if (current >= 0) {
      if (this.sameTerms(current, m)) {
        this.createdUs[current] = m.createdUs;
        this.downloads[current] = m.downloadCount;
        this.imgTypes[current] = m.imgType;
        return;
      }
      this.docIds.drop(current);
    }
    this.append(m);
  }

  /** Forgets a material (deleted, or no longer passed). */
  remove(materialId: number): void {
    const current = this.docIds.docOf(materialId);
    if (current >= 0) this.docIds.drop(current);
  }

  /** Gives back the spare capacity growth left behind (after a build). */
  trim(): void {
    const n = this.docIds.count;
    this.docIds.trim();
    this.createdUs = shrink(this.createdUs, n);
    this.downloads = shrink(this.downloads, n);
    this.imgTypes = shrink(this.imgTypes, n);
    this.titleEnds = shrink(this.titleEnds, n);
    this.tagStart = shrink(this.tagStart, n + 1);
    this.tagFlat = shrink(this.tagFlat, this.tagCount);
    this.themeStart = shrink(this.themeStart, n + 1);
    this.themeFlat = shrink(this.themeFlat, this.themeCount);
    this.texts.trim(n);
    for (const list of this.grams.values()) list.trim();
    for (const list of this.themes.values()) list.trim();
  }

  /** Bytes held in typed arrays (posting lists counted with a small overhead each). */
  bytes(): number {
    let total = this.docIds.bytes + this.texts.bytes;
    for (const column of [
      this.createdUs,
      this.downloads,
      this.imgTypes,
      this.titleEnds,
      this.tagStart,
      this.tagFlat,
      this.themeStart,
      this.themeFlat,
    ]) {
      total += column.byteLength;
    }
    for (const list of this.grams.values()) total += list.bytes + 64;
    for (const list of this.themes.values()) total += list.bytes + 64;
    return total;
  }

  /**
   * What searchMaterials answers for `c`, with an exact total and similar_tags over every match:
   * the page's material ids in order (load the rows by id), the total and the other tags.
   */
  query(c: SearchCriteria, nowMs: number): IndexHit {
    const matches = this.match(c);
    const total = matches.length;
    if (total === 0) return { ids: [], total, similarTags: [] };
    const offset = (c.page - 1) * c.pageSize;
    const ids = offset >= total ? [] : this.rank(matches, c, nowMs, offset);
    return { ids, total, similarTags: this.similarTags(matches, c.terms) };
  }

  private sameTerms(doc: number, m: IndexedMaterial): boolean {
    if (!this.texts.same(doc, m.searchText)) return false;
    if (this.titleEnds[doc] !== codeUnits(m.searchText, m.titleChars)) return false;
    return (
      sameList(this.tagFlat, this.tagStart, doc, m.tagIds) &&
      sameList(this.themeFlat, this.themeStart, doc, m.themeIds)
    );
  }

  private append(m: IndexedMaterial): void {
    const doc = this.docIds.add(m.id);
    const need = doc + 1;
    this.createdUs = room(this.createdUs, need);
    this.downloads = room(this.downloads, need);
    this.imgTypes = room(this.imgTypes, need);
    this.titleEnds = room(this.titleEnds, need);
    this.tagStart = room(this.tagStart, need + 1);
    this.themeStart = room(this.themeStart, need + 1);

    this.createdUs[doc] = m.createdUs;
    this.downloads[doc] = m.downloadCount;
    this.imgTypes[doc] = m.imgType;
    this.titleEnds[doc] = codeUnits(m.searchText, m.titleChars);
    this.texts.push(doc, m.searchText);

    this.tagFlat = room(this.tagFlat, this.tagCount + m.tagIds.length);
    for (const tag of m.tagIds) {
      this.tagFlat[this.tagCount++] = tag;
      if (tag >= this.tagTally.length) this.tagTally = room(this.tagTally, tag + 1);
    }
    this.tagStart[need] = this.tagCount;
    this.themeFlat = room(this.themeFlat, this.themeCount + m.themeIds.length);
    for (const theme of m.themeIds) {
      this.themeFlat[this.themeCount++] = theme;
      addTo(this.themes, theme, doc);
    }
    this.themeStart[need] = this.themeCount;
    eachGram(m.searchText, (gram) => {
      addTo(this.grams, gram, doc);
    });
  }

  // Live documents meeting every condition of searchWhere, ascending.
  private match(c: SearchCriteria): Uint32Array {
    const lists: Uint32Array[] = [];
    for (const gram of new Set(c.terms.flatMap(termGrams))) {
      const list = this.grams.get(gram);
      if (!list) return new Uint32Array(0);
      lists.push(list.view());
    }
    if (c.themeIds.length > 0) {
      const themed: Uint32Array[] = [];
      for (const id of c.themeIds) {
        const list = this.themes.get(id);
        if (list) themed.push(list.view());
      }
      if (themed.length === 0) return new Uint32Array(0);
      lists.push(union(themed));
    }
    const candidates = lists.length > 0 ? intersect(lists) : undefined;
    const recheck = c.terms.filter(needsRecheck).map(codesOf);
    const count = candidates ? candidates.length : this.docIds.count;
    const out = new Uint32Array(count);
    const { imgTypes } = this;
    const { alive } = this.docIds;
    const { flat: textFlat, starts: textStart } = this.texts;
    const type = c.imgType;
    let n = 0;
    next: for (let i = 0; i < count; i += 1) {
      const doc = candidates ? (candidates[i] ?? 0) : i;
      if (alive[doc] !== 1 || (type !== undefined && imgTypes[doc] !== type)) continue;
      const from = textStart[doc] ?? 0;
      const to = textStart[doc + 1] ?? 0;
      for (const term of recheck) if (find(textFlat, from, to, term) < 0) continue next;
      out[n++] = doc;
    }
    return out.subarray(0, n);
  }

  // Material ids of the page, best first, from a heap of the best offset + pageSize (never a sort
  // of every match).
  private rank(matches: Uint32Array, c: SearchCriteria, nowMs: number, offset: number): number[] {
    const top = new TopK(Math.min(offset + c.pageSize, matches.length));
    const ids = this.docIds.ids;
    switch (c.sort) {
      case 'fresh':
      case 'maxdown': {
        const key = c.sort === 'fresh' ? this.createdUs : this.downloads;
        for (const doc of matches) top.offer(key[doc] ?? 0, ids[doc] ?? 0);
        break;
      }
      case 'complex':
        this.rankComplex(matches, c.terms, nowMs, top);
        break;
    }
    return top.best().slice(offset);
  }

  // complexScore in materials.repo.ts, computed in the same order of operations:
  //   relevance × ln(download_count + 2) / (1 + age_days / FRESHNESS_DAYS).
  // Relevance reads the title and the tags, so it is computed only for a document whose score
  // with the highest possible relevance could still enter the heap.
  private rankComplex(matches: Uint32Array, terms: readonly string[], nowMs: number, top: TopK) {
    const nowUs = nowMs * 1000;
    const exact = terms.map((term) => new Set(this.tagsByLower.get(term) ?? []));
    let best = 1;
    for (const tagged of exact) best += tagged.size > 0 ? 3 : 1;
    const { createdUs, downloads, tagStart, tagFlat, titleEnds } = this;
    const materialIds = this.docIds.ids;
    const { flat: textFlat, starts: textStart } = this.texts;
    const codes = terms.map(codesOf);
    for (const doc of matches) {
      const ln = Math.log((downloads[doc] ?? 0) + 2);
      const fade = 1 + Math.max((nowUs - (createdUs[doc] ?? 0)) / DAY_US, 0) / FRESHNESS_DAYS;
      const id = materialIds[doc] ?? 0;
      if (!top.admits((best * ln) / fade, id)) continue;
      let relevance = 1;
      const textFrom = textStart[doc] ?? 0;
      const textTo = textStart[doc + 1] ?? 0;
      const titleEnd = titleEnds[doc] ?? 0;
      const from = tagStart[doc] ?? 0;
      const to = tagStart[doc + 1] ?? 0;
      for (let t = 0; t < terms.length; t += 1) {
        const term = codes[t] ?? new Uint16Array(0);
        const tagged = exact[t];
        if (tagged && tagged.size > 0) {
          for (let i = from; i < to; i += 1) {
            if (tagged.has(tagFlat[i] ?? 0)) {
              relevance += 2;
              break;
            }
          }
        }
        // The first occurrence is the only one that can lie inside the title.
        const at = find(textFlat, textFrom, textTo, term);
        if (at >= 0 && at + term.length <= titleEnd) relevance += 1;
      }
      top.offer((relevance * ln) / fade, id);
    }
  }

  // The most frequent tags of the matches other than the searched terms; ties by tag id.
  private similarTags(matches: Uint32Array, terms: readonly string[]): TagRef[] {
    const { tagStart, tagFlat } = this;
    const tally = this.tagTally;
    for (const doc of matches) {
      const to = tagStart[doc + 1] ?? 0;
      for (let i = tagStart[doc] ?? 0; i < to; i += 1) {
        const tag = tagFlat[i] ?? 0;
        tally[tag] = (tally[tag] ?? 0) + 1;
      }
    }
    const excluded = new Set(terms.flatMap((term) => this.tagsByLower.get(term) ?? []));
    const counted: [number, number][] = [];
    for (let tag = 0; tag < tally.length; tag += 1) {
      const n = tally[tag] ?? 0;
      if (n > 0 && !excluded.has(tag) && this.tags.has(tag)) counted.push([tag, n]);
    }
    tally.fill(0);
    counted.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    return counted.slice(0, SIMILAR_TAGS_MAX).map(([id]) => ({
      id,
      name: this.tags.get(id)?.name ?? '',
    }));
  }
}

// The best `k` (key, id) pairs seen, larger key first and, on equal keys, larger id first. A heap
// whose root is the worst pair kept.
class TopK {
  private readonly keys: Float64Array;
  private readonly ids: Uint32Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.keys = new Float64Array(k);
    this.ids = new Uint32Array(k);
  }

  /** Whether (key, id) would be kept. */
  admits(key: number, id: number): boolean {
    if (this.size < this.k) return true;
    const worst = this.keys[0] ?? 0;
    return key > worst || (key === worst && id > (this.ids[0] ?? 0));
  }

  offer(key: number, id: number): void {
    if (this.size < this.k) {
      this.keys[this.size] = key;
      this.ids[this.size] = id;
      this.up(this.size++);
    } else if (this.admits(key, id)) {
      this.keys[0] = key;
      this.ids[0] = id;
      this.down(0);
    }
  }

  /** The ids kept, best first. */
  best(): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((a, b) => (this.worse(a, b) ? 1 : -1));
    return order.map((i) => this.ids[i] ?? 0);
  }

  private worse(a: number, b: number): boolean {
    const ka = this.keys[a] ?? 0;
    const kb = this.keys[b] ?? 0;
    return ka < kb || (ka === kb && (this.ids[a] ?? 0) < (this.ids[b] ?? 0));
  }

  private swap(a: number, b: number): void {
    const key = this.keys[a] ?? 0;
    const id = this.ids[a] ?? 0;
    this.keys[a] = this.keys[b] ?? 0;
    this.ids[a] = this.ids[b] ?? 0;
    this.keys[b] = key;
    this.ids[b] = id;
  }

  private up(from: number): void {
    let i = from;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.worse(i, parent)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(from: number): void {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < this.size && this.worse(l, worst)) worst = l;
      if (r < this.size && this.worse(r, worst)) worst = r;
      if (worst === i) return;
      this.swap(i, worst);
      i = worst;
    }
  }
}

function codesOf(term: string): Uint16Array {
  const codes = new Uint16Array(term.length);
  for (let i = 0; i < term.length; i += 1) codes[i] = term.charCodeAt(i);
  return codes;
}

// Offset of `term` in text[from .. to), or -1: String.prototype.indexOf over code units.
function find(text: Uint16Array, from: number, to: number, term: Uint16Array): number {
  const first = term[0];
  const last = to - term.length;
  next: for (let i = from; i <= last; i += 1) {
    if (text[i] !== first) continue;
    for (let j = 1; j < term.length; j += 1) if (text[i + j] !== term[j]) continue next;
    return i - from;
  }
  return -1;
}

function sameList(
  flat: Uint32Array,
  start: Uint32Array,
  doc: number,
  values: readonly number[],
): boolean {
  const from = start[doc] ?? 0;
  if ((start[doc + 1] ?? 0) - from !== values.length) return false;
  return values.every((v, i) => flat[from + i] === v);
}
