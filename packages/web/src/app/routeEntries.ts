import { ACCOUNT_ROUTES } from '../accounts/accounts.routes';
import { HOME_CRUMB, HOME_ROUTES } from '../home/home.routes';
import { MATERIAL_ROUTES } from '../materials/materials.routes';
import { TEMPLATE_ROUTES } from '../templates/templates.routes';
import { TITLE_ROUTES } from '../titles/titles.routes';
import type { RouteEntry } from '../shared/routeEntry';

/** Every domain's routes, in the navigation's order (素材库, 秒创, 秒撰). */
export const APP_ROUTE_ENTRIES: RouteEntry[] = [
  ...HOME_ROUTES,
  ...MATERIAL_ROUTES,
  ...ACCOUNT_ROUTES,
  ...TEMPLATE_ROUTES,
  ...TITLE_ROUTES,
  { kind: 'page', path: '/TTTEEE', page: { title: '测试页' }, handle: { crumbs: [HOME_CRUMB] } },
];
