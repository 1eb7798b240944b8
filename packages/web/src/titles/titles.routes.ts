import { HOME_CRUMB } from '../home/home.routes';
import { CORRELATIVE, DOC_CLASSICS, DOC_ORIGIN } from '../copy/copy.routes';
import { LEXICON_ADMIN, WORD_CHECK } from '../wordcheck/wordcheck.routes';
import { PATHS } from '../shared/paths';
import { lazyPage } from '../shared/utils/lazyPage';
import type { Crumb } from '../shared/routeHandle';
import type { BranchEntry, Page, PageEntry, RouteEntry } from '../shared/routeEntry';

export const COPY_HOME: Page = {
  title: '秒撰',
  lazy: lazyPage(() => import('./pages/CopyHomePage'), 'CopyHomePage'),
};
export const TITLE_ORIGIN: Page = {
  title: '原创标题',
  lazy: lazyPage(() => import('./pages/TitleLibraryPage'), 'TitleOriginPage'),
};
export const TITLE_10PLUS: Page = {
  title: '10w+标题',
  lazy: lazyPage(() => import('./pages/TitleLibraryPage'), 'TitleTenWPage'),
};
export const TITLE_INTELLIGENT: Page = {
  title: '智能标题',
  lazy: lazyPage(() => import('./pages/SmartTitlePage'), 'SmartTitlePage'),
};

const WRITE: Crumb[] = [HOME_CRUMB, { label: COPY_HOME.title, to: PATHS.copyHome }];

// The navigation's 秒撰 group leads to the landing page, listed first as 秒撰首页.
export const COPY_HOME_ENTRY = {
  kind: 'page',
  path: PATHS.copyHome,
  page: COPY_HOME,
  label: '秒撰首页',
  nav: true,
  navGroup: true,
  handle: { section: '秒撰', crumbs: [HOME_CRUMB] },
} satisfies PageEntry;

// The writing tools (the mobile menu lists them all, the navigation all but 原创标题).
export const WRITING_BRANCH: BranchEntry = {
  kind: 'branch',
  path: '/copyPage/copyTitlePage',
  section: '秒撰',
  crumbs: WRITE,
  pages: [
    { path: 'title-origin', page: TITLE_ORIGIN },
    { path: 'title-10plus', page: TITLE_10PLUS, nav: true },
    { path: 'title-intelligent', page: TITLE_INTELLIGENT, nav: true },
    { path: 'doc-classics', page: DOC_CLASSICS, nav: true },
    { path: 'doc-origin', page: DOC_ORIGIN, nav: true },
    { path: 'word-check', page: WORD_CHECK, nav: true },
  ],
};

export const TITLE_ROUTES: RouteEntry[] = [
  COPY_HOME_ENTRY,
  {
    kind: 'page',
    path: '/copyHome/correlative',
    page: CORRELATIVE,
    handle: { section: '秒撰', crumbs: WRITE },
  },
  {
    kind: 'page',
    path: PATHS.lexiconAdmin,
    page: LEXICON_ADMIN,
    handle: { section: '秒撰', crumbs: WRITE },
  },
  WRITING_BRANCH,
];
