import { lazyPage } from '../shared/utils/lazyPage';
import type { Page } from '../shared/routeEntry';

// Placed in the 秒创 branch.
export const BATCH_CREATE: Page = {
  title: '批量生成',
  lazy: lazyPage(() => import('./pages/BatchCreatePage'), 'BatchCreatePage'),
  guarded: true,
};
