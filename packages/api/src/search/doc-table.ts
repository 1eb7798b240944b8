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

/**
 * The text of every document as UTF-16 code units in one typed array (no string per row on the
 * heap), searched in place: document d is flat[starts[d] .. starts[d + 1]).
 */
export class FlatTexts {
  starts = new Uint32Array(1);
  flat = new Uint16Array(0);
  private used = 0;

  /** Appends the text of document `doc`, the next one. */
  push(doc: number, text: string): void {
    this.starts = room(this.starts, doc + 2);
    this.flat = room(this.flat, this.used + text.length);
    for (let i = 0; i < text.length; i += 1) this.flat[this.used++] = text.charCodeAt(i);
    this.starts[doc + 1] = this.used;
  }

  /** Whether document `doc` holds exactly `text`. */
  same(doc: number, text: string): boolean {
    const from = this.starts[doc] ?? 0;
    if ((this.starts[doc + 1] ?? 0) - from !== text.length) return false;
    for (let i = 0; i < text.length; i += 1) {
      if (this.flat[from + i] !== text.charCodeAt(i)) return false;
    }
    return true;
  }

  /** Gives back the spare capacity growth left behind (after a build of `docs` documents). */
  trim(docs: number): void {
    this.starts = this.starts.slice(0, docs + 1);
    this.flat = this.flat.slice(0, this.used);
  }

  get bytes(): number {
    return this.starts.byteLength + this.flat.byteLength;
  }
}
