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
  private readonly hashState: Int32Array;
  private readonly hashSym: Int32Array;
  private readonly hashNext: Int32Array;
  private readonly hashMask: number;
  private readonly hashShift: number;

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
    this.hashState = new Int32Array(size).fill(EMPTY);
    this.hashSym = new Int32Array(size);
    this.hashNext = new Int32Array(size);
    for (const [key, next] of edges) {
      const state = Math.floor(key / KEY);
      if (state === 0) continue;
      const sym = key - state * KEY;
      let slot = hashOf(state, sym, this.hashShift);
      while (this.hashState[slot] !== EMPTY) slot = (slot + 1) & this.hashMask;
      this.hashState[slot] = state;
      this.hashSym[slot] = sym;
      this.hashNext[slot] = next;
    }
  }

  /** The state after reading `sym` in `state` (following failure links). */
  step(state: number, sym: number): number {
    const hs = this.hashState;
    const mask = this.hashMask;
    const shift = this.hashShift;
    let s = state;
    while (s !== 0) {
      let slot = hashOf(s, sym, shift);
      let probe = hs[slot] ?? EMPTY;
      while (probe !== EMPTY) {
        if (probe === s && this.hashSym[slot] === sym) return this.hashNext[slot] ?? 0;
        slot = (slot + 1) & mask;
        probe = hs[slot] ?? EMPTY;
      }
      s = this.fail[s] ?? 0;
    }
    return this.rootNext[sym] ?? 0;
  }
}

// Multiplicative hashing: the high bits of the product mix every input bit.
function hashOf(state: number, sym: number, shift: number): number {
  return Math.imul(Math.imul(state, 0x9e3779b1) ^ sym, 0x85ebca77) >>> shift;
}
