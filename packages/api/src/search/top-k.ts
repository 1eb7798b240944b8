// Ranking without sorting every match: a page needs only the best offset + pageSize documents.

/**
 * The best `k` (key, id) pairs seen, larger key first and, on equal keys, larger id first. A heap
 * whose root is the worst pair kept.
 */
export class TopK {
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
