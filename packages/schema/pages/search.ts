// The material search (spec platform-core §2): /searchLists?text=&img_type=&theme_arr=&sort=&cur_page=
// read into the variables of its results, with the theme filter and the category names.
import type { MaterialSort, SearchMaterialsQueryVariables } from '../generated/client.js';
import { THEME_CATEGORY_ID } from './home.js';
import type { PageOperation } from './operations.js';
import { answerOf, positiveInt, resultCollector, thumbUrl, type PagePlan } from './page-results.js';

export const SEARCH_PAGE_PATH = '/searchLists';
// spec §9: a search page's size.
export const SEARCH_PAGE_SIZE = 20;

// spec §2/§9: 最新 (fresh, the default) and 最热 (maxdown), by their `sort` in the address.
export type SearchSort = Extract<MaterialSort, 'FRESH' | 'MAXDOWN'>;
export const SEARCH_SORTS: readonly { value: SearchSort; param: string }[] = [
  { value: 'FRESH', param: 'fresh' },
  { value: 'MAXDOWN', param: 'maxdown' },
];

/** spec §2: the keyword is trimmed and split on whitespace. */
export function normaliseKeyword(text: string): string {
  return text.trim().split(/\s+/).filter(Boolean).join(' ');
}

/** spec §2: theme_arr holds theme ids joined by '&'. */
export function parseThemeArr(raw: string | null): string[] {
  if (!raw) return [];
  return raw
    .split('&')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id));
}

/** What a /searchLists address asks for (the query's variables, narrowed to what it can hold). */
export interface SearchVariables extends SearchMaterialsQueryVariables {
  text: string;
  imgType: number | undefined;
  themeIds: string[] | undefined;
  sort: SearchSort;
  page: number;
  pageSize: number;
}

/** The search a /searchLists address asks for; null without a keyword (the page goes home). */
export function searchVariables(params: URLSearchParams): SearchVariables | null {
  const text = normaliseKeyword(params.get('text') ?? '');
  if (!text) return null;
  const imgType = params.get('img_type');
  const themeIds = parseThemeArr(params.get('theme_arr'));
  const sort = SEARCH_SORTS.find((s) => s.param === params.get('sort')) ?? SEARCH_SORTS[0];
  return {
    text,
    imgType: imgType === null ? undefined : positiveInt(imgType, 1),
    themeIds: themeIds.length > 0 ? themeIds : undefined,
    sort: sort?.value ?? 'FRESH',
    page: positiveInt(params.get('cur_page'), 1),
    pageSize: SEARCH_PAGE_SIZE,
  };
}

export function searchPlan(params: URLSearchParams): PagePlan<PageOperation> | null {
  const variables = searchVariables(params);
  if (!variables) return null;
  return {
    async results(run) {
      const { ask, collected } = resultCollector(run);
      await Promise.all([
        ask('SearchMaterials', { ...variables }),
        ask('SearchThemes', { categoryId: THEME_CATEGORY_ID }),
        ask('MaterialCategories', {}),
      ]);
      return collected();
    },
    leadImage(results) {
      const first = answerOf(results, 'SearchMaterials')?.searchMaterials.items[0];
      return first ? thumbUrl(first.url) : null;
    },
  };
}
