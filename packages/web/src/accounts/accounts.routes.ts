import { redirect } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { HOME_CRUMB } from '../home/home.routes';
import { DESIGN_HISTORY } from '../templates/templates.routes';
import { PATHS, safeRedirect } from '../shared/paths';
import { lazyPage } from '../shared/utils/lazyPage';
import type { Crumb } from '../shared/routeHandle';
import type { BranchEntry, Page, Placement, RouteEntry } from '../shared/routeEntry';
import { getToken } from './session';
import type * as AccountPages from './pages/AccountPages';

const accountPage = (name: keyof typeof AccountPages) =>
  lazyPage(() => import('./pages/AccountPages'), name);

const PERSONAL_CENTRE = '个人中心';
const PERSONAL: Crumb[] = [HOME_CRUMB, { label: PERSONAL_CENTRE }];

export const UPLOAD_HISTORY: Page = { title: '我的上传', lazy: accountPage('UploadHistoryPage') };
export const MESSAGE_HISTORY: Page = { title: '消息管理', lazy: accountPage('MessageHistoryPage') };
export const DOWNLOAD_HISTORY: Page = {
  title: '我的下载',
  lazy: accountPage('DownloadHistoryPage'),
};
export const COLLECTED_HISTORY: Page = {
  title: '我的收藏',
  lazy: accountPage('CollectedHistoryPage'),
};
const TRADING_CENTRE: Page = { title: '交易中心', lazy: accountPage('TradingCenterPage') };

// spec platform-core §2: the account layouts' pages, all in their sidebar.
const ACCOUNT_PAGES: Placement[] = [
  { path: 'uploadHistory', page: UPLOAD_HISTORY, sidebar: true },
  { path: 'messageHistory', page: MESSAGE_HISTORY, sidebar: true },
  { path: 'downloadHistory', page: DOWNLOAD_HISTORY, sidebar: true },
  { path: 'collectedHistory', page: COLLECTED_HISTORY, sidebar: true },
];

const accountBranch = (
  path: string,
  pages = ACCOUNT_PAGES,
  sidebarLinks: BranchEntry['sidebarLinks'] = [],
): BranchEntry => ({
  kind: 'branch',
  path,
  section: PERSONAL_CENTRE,
  area: 'library',
  crumbs: PERSONAL,
  layout: lazyPage(() => import('./pages/AccountLayout'), 'AccountLayout'),
  sidebarHeading: PERSONAL_CENTRE,
  sidebarLinks,
  access: 'login',
  pages,
});

// spec platform-core §2: /mine shows the 10-a-page download table and the trading-centre stub; the
// workbench menu group 工作台 holds records, favourites, downloads, uploads.
const WORKBENCH = '工作台';
const MINE_PAGES: Placement[] = [
  { path: 'modelDesignHistory', page: DESIGN_HISTORY, sidebar: WORKBENCH },
  { path: 'collectedHistory', page: COLLECTED_HISTORY, sidebar: WORKBENCH },
  {
    path: 'downloadHistory',
    page: { ...DOWNLOAD_HISTORY, lazy: accountPage('DownloadHistoryTablePage') },
    sidebar: WORKBENCH,
  },
  { path: 'uploadHistory', page: UPLOAD_HISTORY, sidebar: WORKBENCH },
  { path: 'tradingCenter', page: TRADING_CENTRE, sidebar: '交易' },
];

export const ACCOUNT_ROUTES: RouteEntry[] = [
  {
    kind: 'page',
    path: PATHS.login,
    page: { lazy: lazyPage(() => import('./pages/LoginPage'), 'LoginPage') },
    // Signed in already: where the form would have led, not the form again.
    loader: ({ request }: LoaderFunctionArgs) =>
      getToken() ? redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'))) : null,
  },
  // spec platform-core §2: /accountPage has the uploads and messages children; its menu adds downloads.
  accountBranch(PATHS.accountPage, ACCOUNT_PAGES.slice(0, 2), [
    { page: DOWNLOAD_HISTORY, to: '/seGeneration/downloadHistory' },
  ]),
  accountBranch('/seGeneration'),
  accountBranch('/seWritting'),
  {
    kind: 'branch',
    path: '/mine',
    section: PERSONAL_CENTRE,
    crumbs: PERSONAL,
    layout: lazyPage(() => import('../shared/components/SidebarLayout'), 'SidebarLayout'),
    sidebarHeading: PERSONAL_CENTRE,
    access: 'login',
    pages: MINE_PAGES,
  },
];
