import { lazyPage } from '../shared/utils/lazyPage';
import type { Page } from '../shared/routeEntry';

// Placed in the 秒撰 routes.
export const WORD_CHECK: Page = {
  title: '禁词检测',
  lazy: lazyPage(() => import('./pages/WordCheckPage'), 'WordCheckPage'),
};
// The banned-word lexicon admin (issue 5; not a spec route).
export const LEXICON_ADMIN: Page = {
  title: '词库管理',
  lazy: lazyPage(() => import('./pages/LexiconAdminPage'), 'LexiconAdminPage'),
  guarded: true,
};
