import { lazyPage } from '../shared/utils/lazyPage';
import type { Page } from '../shared/routeEntry';

// Placed in the material library's routes.
export const UPLOAD: Page = {
  title: '上传素材',
  lazy: lazyPage(() => import('./pages/UploadPage'), 'UploadPage'),
  guarded: true,
};
