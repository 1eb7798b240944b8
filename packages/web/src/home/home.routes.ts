import { PATHS } from '../shared/paths';
import { lazyPage } from '../shared/utils/lazyPage';
import type { Crumb } from '../shared/routeHandle';
import type { Page, RouteEntry } from '../shared/routeEntry';

export const REAL_HOME: Page = {
  title: '首页',
  lazy: lazyPage(() => import('./pages/RealHomePage'), 'RealHomePage'),
};

// Every breadcrumb trail starts here.
export const HOME_CRUMB: Crumb = { label: REAL_HOME.title, to: PATHS.realHome };

export const HOME_ROUTES: RouteEntry[] = [
  {
    kind: 'page',
    path: PATHS.realHome,
    page: REAL_HOME,
    handle: { section: '素材库', footer: true },
  },
];
