import { lazyPage } from '../shared/utils/lazyPage';
import type { Page } from '../shared/routeEntry';

// Placed in the 秒撰 routes.
export const DOC_CLASSICS: Page = {
  title: '经典文案',
  lazy: lazyPage(() => import('./pages/CopyLibraryPage'), 'DocClassicsPage'),
};
export const DOC_ORIGIN: Page = {
  title: '原创文案',
  lazy: lazyPage(() => import('./pages/CopyLibraryPage'), 'DocOriginPage'),
};
export const CORRELATIVE: Page = {
  title: '相关文案',
  lazy: lazyPage(() => import('./pages/CorrelativePage'), 'CorrelativePage'),
};
