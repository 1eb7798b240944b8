import { room } from './columns.js';
import { termGrams } from './grams.js';
import { KeyedPostings } from './postings.js';

// Posting lists keyed by a gram given as code points (a single character: second = -1), in an
// open-addressing table of typed arrays: building an index over 800,000 titles adds some 20
// million grams, and string keys (a new string per pair) made that take most of a minute.
// A bulk build (GramTable.bulk) counts every gram's documents first, then writes all lists into
// one flat array: a million lists as objects held 300 MB of heap that every major GC walked
// (the search's p99), and more than the lists themselves. Documents added later go to small
// per-gram lists, read behind the flat part (their numbers are higher, so the order holds).

const EMPTY = -1;
const NONE = new Uint32Array(0);

export class GramTable {
  private mask: number;
  private firsts: Int32Array;
  private seconds: Int32Array;
  // Slot → gram number (the gram's place in `starts` and `later`).
  private slots: Int32Array;
  private grams = 0;
  // Gram g's bulk documents: flat[starts[g] .. starts[g + 1]); grams after the bulk build: none.
  private starts = new Uint32Array(1);
  private flat = NONE;
  private bulkGrams = 0;
  private readonly later = new KeyedPostings();

  constructor(bits = 12) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.firsts = new Int32Array(size).fill(EMPTY);
    this.seconds = new Int32Array(size);
    this.slots = new Int32Array(size);
  }

  /**
   * A table of documents 0 … count − 1, each giving its grams to `add` when `gramsOf` asks
   * (twice: once to count, once to write). A document repeating a gram is listed once.
   */
  static bulk(count: number, gramsOf: (doc: number, add: GramSink) => void): GramTable {
    const table = new GramTable();
    let sizes = new Uint32Array(1 << 16);
    let last = new Int32Array(1 << 16);
    for (let doc = 0; doc < count; doc += 1) {
      gramsOf(doc, (first, second) => {
        const g = table.gramOf(first, second);
        sizes = room(sizes, g + 1);
        last = room(last, g + 1);
        if (last[g] === doc + 1) return;
        last[g] = doc + 1;
        sizes[g] = (sizes[g] ?? 0) + 1;
      });
    }
    const grams = table.grams;
    const starts = new Uint32Array(grams + 1);
    for (let g = 0; g < grams; g += 1) starts[g + 1] = (starts[g] ?? 0) + (sizes[g] ?? 0);
    const flat = new Uint32Array(starts[grams] ?? 0);
    const at = starts.slice(0, grams);
    last.fill(0);
    for (let doc = 0; doc < count; doc += 1) {
      gramsOf(doc, (first, second) => {
        const g = table.gramOf(first, second);
        if (last[g] === doc + 1) return;
        last[g] = doc + 1;
        flat[at[g] ?? 0] = doc;
        at[g] = (at[g] ?? 0) + 1;
      });
    }
    table.starts = starts;
    table.flat = flat;
    table.bulkGrams = grams;
    return table;
  }

  /** The gram's documents, ascending (a view, valid until the next add), or undefined. */
  get(first: number, second: number): Uint32Array | undefined {
    const at = this.find(first, second);
    if (this.firsts[at] === EMPTY) return undefined;
    const g = this.slots[at] ?? 0;
    const bulk =
      g < this.bulkGrams ? this.flat.subarray(this.starts[g] ?? 0, this.starts[g + 1] ?? 0) : NONE;
    const later = this.later.get(g);
    if (!later) return bulk;
    if (bulk.length === 0) return later;
    const both = new Uint32Array(bulk.length + later.length);
    both.set(bulk);
    both.set(later, bulk.length);
    return both;
  }

  /** The lists of every gram `terms` need (termGrams), or undefined when one has no documents. */
  lists(terms: readonly string[]): Uint32Array[] | undefined {
    const lists: Uint32Array[] = [];
    for (const gram of new Set(terms.flatMap(termGrams))) {
      const list = this.get(...gramCodes(gram));
      if (!list) return undefined;
      lists.push(list);
    }
    return lists;
  }

  /** Adds `doc`, above every document the table holds, to the gram's list (once). */
  add(first: number, second: number, doc: number): void {
    this.later.add(this.gramOf(first, second), doc);
  }

  /** Gives back the spare capacity the lists added after the bulk build left (after a build). */
  trim(): void {
    this.later.trim();
  }

  /** Bytes of the lists and the table (later lists with a small overhead each). */
  get bytes(): number {
    let total = this.flat.byteLength + this.starts.byteLength;
    total += this.firsts.byteLength + this.seconds.byteLength + this.slots.byteLength;
    return total + this.later.bytes;
  }

  // The gram's number, numbering it if new.
  private gramOf(first: number, second: number): number {
    let at = this.find(first, second);
    if (this.firsts[at] === EMPTY) {
      if ((this.grams + 1) * 2 > this.firsts.length) {
        this.grow();
        at = this.find(first, second);
      }
      this.firsts[at] = first;
      this.seconds[at] = second;
      this.slots[at] = this.grams;
      this.grams += 1;
    }
    return this.slots[at] ?? 0;
  }

  // Linear probing from the pair's hash.
  private find(first: number, second: number): number {
    const { firsts, seconds, mask } = this;
    // Multiply and fold the high bits down: the low bits of a plain product repeat for code
    // points close together (CJK), which clusters the probes.
    let h = Math.imul(first ^ Math.imul(second + 1, 0x85ebca6b), 0x9e3779b1);
    h ^= h >>> 16;
    let at = h & mask;
    while (firsts[at] !== EMPTY && (firsts[at] !== first || seconds[at] !== second)) {
      at = (at + 1) & mask;
    }
    return at;
  }

  private grow(): void {
    const { firsts, seconds, slots } = this;
    const size = firsts.length * 2;
    this.mask = size - 1;
    this.firsts = new Int32Array(size).fill(EMPTY);
    this.seconds = new Int32Array(size);
    this.slots = new Int32Array(size);
    for (let i = 0; i < firsts.length; i += 1) {
      const first = firsts[i] ?? EMPTY;
      if (first === EMPTY) continue;
      const second = seconds[i] ?? EMPTY;
      const at = this.find(first, second);
      this.firsts[at] = first;
      this.seconds[at] = second;
      this.slots[at] = slots[i] ?? 0;
    }
  }
}

export type GramSink = (first: number, second: number) => void;

const SPACE = 0x20;

/**
 * Calls `add` with each gram of `text` as code points: every character and every adjacent pair,
 * none holding a space (material_search_grams, migration 0004: a space only separates words, and
 * a keyword term never holds one).
 */
export function eachGramCode(text: string, add: GramSink): void {
  let prev = EMPTY;
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i) ?? 0;
    i += code > 0xffff ? 2 : 1;
    if (code === SPACE) {
      prev = EMPTY;
      continue;
    }
    add(code, EMPTY);
    if (prev !== EMPTY) add(prev, code);
    prev = code;
  }
}

/** A gram string (one or two characters) as the code points GramTable keys on. */
export function gramCodes(gram: string): [number, number] {
  const first = gram.codePointAt(0) ?? 0;
  const second = gram.codePointAt(first > 0xffff ? 2 : 1);
  return [first, second ?? EMPTY];
}
