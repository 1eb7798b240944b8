// The history pages' date filter (spec create-and-write §2): createTimeVO is JSON
// {"startTime":"2020-01-01","endTime":"2026-11-25"}, both days included, in the users' calendar.
import { CALENDAR_OFFSET, HISTORY_START } from '@adstudio/domain';
import { Type } from '@fastify/type-provider-typebox';
import { ApiError } from './errors.js';

const DAY_TEXT_MAX_CHARS = 40;
const RANGE_DESCRIPTION =
  'JSON：{"startTime":"2020-01-01","endTime":"2026-11-25"}（含首尾两天，北京时间）；也可拆成 createTimeVO[startTime]、createTimeVO[endTime] 两个字段';

/**
 * The range as a spec client sends it (§7: createTimeVO {startTime, endTime}): one JSON field, or —
 * as form encoders write an object — the nested fields createTimeVO[startTime] and [endTime].
 */
export const CreateTimeFields = {
  createTimeVO: Type.Optional(Type.String({ maxLength: 200, description: RANGE_DESCRIPTION })),
  'createTimeVO[startTime]': Type.Optional(
    Type.String({ maxLength: DAY_TEXT_MAX_CHARS, description: '开始日期，如 2020-01-01' }),
  ),
  'createTimeVO[endTime]': Type.Optional(
    Type.String({ maxLength: DAY_TEXT_MAX_CHARS, description: '结束日期（含当天）' }),
  ),
};
interface CreateTime {
  createTimeVO?: string;
  'createTimeVO[startTime]'?: string;
  'createTimeVO[endTime]'?: string;
}

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

function rangeOf(fields: CreateTime): unknown {
  const { createTimeVO } = fields;
  const startTime = fields['createTimeVO[startTime]'];
  const endTime = fields['createTimeVO[endTime]'];
  if (startTime !== undefined || endTime !== undefined) {
    // Two ranges in one request: neither may silently win.
    if (createTimeVO !== undefined) throw new ApiError('recordBadDateRange');
    return { startTime, endTime };
  }
  if (createTimeVO === undefined || createTimeVO.trim() === '') return {};
  try {
    return JSON.parse(createTimeVO);
  } catch {
    throw new ApiError('recordBadDateRange');
  }
}

/** [from, until) of a createTimeVO; a missing start is HISTORY_START, a missing end now. */
export function parseDayRange(fields: CreateTime, now: Date) {
  const range = rangeOf(fields);
  if (!isObject(range)) throw new ApiError('recordBadDateRange');
  const { startTime, endTime } = range;
  if (
    (startTime !== undefined && typeof startTime !== 'string') ||
    (endTime !== undefined && typeof endTime !== 'string')
  ) {
    throw new ApiError('recordBadDateRange');
  }
  const from = dayStart(startTime || HISTORY_START);
  // Both days are included: the range ends where the day after endTime starts.
  const until = endTime
    ? new Date(dayStart(endTime).getTime() + DAY_MS)
    : new Date(now.getTime() + 1);
  if (until <= from) throw new ApiError('recordBadDateRange');
  return { from, until };
}
