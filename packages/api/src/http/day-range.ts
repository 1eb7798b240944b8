// The history pages' date filter (spec create-and-write §2): createTimeVO is JSON
// {"startTime":"2020-01-01","endTime":"2026-11-25"}, both days included, in the users' calendar.
import { ApiError } from './errors.js';

/** spec §9: the history pages' range starts here by default. */
export const HISTORY_START_DEFAULT = '2020-01-01';
/** Users' calendar days are China Standard Time, wherever the server runs. */
const CALENDAR_OFFSET = '+08:00';
const DAY_MS = 86_400_000;
// A day in the users' calendar: YYYY-MM-DD, or an ISO timestamp's date part.
const DAY = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function dayStart(text: string): Date {
  const day = DAY.exec(text.trim())?.[1];
  const at = day ? new Date(`${day}T00:00:00${CALENDAR_OFFSET}`) : undefined;
  if (!at || Number.isNaN(at.getTime())) throw new ApiError('recordBadDateRange');
  return at;
}

/** [from, until) of a createTimeVO; a missing start is HISTORY_START_DEFAULT, a missing end now. */
export function parseDayRange(createTimeVO: string | undefined, now: Date) {
  let range: unknown = {};
  if (createTimeVO !== undefined && createTimeVO.trim() !== '') {
    try {
      range = JSON.parse(createTimeVO);
    } catch {
      throw new ApiError('recordBadDateRange');
    }
  }
  if (!isObject(range)) throw new ApiError('recordBadDateRange');
  const { startTime, endTime } = range;
  if (
    (startTime !== undefined && typeof startTime !== 'string') ||
    (endTime !== undefined && typeof endTime !== 'string')
  ) {
    throw new ApiError('recordBadDateRange');
  }
  const from = dayStart(startTime || HISTORY_START_DEFAULT);
  // Both days are included: the range ends where the day after endTime starts.
  const until = endTime
    ? new Date(dayStart(endTime).getTime() + DAY_MS)
    : new Date(now.getTime() + 1);
  if (until <= from) throw new ApiError('recordBadDateRange');
  return { from, until };
}
