import { ApiError } from '../http/errors.js';
import {
  KEYWORD_MAX_CHARS,
  KEYWORD_MAX_TERMS,
  SEARCH_PAGE_SIZE_MAX,
  THEME_IDS_MAX,
  THEME_PAGE_SIZE,
} from './materials.constants.js';

// Pure parsing of the search query (spec platform-core §3 "Search query"); no SQL here.

export type SearchSort = 'fresh' | 'maxdown' | 'complex';

export interface SearchCriteria {
  /** Lower-cased, distinct keyword terms; every one must match. */
  terms: string[];
  imgType: number | undefined;
  themeIds: number[];
  sort: SearchSort;
  page: number;
  pageSize: number;
}

export interface RawSearchQuery {
  text?: string | undefined;
  img_type?: string | undefined;
  theme_arr?: string | undefined;
  cur_page: number;
  pageSize: number;
  sort: SearchSort;
}

/** The keyword trimmed and split on whitespace (spec §2), lower-cased and de-duplicated. */
export function parseKeyword(text: string | undefined): string[] {
  const trimmed = (text ?? '').trim();
  if (Array.from(trimmed).length > KEYWORD_MAX_CHARS) throw new ApiError('keywordTooLong');
  const terms = [...new Set(trimmed.toLowerCase().split(/\s+/u).filter(Boolean))];
  if (terms.length > KEYWORD_MAX_TERMS) throw new ApiError('keywordTooManyTerms');
  return terms;
}

/** theme_arr as the web sends it: ids joined by '&' ("1&2"); empty means no theme filter. */
export function parseThemeIds(raw: string | undefined): number[] {
  const trimmed = (raw ?? '').trim();
  if (trimmed === '') return [];
  const parts = trimmed.split('&');
  if (parts.length > THEME_IDS_MAX || !parts.every((p) => /^[1-9]\d{0,8}$/.test(p))) {
    throw ApiError.invalidField('theme_arr');
  }
  return [...new Set(parts.map(Number))];
}

/** img_type may arrive empty from the search page URL; empty means any type. */
export function parseImgType(raw: string | undefined): number | undefined {
  const trimmed = (raw ?? '').trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,4}$/.test(trimmed)) throw ApiError.invalidField('img_type');
  return Number(trimmed);
}

/** 1..100, or exactly 1000 for the theme detail page (a theme filter is present). */
export function checkPageSize(pageSize: number, themeIds: readonly number[]): number {
  if (pageSize >= 1 && pageSize <= SEARCH_PAGE_SIZE_MAX) return pageSize;
  if (pageSize === THEME_PAGE_SIZE && themeIds.length > 0) return pageSize;
  throw ApiError.invalidField('pageSize');
}

export function parseSearchQuery(query: RawSearchQuery): SearchCriteria {
  const themeIds = parseThemeIds(query.theme_arr);
  return {
    terms: parseKeyword(query.text),
    imgType: parseImgType(query.img_type),
    themeIds,
    sort: query.sort,
    page: query.cur_page,
    pageSize: checkPageSize(query.pageSize, themeIds),
  };
}

/** A LIKE pattern matching `term` anywhere, with \ % _ escaped (used with ESCAPE '\'). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// The grams of migration 0004's search_grams are the in-memory index's grams (search/grams.ts).
export { needsRecheck, termGrams } from '../search/grams.js';
