// What a page shows first, in one place for the two sides that need it: the web app that asks for
// it, and the bff that sends a guest's copy inside the page itself (with its lead image preloaded),
// so the first screen does not wait for several round trips in a row. Pages: the material
// library's home and search (spec platform-core §2) and the template centre (create-and-write §2).
import { HOME_PAGE_PATH, homePlan } from './home.js';
import type { PageOperation } from './operations.js';
import type { PagePlan, PageResult as AnyPageResult } from './page-results.js';
import { SEARCH_PAGE_PATH, searchPlan } from './search.js';
import { TEMPLATE_CENTRE_PATH, templateCentrePlan } from './template-centre.js';

export * from './home.js';
export * from './operations.js';
export * from './search.js';
export * from './template-centre.js';
export { GRID_THUMB_WIDTH, positiveInt, stripQuery, thumbUrl } from './page-results.js';
export type { RunOperation } from './page-results.js';

// The element of the page that carries the data (a JSON script the bff writes before </head>).
export const PAGE_DATA_ID = 'page-data';

/**
 * A cookie the web app keeps while a viewer is signed in (the token itself stays in localStorage,
 * out of the server's sight): a signed-in browser would throw a guest's first screen away, so the
 * bff sends it the plain page rather than ask the api for that screen twice.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** One operation's answer as a page carries it. */
export type PageResult = AnyPageResult<PageOperation>;

const PLANS: Record<string, (params: URLSearchParams) => PagePlan<PageOperation> | null> = {
  [HOME_PAGE_PATH]: () => homePlan,
  [SEARCH_PAGE_PATH]: searchPlan,
  [TEMPLATE_CENTRE_PATH]: templateCentrePlan,
};

/** The addresses of the pages that have a plan (the web build lists their route code). */
export const FIRST_SCREEN_PATHS: readonly string[] = Object.keys(PLANS);

/** The plan of the page at `path` with its query `params`; null for a page without one. */
export function pagePlan(path: string, params: URLSearchParams): PagePlan<PageOperation> | null {
  return Object.hasOwn(PLANS, path) ? (PLANS[path]?.(params) ?? null) : null;
}
