import { notify } from '../shared/toaster';
import { OTHER_BATCH, PRECISE_BATCH, SMART_STRINGS } from './smart.strings';

export type Section = 'precise' | 'other';

/**
 * The ids 生成更多 asks for next in a section (spec §4 "Template batches"): the following 3
 * precise or 6 other ranked ids not yet shown; none left means 已经到底了呢！.
 */
export function nextBatch(
  section: Section,
  rankedIds: readonly string[],
  preciseIds: readonly string[],
  shown: ReadonlySet<string>,
): string[] {
  const precise = new Set(preciseIds);
  const pool = section === 'precise' ? preciseIds : rankedIds.filter((id) => !precise.has(id));
  return pool
    .filter((id) => !shown.has(id))
    .slice(0, section === 'precise' ? PRECISE_BATCH : OTHER_BATCH);
}

/**
 * The chosen tags for smartProfile: one per class, the 11572 tag counted as the channel whichever
 * class lists it (spec §2).
 */
export function chosenTagIds(chosen: Readonly<Record<string, string>>): string[] {
  return [...new Set(Object.values(chosen).filter(Boolean))];
}

/** The chosen tags, or null after the warning 请选择使用场景 when none is (spec §4, §5). */
export function requireScenario(chosen: Readonly<Record<string, string>>): string[] | null {
  const tagIds = chosenTagIds(chosen);
  if (tagIds.length > 0) return tagIds;
  notify({ type: 'warning', title: SMART_STRINGS.noScenario });
  return null;
}
