// Aho-Corasick automaton over dense symbol ids (1..alphabetSize; 0 = a symbol in no pattern).
// Goto edges of the root sit in a direct array (most steps restart there); the other edges live in
// one open-addressing hash table of (state, symbol) pairs, so a step costs one multiply and one or
// two probes, whatever the size of the alphabet. Failure links are followed at run time;
// `outLink` jumps straight to the next state on the failure chain that ends a pattern.

const EMPTY = -1;

/** A pattern is a list of symbol ids (all ≥ 1); its id is its index in the input. */
export class Automaton {
  readonly stateCount: number;
  /** Pattern id ending exactly at a state, or -1. */
  readonly out: Int32Array;
  /** Next state on the failure chain that has an output, or 0. */
  readonly outLink: Int32Array;
  readonly fail: Int32Array;
  /** Depth of each state = length of the pattern that ends there. */
  readonly depth: Int32Array;
  readonly rootNext: Int32Array;
  readonly maxDepth: number;
  /** Non-zero when a state ends a pattern: the first such state on its output chain. */
  readonly report: Int32Array;
  // Probe table of (state, symbol, next) triples, side by side for cache locality.
  private readonly table: Int32Array;
  private readonly hashMask: number;
  private readonly hashShift: number;
  // Start offsets of the last symbols read (a ring as long as the longest pattern).
  private readonly ring: Int32Array;

  constructor(patterns: readonly (readonly number[])[], alphabetSize: number) {
    // Trie with edges in a Map keyed by state * 2^21 + symbol (exact in a double).
    const edges = new Map<number, number>();
    const childHead: number[] = [EMPTY];
    const sibling: number[] = [EMPTY];
    const symOf: number[] = [0];
    const depth: number[] = [0];
    const out: number[] = [EMPTY];
    const KEY = 2 ** 21;
    patterns.forEach((pattern, id) => {
      let state = 0;
      for (const sym of pattern) {
        const key = state * KEY + sym;
        let next = edges.get(key);
        if (next === undefined) {
          next = depth.length;
          edges.set(key, next);
          depth.push((depth[state] ?? 0) + 1);
          out.push(EMPTY);
          symOf.push(sym);
          sibling.push(childHead[state] ?? EMPTY);
          childHead.push(EMPTY);
          childHead[state] = next;
        }
        state = next;
      }
      if (pattern.length > 0 && out[state] === EMPTY) out[state] = id;
    });

    const n = depth.length;
    this.stateCount = n;
    this.depth = Int32Array.from(depth);
    this.out = Int32Array.from(out);
    this.fail = new Int32Array(n);
    this.outLink = new Int32Array(n);
    this.rootNext = new Int32Array(alphabetSize + 1);
    let maxDepth = 0;
    for (const d of depth) maxDepth = Math.max(maxDepth, d);
    this.maxDepth = maxDepth;

    const go = (state: number, sym: number): number => edges.get(state * KEY + sym) ?? EMPTY;
    // Breadth first: a state's failure link is known before its children's.
    const queue = new Int32Array(n);
    let head = 0;
    let tail = 0;
    for (let c = childHead[0] ?? EMPTY; c !== EMPTY; c = sibling[c] ?? EMPTY) {
      this.rootNext[symOf[c] ?? 0] = c;
      queue[tail++] = c;
    }
    while (head < tail) {
      const state = queue[head++] ?? 0;
      for (let c = childHead[state] ?? EMPTY; c !== EMPTY; c = sibling[c] ?? EMPTY) {
        const sym = symOf[c] ?? 0;
        let f = this.fail[state] ?? 0;
        let target = go(f, sym);
        while (target === EMPTY && f !== 0) {
          f = this.fail[f] ?? 0;
          target = go(f, sym);
        }
        const failTo = target === EMPTY || target === c ? 0 : target;
        this.fail[c] = failTo;
        this.outLink[c] =
          (this.out[failTo] ?? EMPTY) !== EMPTY ? failTo : (this.outLink[failTo] ?? 0);
        queue[tail++] = c;
      }
    }

    // Freeze the non-root edges into the probe table (load factor ≤ 0.5).
    let bits = 4;
    while (2 ** bits < edges.size * 2) bits += 1;
    const size = 2 ** bits;
    this.hashMask = size - 1;
    this.hashShift = 32 - bits;
    this.table = new Int32Array(size * 3).fill(EMPTY);
    for (const [key, next] of edges) {
      const state = Math.floor(key / KEY);
      if (state === 0) continue;
      const sym = key - state * KEY;
      let slot = hashOf(state, sym, this.hashShift);
      while (this.table[slot * 3] !== EMPTY) slot = (slot + 1) & this.hashMask;
      this.table[slot * 3] = state;
      this.table[slot * 3 + 1] = sym;
      this.table[slot * 3 + 2] = next;
    }
    this.report = new Int32Array(n);
    for (let s = 1; s < n; s += 1) {
      this.report[s] = (this.out[s] ?? EMPTY) !== EMPTY ? s : (this.outLink[s] ?? 0);
    }
    let ringSize = 2;
    while (ringSize <= maxDepth) ringSize *= 2;
    this.ring = new Int32Array(ringSize);
  }

  /**
   * Runs the automaton over `text`. `bmp` gives each UTF-16 unit's symbol (-1: skip, 0: none),
   * `astral` the symbol of a code point beyond it. With `collapse`, a symbol read twice in a row
   * counts once unless `keep[symbol]` is set. `sink` gets (pattern, start, end) in the original text.
   */
  scan(
    text: string,
    bmp: Int32Array,
    astral: (cp: number) => number,
    loneSurrogate: number,
    collapse: boolean,
    keep: Uint8Array,
    sink: (pattern: number, start: number, end: number) => void,
  ): void {
    const { table, fail, rootNext, report, out, outLink, depth, ring } = this;
    const mask = this.hashMask;
    const shift = this.hashShift;
    const ringMask = ring.length - 1;
    const n = text.length;
    let state = 0;
    let last = -2;
    let k = 0;
    for (let i = 0; i < n; i += 1) {
      const at = i;
      const c = text.charCodeAt(i);
      let sym: number;
      if ((c & 0xf800) !== 0xd800) {
        sym = bmp[c] as number;
      } else {
        const next = i + 1 < n ? text.charCodeAt(i + 1) : 0;
        if (c <= 0xdbff && (next & 0xfc00) === 0xdc00) {
          sym = astral(((c - 0xd800) << 10) + (next - 0xdc00) + 0x10000);
          i += 1;
        } else {
          sym = loneSurrogate;
        }
      }
      if (sym < 0) continue;
      if (sym === last && collapse && keep[sym] === 0) continue;
      last = sym;
      if (sym === 0) {
        state = 0;
        continue;
      }
      // Goto, or follow failure links until a state has the edge; the root's edges are direct.
      let s = state;
      let found = -1;
      while (s !== 0) {
        let slot = hashOf(s, sym, shift);
        for (;;) {
          const base = slot * 3;
          const probe = table[base] as number;
          if (probe === EMPTY) break;
          if (probe === s && table[base + 1] === sym) {
            found = table[base + 2] as number;
            break;
          }
          slot = (slot + 1) & mask;
        }
        if (found >= 0) break;
        s = fail[s] as number;
      }
      state = found >= 0 ? found : (rootNext[sym] as number);
      ring[k & ringMask] = at;
      k += 1;
      let r = report[state] as number;
      while (r !== 0) {
        sink(out[r] as number, ring[(k - (depth[r] as number)) & ringMask] as number, i + 1);
        r = outLink[r] as number;
      }
    }
  }
}

// Multiplicative hashing: the high bits of the product mix every input bit.
function hashOf(state: number, sym: number, shift: number): number {
  return Math.imul(Math.imul(state, 0x9e3779b1) ^ sym, 0x85ebca77) >>> shift;
}
