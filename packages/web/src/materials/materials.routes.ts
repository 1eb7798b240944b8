import { redirect } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { HOME_CRUMB } from '../home/home.routes';
import { REVIEW } from '../review/review.routes';
import { UPLOAD } from '../uploads/uploads.routes';
import { PATHS } from '../shared/paths';
import { lazyPage } from '../shared/utils/lazyPage';
import type { Crumb, RouteHandle } from '../shared/routeHandle';
import type { Page, RouteEntry } from '../shared/routeEntry';

export const MATERIAL_HOME: Page = {
  title: '素材库',
  lazy: lazyPage(() => import('./pages/MaterialHomePage'), 'MaterialHomePage'),
};

export const LIBRARY_CRUMBS: Crumb[] = [HOME_CRUMB, { label: MATERIAL_HOME.title, to: PATHS.home }];

// The search, detail and theme pages head themselves (搜索结果, the material, the theme).
const SEARCH_LISTS = {
  lazy: lazyPage(() => import('./pages/SearchListsPage'), 'SearchListsPage'),
};
const LIST_DETAIL = { lazy: lazyPage(() => import('./pages/ListDetailPage'), 'ListDetailPage') };
const THEME_INTRO = { lazy: lazyPage(() => import('./pages/ThemeIntroPage'), 'ThemeIntroPage') };

/** spec platform-core §2: /emptyPage immediately forwards to /searchLists with the same query. */
export function forwardToSearch({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return redirect(`${PATHS.searchLists}${url.search}`);
}

// Material-library pages link the logo to /home (RouteHandle.area).
const LIBRARY = { section: '素材库', area: 'library' } as const satisfies RouteHandle;

export const MATERIAL_ROUTES: RouteEntry[] = [
  {
    kind: 'page',
    path: PATHS.home,
    page: MATERIAL_HOME,
    navGroup: true,
    handle: { ...LIBRARY, footer: true },
  },
  { kind: 'redirect', path: PATHS.emptyPage, to: forwardToSearch, handle: LIBRARY },
  {
    kind: 'page',
    path: PATHS.searchLists,
    page: SEARCH_LISTS,
    handle: { ...LIBRARY, crumbs: LIBRARY_CRUMBS, footer: true, headerSearch: true },
  },
  {
    kind: 'page',
    path: PATHS.listDetail,
    page: LIST_DETAIL,
    handle: { ...LIBRARY, crumbs: LIBRARY_CRUMBS, headerSearch: true },
  },
  {
    kind: 'page',
    path: PATHS.themeIntro,
    page: THEME_INTRO,
    handle: { ...LIBRARY, crumbs: LIBRARY_CRUMBS },
  },
  {
    kind: 'page',
    path: PATHS.review,
    page: REVIEW,
    handle: { ...LIBRARY, crumbs: LIBRARY_CRUMBS },
  },
  {
    kind: 'page',
    path: PATHS.uploadPage,
    page: UPLOAD,
    handle: { ...LIBRARY, section: '上传素材', crumbs: LIBRARY_CRUMBS },
  },
];
