import { lazyPage } from '../shared/utils/lazyPage';
import type { Page } from '../shared/routeEntry';

// create-and-write §2: the three smart creations, placed in the 秒创 branch.
export const SMART_GENERATE: Page = {
  title: '智能创作（新媒体首图）',
  lazy: lazyPage(() => import('./pages/SmartGeneratePage'), 'SmartGeneratePage'),
  guarded: true,
};
export const SMART_POSTER: Page = {
  title: '智能创作（海报）',
  lazy: lazyPage(() => import('./pages/SmartPosterPage'), 'SmartPosterPage'),
  guarded: true,
};
export const SMART_SINGLE: Page = {
  title: '智能创作（单张）',
  lazy: lazyPage(() => import('./pages/SmartSinglePage'), 'SmartSinglePage'),
  guarded: true,
};
