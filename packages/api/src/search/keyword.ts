import { ApiError } from '../http/errors.js';
import { fold } from './fold.js';

// The 秒撰 keyword rules (docs/quick-write-contract.md), shared by titles and copy.

export const KEYWORD_MAX_TERMS = 10;
export const KEYWORD_MAX_CHARS = 50;

/**
 * `key_word` values joined, trimmed and split on whitespace into folded, distinct terms. Absent →
 * no terms (browse); present but blank → 请输入关键字; more than 10 terms or 50 characters (not
 * counting the whitespace between terms) → 400.
 */
export function parseKeywordTerms(values: readonly string[] | undefined): string[] {
  if (values === undefined || values.length === 0) return [];
  const words = values.join(' ').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) throw new ApiError('quickKeywordEmpty');
  if (words.length > KEYWORD_MAX_TERMS) throw new ApiError('quickKeywordTooManyTerms');
  const chars = words.reduce((n, w) => n + Array.from(w).length, 0);
  if (chars > KEYWORD_MAX_CHARS) throw new ApiError('quickKeywordTooLong');
  return [...new Set(words.map(fold))];
}
