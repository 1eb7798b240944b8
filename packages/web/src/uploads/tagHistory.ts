import { TAG_HISTORY_KEY, TAG_HISTORY_MAX } from './uploads.constants';

// spec platform-core §3: a history of chosen tags kept locally, at most 20, deduplicated by name,
// newest first.

/** The stored history (empty when missing or unreadable). */
export function readTagHistory(): string[] {
  try {
    const raw = localStorage.getItem(TAG_HISTORY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter((t): t is string => typeof t === 'string').slice(0, TAG_HISTORY_MAX)
      : [];
  } catch {
    return [];
  }
}

/** `history` with `name` moved to the front, deduplicated, cut to the maximum. */
export function pushTag(history: readonly string[], name: string): string[] {
  const tag = name.trim();
  if (!tag) return [...history];
  return [tag, ...history.filter((t) => t !== tag)].slice(0, TAG_HISTORY_MAX);
}

/** Records `name` as the newest history entry and returns the new history. */
export function rememberTag(name: string): string[] {
  const next = pushTag(readTagHistory(), name);
  try {
    localStorage.setItem(TAG_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the history is a convenience, the upload goes on.
  }
  return next;
}
