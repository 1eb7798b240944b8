// Step 5 of QUICKCREATE §6: maximal marginal relevance over the scored candidates, so the first
// nine show many layouts. Two templates of the same layout family count as fully similar.
import { MMR_LAMBDA } from './smart.constants.js';

export interface Rankable {
  id: number;
  family: string;
  score: number;
}

/** Every item, best first: each pick maximises λ·score − (1−λ)·[its family already shown]. */
export function diversify<T extends Rankable>(items: readonly T[]): T[] {
  // Ties break by id, so the same input always gives the same order.
  const left = [...items].sort((a, b) => b.score - a.score || a.id - b.id);
  const shown = new Map<string, number>();
  const out: T[] = [];
  while (left.length > 0) {
    let best = 0;
    let bestValue = -Infinity;
    left.forEach((item, i) => {
      // Families repeat once all have been shown; the penalty then counts how often.
      const value = MMR_LAMBDA * item.score - (1 - MMR_LAMBDA) * (shown.get(item.family) ?? 0);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    });
    const [pick] = left.splice(best, 1);
    if (!pick) break;
    shown.set(pick.family, (shown.get(pick.family) ?? 0) + 1);
    out.push(pick);
  }
  return out;
}
