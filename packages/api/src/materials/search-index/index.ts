import { FRESHNESS_DAYS, SIMILAR_TAGS_MAX } from '../materials.constants.js';
import type { TagRef } from '../materials.repo.js';
import type { SearchCriteria } from '../materials.search.js';
import { room, type Column } from '../../search/columns.js';
import { DocIds, FlatLists, FlatTexts } from '../../search/doc-table.js';
import { eachGramCode, GramTable } from '../../search/gram-table.js';
import { needsRecheck } from '../../search/grams.js';
import { intersect, KeyedPostings, union } from '../../search/postings.js';
import { TopK } from '../../search/top-k.js';

// The passed materials held in memory so a search never visits heap rows (BRIEF §7): posting lists
// per gram (search/gram-table.ts, the grams of migration 0004) and per theme, plus what filtering,
// counting, similar_tags and the three sorts read, in typed arrays indexed by a dense document
// number (search/doc-table.ts). A changed material is dropped (its number stays dead in the lists)
// and appended again under a new number, so every list stays sorted; only a change of download
// count, date or type is made in place. refresh.ts rebuilds the whole index when too many numbers
// are dead.

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
  // search_text, tags and themes of each document.
  private readonly texts = new FlatTexts();
  private readonly docTags = new FlatLists();
  private readonly docThemes = new FlatLists();
  private readonly grams = new GramTable();
  private readonly themes = new KeyedPostings();
  private readonly tags = new Map<number, TagName>();
  private readonly tagsByLower = new Map<string, number[]>();
  private tagTally = new Uint32Array(0);

  get size(): number {
    return this.docIds.live;
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
    this.docIds.dropRow(materialId);
  }

  /** Gives back the spare capacity growth left behind (after a build). */
  trim(): void {
    const n = this.docIds.count;
    this.docIds.trim();
    this.createdUs = shrink(this.createdUs, n);
    this.downloads = shrink(this.downloads, n);
    this.imgTypes = shrink(this.imgTypes, n);
    this.titleEnds = shrink(this.titleEnds, n);
    this.texts.trim(n);
    this.docTags.trim(n);
    this.docThemes.trim(n);
    this.grams.trim();
    this.themes.trim();
  }

  /** Bytes held in typed arrays (posting lists counted with a small overhead each). */
  bytes(): number {
    let total = this.docIds.bytes + this.texts.bytes + this.docTags.bytes + this.docThemes.bytes;
    total += this.grams.bytes + this.themes.bytes;
    for (const column of [this.createdUs, this.downloads, this.imgTypes, this.titleEnds]) {
      total += column.byteLength;
    }
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
    return (
      this.texts.same(doc, m.searchText) &&
      this.titleEnds[doc] === codeUnits(m.searchText, m.titleChars) &&
      this.docTags.same(doc, m.tagIds) &&
      this.docThemes.same(doc, m.themeIds)
    );
  }

  private append(m: IndexedMaterial): void {
    const doc = this.docIds.add(m.id);
    const need = doc + 1;
    this.createdUs = room(this.createdUs, need);
    this.downloads = room(this.downloads, need);
    this.imgTypes = room(this.imgTypes, need);
    this.titleEnds = room(this.titleEnds, need);

    this.createdUs[doc] = m.createdUs;
    this.downloads[doc] = m.downloadCount;
    this.imgTypes[doc] = m.imgType;
    this.titleEnds[doc] = codeUnits(m.searchText, m.titleChars);
    this.texts.push(doc, m.searchText);
    this.docTags.push(doc, m.tagIds);
    this.docThemes.push(doc, m.themeIds);
    for (const tag of m.tagIds) this.tagTally = room(this.tagTally, tag + 1);
    for (const theme of m.themeIds) this.themes.add(theme, doc);
    eachGramCode(m.searchText, (first, second) => {
      this.grams.add(first, second, doc);
    });
  }

  // Live documents meeting every condition of searchWhere, ascending.
  private match(c: SearchCriteria): Uint32Array {
    const lists = this.grams.lists(c.terms);
    if (!lists) return new Uint32Array(0);
    if (c.themeIds.length > 0) {
      const themed: Uint32Array[] = [];
      for (const id of c.themeIds) {
        const list = this.themes.get(id);
        if (list) themed.push(list);
      }
      if (themed.length === 0) return new Uint32Array(0);
      lists.push(union(themed));
    }
    const candidates = lists.length > 0 ? intersect(lists) : undefined;
    const recheck = c.terms.filter(needsRecheck);
    const count = candidates ? candidates.length : this.docIds.count;
    const out = new Uint32Array(count);
    const { imgTypes, texts } = this;
    const { alive } = this.docIds;
    const type = c.imgType;
    let n = 0;
    for (let i = 0; i < count; i += 1) {
      const doc = candidates ? (candidates[i] ?? 0) : i;
      if (alive[doc] !== 1 || (type !== undefined && imgTypes[doc] !== type)) continue;
      if (texts.holdsAll(doc, recheck)) out[n++] = doc;
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
    const { createdUs, downloads, titleEnds, texts } = this;
    const { starts: tagStart, flat: tagFlat } = this.docTags;
    const materialIds = this.docIds.ids;
    for (const doc of matches) {
      const ln = Math.log((downloads[doc] ?? 0) + 2);
      const fade = 1 + Math.max((nowUs - (createdUs[doc] ?? 0)) / DAY_US, 0) / FRESHNESS_DAYS;
      const id = materialIds[doc] ?? 0;
      if (!top.admits((best * ln) / fade, id)) continue;
      let relevance = 1;
      const titleEnd = titleEnds[doc] ?? 0;
      const from = tagStart[doc] ?? 0;
      const to = tagStart[doc + 1] ?? 0;
      for (let t = 0; t < terms.length; t += 1) {
        const term = terms[t] ?? '';
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
        const at = texts.indexOf(doc, term);
        if (at >= 0 && at + term.length <= titleEnd) relevance += 1;
      }
      top.offer((relevance * ln) / fade, id);
    }
  }

  // The most frequent tags of the matches other than the searched terms; ties by tag id.
  private similarTags(matches: Uint32Array, terms: readonly string[]): TagRef[] {
    const { starts: tagStart, flat: tagFlat } = this.docTags;
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
