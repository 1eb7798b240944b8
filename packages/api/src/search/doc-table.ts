import { room } from './columns.js';

// The bookkeeping both in-memory indexes (materials, titles) share. A row is a dense document
// number; a changed row is dropped (its number stays dead in the posting lists) and added again
// under a new number, so every posting list stays sorted.

/** Document numbers of rows with serial ids: doc → id, id → live doc, and which docs live. */
export class DocIds {
  /** Row id of each document. */
  ids = new Uint32Array(0);
  /** 1 for a live document, 0 for a dropped one. */
  alive = new Uint8Array(0);
  count = 0;
  dead = 0;
  // Row id → its live document, -1 for none (ids are serial, so an array).
  private docById = new Int32Array(0);

  /** The live document of row `id`, or -1. */
  docOf(id: number): number {
    return id < this.docById.length ? (this.docById[id] ?? -1) : -1;
  }

  /** Numbers a new live document for row `id` (drop its current one first). */
  add(id: number): number {
    const doc = this.count;
    this.ids = room(this.ids, doc + 1);
    this.alive = room(this.alive, doc + 1);
    this.docById = room(this.docById, id + 1, -1);
    this.ids[doc] = id;
    this.alive[doc] = 1;
    this.docById[id] = doc;
    this.count = doc + 1;
    return doc;
  }

  /** Documents that live. */
  get live(): number {
    return this.count - this.dead;
  }

  /** Drops the live document of row `id`, if it has one. */
  dropRow(id: number): void {
    const doc = this.docOf(id);
    if (doc >= 0) this.drop(doc);
  }

  drop(doc: number): void {
    this.alive[doc] = 0;
    this.dead += 1;
    const id = this.ids[doc] ?? 0;
    if (this.docById[id] === doc) this.docById[id] = -1;
  }

  /** Gives back the spare capacity growth left behind (after a build). */
  trim(): void {
    this.ids = this.ids.slice(0, this.count);
    this.alive = this.alive.slice(0, this.count);
  }

  get bytes(): number {
    return this.ids.byteLength + this.alive.byteLength + this.docById.byteLength;
  }
}

// A run of numbers per document in one typed array (no object per row on the heap): document
// d's run is flat[starts[d] .. starts[d + 1]).
class Runs<A extends Uint16Array | Uint32Array> {
  starts = new Uint32Array(1);
  private used = 0;

  constructor(public flat: A) {}

  /** Gives back the spare capacity growth left behind (after a build of `docs` documents). */
  trim(docs: number): void {
    this.starts = this.starts.slice(0, docs + 1);
    this.flat = this.flat.slice(0, this.used) as A;
  }

  get bytes(): number {
    return this.starts.byteLength + this.flat.byteLength;
  }

  // Makes room for the run of document `doc`, the next one, and returns where it starts.
  protected open(doc: number, length: number): number {
    const at = this.used;
    this.used += length;
    this.starts = room(this.starts, doc + 2);
    this.flat = room(this.flat, this.used);
    this.starts[doc + 1] = this.used;
    return at;
  }

  // Where document `doc`'s run starts when it is `length` long, or -1.
  protected runOf(doc: number, length: number): number {
    const from = this.starts[doc] ?? 0;
    return (this.starts[doc + 1] ?? 0) - from === length ? from : -1;
  }
}

/**
 * The text of every document as UTF-16 code units, searched in place (no string per row on the
 * heap).
 */
export class FlatTexts extends Runs<Uint16Array> {
  constructor() {
    super(new Uint16Array(0));
  }

  /** Appends the text of document `doc`, the next one. */
  push(doc: number, text: string): void {
    const at = this.open(doc, text.length);
    for (let i = 0; i < text.length; i += 1) this.flat[at + i] = text.charCodeAt(i);
  }

  /** Whether document `doc` holds exactly `text`. */
  same(doc: number, text: string): boolean {
    const from = this.runOf(doc, text.length);
    if (from < 0) return false;
    for (let i = 0; i < text.length; i += 1) {
      if (this.flat[from + i] !== text.charCodeAt(i)) return false;
    }
    return true;
  }

  /** Offset (UTF-16 code units) of the first `term` in document `doc`'s text, or -1. */
  indexOf(doc: number, term: string): number {
    const { flat } = this;
    const from = this.starts[doc] ?? 0;
    const last = (this.starts[doc + 1] ?? 0) - term.length;
    const first = term.charCodeAt(0);
    next: for (let i = from; i <= last; i += 1) {
      if (flat[i] !== first) continue;
      for (let j = 1; j < term.length; j += 1) if (flat[i + j] !== term.charCodeAt(j)) continue next;
      return i - from;
    }
    return -1;
  }

  /** Whether document `doc`'s text contains every one of `terms`. */
  holdsAll(doc: number, terms: readonly string[]): boolean {
    for (const term of terms) if (this.indexOf(doc, term) < 0) return false;
    return true;
  }
}

/** A short list of numbers per document (its tags, its themes), in order. */
export class FlatLists extends Runs<Uint32Array> {
  constructor() {
    super(new Uint32Array(0));
  }

  /** Appends the list of document `doc`, the next one. */
  push(doc: number, values: readonly number[]): void {
    const at = this.open(doc, values.length); // first: it may replace this.flat
    this.flat.set(values, at);
  }

  /** Whether document `doc` holds exactly `values`. */
  same(doc: number, values: readonly number[]): boolean {
    const from = this.runOf(doc, values.length);
    return from >= 0 && values.every((v, i) => this.flat[from + i] === v);
  }
}
