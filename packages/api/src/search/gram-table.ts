import { PostingList } from './postings.js';

// Posting lists keyed by a gram given as code points (a single character: second = -1), in an
// open-addressing table of typed arrays: building an index over 800,000 titles adds some 20
// million grams, and string keys (a new string per pair) made that take most of a minute.

const EMPTY = -1;

export class GramTable {
  private mask: number;
  private firsts: Int32Array;
  private seconds: Int32Array;
  private slots: Int32Array;
  private readonly lists: PostingList[] = [];

  constructor(bits = 12) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.firsts = new Int32Array(size).fill(EMPTY);
    this.seconds = new Int32Array(size);
    this.slots = new Int32Array(size);
  }

  get(first: number, second: number): PostingList | undefined {
    const at = this.find(first, second);
    return this.firsts[at] === EMPTY ? undefined : this.lists[this.slots[at] ?? 0];
  }

  /** Adds `doc` to the gram's list (once: a document adds its grams together). */
  add(first: number, second: number, doc: number): void {
    let at = this.find(first, second);
    if (this.firsts[at] === EMPTY) {
      if ((this.lists.length + 1) * 2 > this.firsts.length) {
        this.grow();
        at = this.find(first, second);
      }
      this.firsts[at] = first;
      this.seconds[at] = second;
      this.slots[at] = this.lists.length;
      this.lists.push(new PostingList());
    }
    this.lists[this.slots[at] ?? 0]?.addOnce(doc);
  }

  values(): readonly PostingList[] {
    return this.lists;
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

/** Calls `add` with each gram of `text` as code points: every character, every adjacent pair. */
export function eachGramCode(text: string, add: (first: number, second: number) => void): void {
  let prev = EMPTY;
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i) ?? 0;
    i += code > 0xffff ? 2 : 1;
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
