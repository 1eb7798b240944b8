import { SMART_FIRST_PAGE, SMART_OTHER_BATCH, SMART_PRECISE_BATCH } from '@adstudio/domain';
import type { SmartListType } from '@adstudio/schema/client';
import { notify } from '../shared/toaster';
import { SMART_STRINGS } from './smart.strings';

export type Section = 'precise' | 'other';

/** What 生成更多 pages: the answer's ranked and precise ids and how it splits them (spec §4). */
export interface Ranked {
  type: SmartListType;
  rankedIds: readonly string[];
  preciseIds: readonly string[];
}

/**
 * The ids 生成更多 asks for next in a section (spec §4 "Template batches"): the following 3
 * precise or 6 other ranked ids not yet shown. When nothing is precise (无) the first section shows
 * the others as precise and pages the whole ranked list, 9 at a time. None left: 已经到底了呢！.
 */
export function nextBatch(section: Section, ranked: Ranked, shown: ReadonlySet<string>): string[] {
  const precise = new Set(ranked.preciseIds);
  const [pool, size] =
    ranked.type === 'NONE'
      ? [ranked.rankedIds, SMART_FIRST_PAGE]
      : section === 'precise'
        ? [ranked.preciseIds, SMART_PRECISE_BATCH]
        : [ranked.rankedIds.filter((id) => !precise.has(id)), SMART_OTHER_BATCH];
  return pool.filter((id) => !shown.has(id)).slice(0, size);
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

/** The form may generate: a scenario is chosen and the title is written; else the spec's warning. */
export function requireScenarioAndTitle(
  chosen: Readonly<Record<string, string>>,
  title: string,
): string[] | null {
  const tagIds = requireScenario(chosen);
  if (!tagIds) return null;
  if (title.trim()) return tagIds;
  notify({ type: 'warning', title: SMART_STRINGS.noTitle });
  return null;
}
