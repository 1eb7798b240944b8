import { lazyPage } from '../shared/utils/lazyPage';
import type { Page } from '../shared/routeEntry';

// The review console (issue 4; not a spec route), placed in the material library's routes.
export const REVIEW: Page = {
  title: '素材审核',
  lazy: lazyPage(() => import('./pages/ReviewPage'), 'ReviewPage'),
  guarded: true,
};
