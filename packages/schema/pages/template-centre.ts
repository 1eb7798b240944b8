// The template centre (create-and-write §2): /modelPage/modelCenter?type=&tags=&sort=&page= read
// into the variables of its list, with the filters.
import type {
  TemplateCategory,
  TemplateCentreQueryVariables,
  TemplateSort,
} from '../generated/client.js';
import type { PageOperation } from './operations.js';
import { answerOf, positiveInt, resultCollector, thumbUrl, type PagePlan } from './page-results.js';

export const TEMPLATE_CENTRE_PATH = '/modelPage/modelCenter';
// create-and-write §9: the centre, favourites and records 40 a page.
export const CENTRE_PAGE_SIZE = 40;
// create-and-write §9 thumbnail widths.
export const TEMPLATE_THUMB_WIDTH = 300;

// create-and-write §2: ?type=official selects 120, ?type=poster 121.
export const CATEGORY_BY_TYPE: Readonly<Record<string, TemplateCategory>> = {
  official: 'OFFICIAL',
  poster: 'POSTER',
};

// create-and-write §2: 综合 (the default), 最新上传, 最多下载, by their `sort` in the address.
export const TEMPLATE_SORTS: readonly TemplateSort[] = ['COMPLEX', 'FRESH', 'MAXDOWN'];

/** The chosen tag of each class, kept in the address as `tags=classId:tagId,…`. */
export function parseTags(raw: string | null): Map<string, string> {
  const pairs = (raw ?? '')
    .split(',')
    .map((pair) => pair.split(':'))
    .filter((pair): pair is [string, string] => pair.length === 2 && pair.every(Boolean));
  return new Map(pairs);
}

/** What a template centre address asks for (the query's variables, narrowed). */
export interface TemplateCentreVariables extends TemplateCentreQueryVariables {
  category: TemplateCategory | null;
  tagIds: string[];
  sort: TemplateSort;
  page: number;
  pageSize: number;
}

/** The list a template centre address asks for. */
export function templateCentreVariables(params: URLSearchParams): TemplateCentreVariables {
  const sort = params.get('sort');
  return {
    category: CATEGORY_BY_TYPE[params.get('type') ?? ''] ?? null,
    tagIds: [...parseTags(params.get('tags')).values()],
    sort: TEMPLATE_SORTS.find((s) => s === sort) ?? 'COMPLEX',
    page: positiveInt(params.get('page'), 1),
    pageSize: CENTRE_PAGE_SIZE,
  };
}

export function templateCentrePlan(params: URLSearchParams): PagePlan<PageOperation> {
  const variables = templateCentreVariables(params);
  return {
    async results(run) {
      const { ask, collected } = resultCollector(run);
      await Promise.all([ask('TemplateFilters', {}), ask('TemplateCentre', { ...variables })]);
      return collected();
    },
    leadImage(results) {
      const first = answerOf(results, 'TemplateCentre')?.templates.items[0];
      return first ? thumbUrl(first.previewUrl, TEMPLATE_THUMB_WIDTH) : null;
    },
  };
}
