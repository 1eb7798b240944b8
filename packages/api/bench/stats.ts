// Shared by the benchmarks (pnpm bench, scripts/bench.mjs): latency statistics and the row format
// every bench process prints for the one table.

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile (p in 0..100) of ascending-sorted samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1] ?? Number.NaN;
}

/** n, p50, p95, p99, max and mean of latency samples (any order). */
export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
  };
}

/** Milliseconds with a precision that suits the size. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value < 10 ? `${value.toFixed(2)} ms` : `${value.toFixed(1)} ms`;
}

/** Milliseconds elapsed since `start` (a process.hrtime.bigint()). */
export const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

export interface BenchRow {
  what: string;
  workload: string;
  ours: string;
  anchor: string;
  bar: string;
  /** true, false, or null when the row was skipped. */
  pass: boolean | null;
}

// scripts/bench.mjs collects these lines from each bench process; anything else is progress.
export const ROW_PREFIX = 'BENCH_ROW ';

/** Prints one table row for scripts/bench.mjs. */
export function emitRow(row: BenchRow): void {
  process.stdout.write(`${ROW_PREFIX}${JSON.stringify(row)}\n`);
}

/** Progress for the person waiting (stderr, so it never mixes with rows). */
export function progress(message: string): void {
  process.stderr.write(`  ${message}\n`);
}
