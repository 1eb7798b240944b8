import { ApiError } from '../http/errors.js';

// List parameters of the 秒撰 calls (`tagId`, `tags`, `key_word`) arrive repeated
// (tagId=266&tagId=301), comma separated (301,302) or as a JSON array ([301,302]).

const MAX_IDS = 20;

function items(value: string): string[] {
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return [trimmed];
    }
    if (Array.isArray(parsed)) return parsed.map((v) => String(v));
  }
  return trimmed.split(',');
}

/** Positive integer ids, distinct, in order; anything else → 400 naming `field`. */
export function parseIdList(values: readonly string[] | undefined, field: string): number[] {
  const ids: number[] = [];
  for (const value of values ?? []) {
    for (const item of items(value)) {
      const text = item.trim();
      if (text === '') continue;
      if (!/^[1-9]\d{0,8}$/.test(text)) throw ApiError.invalidField(field);
      ids.push(Number(text));
    }
  }
  const distinct = [...new Set(ids)];
  if (distinct.length > MAX_IDS) throw ApiError.invalidField(field);
  return distinct;
}

/** spec platform-core §5: a template list asked for by ids refuses an empty id list (id为空). */
export function requireIds(ids: number[]): number[] {
  if (ids.length === 0) throw new ApiError('idEmpty');
  return ids;
}

/** Whether a JSON list parameter was sent as an empty list (`[]`), as opposed to left out. */
export function isEmptyJsonList(raw: string | undefined): boolean {
  return raw !== undefined && /^\[\s*\]$/u.test(raw.trim());
}

/** Text values, each either itself or a JSON array of strings (commas are text, not separators). */
export function parseTextList(values: readonly string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  return values.flatMap((value) => {
    if (!value.trim().startsWith('[')) return [value];
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map((v) => String(v));
    } catch {
      // Not JSON: a keyword that starts with '['.
    }
    return [value];
  });
}

// In the spec's filters -1 means "no tag chosen in this class": dropped before the ids are read.
export function withoutNone(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const items: unknown = JSON.parse(trimmed);
      if (Array.isArray(items)) return JSON.stringify(items.filter((v) => String(v) !== '-1'));
    } catch {
      return value; // parseIdList reports it
    }
  }
  return trimmed
    .split(',')
    .filter((v) => v.trim() !== '-1')
    .join(',');
}
