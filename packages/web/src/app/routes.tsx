import { Navigate, createBrowserRouter, redirect } from 'react-router-dom';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { getSession, getToken } from '../accounts/session';
import { openLogin } from '../accounts/loginPrompt';
import { lazyPage } from '../shared/utils/lazyPage';
import { RouteErrorPage } from '../shared/components/RouteErrorPage';
import { NotFoundPage } from '../shared/components/NotFoundPage';
import { PageLoader } from '../shared/components/PageLoader';
import type * as AccountPages from '../accounts/pages/AccountPages';
import type * as TemplatePages from '../templates/pages/TemplatePages';
import { AppLayout } from './AppLayout';
import { createRequireAuth, createRequireDesigner, forwardToSearch } from './guard';
import { notify } from '../shared/toaster';
import type { GuardDeps } from './guard';
import { PATHS, safeRedirect } from '../shared/paths';
import type { Crumb, RouteHandle, SidebarGroup } from '../shared/routeHandle';

const placeholder = lazyPage(
  () => import('../shared/components/PlaceholderPage'),
  'PlaceholderPage',
);
// Pages of a branch that are built (the others show the placeholder).
const BUILT_PAGES: Record<string, RouteObject['lazy']> = {
  'word-check': lazyPage(() => import('../wordcheck/pages/WordCheckPage'), 'WordCheckPage'),
  'title-origin': lazyPage(() => import('../titles/pages/TitleLibraryPage'), 'TitleOriginPage'),
  'title-10plus': lazyPage(() => import('../titles/pages/TitleLibraryPage'), 'TitleTenWPage'),
  'title-intelligent': lazyPage(() => import('../titles/pages/SmartTitlePage'), 'SmartTitlePage'),
  [PATHS.copyHome]: lazyPage(() => import('../titles/pages/CopyHomePage'), 'CopyHomePage'),
  'doc-classics': lazyPage(() => import('../copy/pages/CopyLibraryPage'), 'DocClassicsPage'),
  'doc-origin': lazyPage(() => import('../copy/pages/CopyLibraryPage'), 'DocOriginPage'),
  [PATHS.lexiconAdmin]: lazyPage(
    () => import('../wordcheck/pages/LexiconAdminPage'),
    'LexiconAdminPage',
  ),
  '/copyHome/correlative': lazyPage(
    () => import('../copy/pages/CorrelativePage'),
    'CorrelativePage',
  ),
  [PATHS.modelHome]: lazyPage(() => import('../templates/pages/TemplatePages'), 'ModelHomePage'),
};
const sidebarLayout = lazyPage(() => import('../shared/components/SidebarLayout'), 'SidebarLayout');
const accountLayout = lazyPage(() => import('../accounts/pages/AccountLayout'), 'AccountLayout');
const accountPage = (name: keyof typeof AccountPages) =>
  lazyPage(() => import('../accounts/pages/AccountPages'), name);

// The account pages that exist (the rest stay placeholders until their issue).
const ACCOUNT_COMPONENTS: Record<string, RouteObject['lazy']> = {
  uploadHistory: accountPage('UploadHistoryPage'),
  messageHistory: accountPage('MessageHistoryPage'),
  downloadHistory: accountPage('DownloadHistoryPage'),
  collectedHistory: accountPage('CollectedHistoryPage'),
};
const templatePage = (name: keyof typeof TemplatePages) =>
  lazyPage(() => import('../templates/pages/TemplatePages'), name);
// create-and-write §2: the quick-create pages.
const MODEL_COMPONENTS: Record<string, RouteObject['lazy']> = {
  modelCenter: templatePage('ModelCenterPage'),
  modelCollectFile: templatePage('ModelCollectFilePage'),
  modelDesignHistory: templatePage('DesignHistoryPage'),
  smartModel: templatePage('SmartModelPage'),
  smartGenerate: lazyPage(() => import('../smart/pages/SmartGeneratePage'), 'SmartGeneratePage'),
  smartPoster: lazyPage(() => import('../smart/pages/SmartPosterPage'), 'SmartPosterPage'),
  smartSingle: lazyPage(() => import('../smart/pages/SmartSinglePage'), 'SmartSinglePage'),
  batchCreate: lazyPage(() => import('../batch/pages/BatchCreatePage'), 'BatchCreatePage'),
};
const DESIGN_COMPONENTS: Record<string, RouteObject['lazy']> = {
  ...MODEL_COMPONENTS,
  // Its own chunk: the canvas sizes come from the editor package, kept off the other pages.
  'designer/modelLists': lazyPage(
    () => import('../templates/pages/DesignerTemplatesPage'),
    'DesignerTemplatesPage',
  ),
  modelDesignHistroy: templatePage('DesignRecordsPage'),
};

// spec platform-core §2: /mine shows the 10-a-page download table and the trading-centre stub.
const MINE_COMPONENTS: Record<string, RouteObject['lazy']> = {
  ...ACCOUNT_COMPONENTS,
  downloadHistory: accountPage('DownloadHistoryTablePage'),
  tradingCenter: accountPage('TradingCenterPage'),
  modelDesignHistory: templatePage('DesignHistoryPage'),
};

const HOME: Crumb = { label: '首页', to: PATHS.realHome };
const LIBRARY: Crumb[] = [HOME, { label: '素材库', to: PATHS.home }];
const CREATE: Crumb[] = [HOME, { label: '秒创', to: PATHS.modelHome }];
const WRITE: Crumb[] = [HOME, { label: '秒撰', to: PATHS.copyHome }];
const PERSONAL: Crumb[] = [HOME, { label: '个人中心' }];

// [child path, Chinese title, needs login]
type PageSpec = readonly [path: string, title: string, guarded?: boolean];

const ACCOUNT_PAGES: PageSpec[] = [
  ['uploadHistory', '我的上传'],
  ['messageHistory', '消息管理'],
  ['downloadHistory', '我的下载'],
  ['collectedHistory', '我的收藏'],
];

// spec platform-core §2: the workbench menu group 工作台 holds records, favourites, downloads, uploads.
const MINE_PAGES: PageSpec[] = [
  ['modelDesignHistory', '创作记录'],
  ['collectedHistory', '我的收藏'],
  ['downloadHistory', '我的下载'],
  ['uploadHistory', '我的上传'],
  ['tradingCenter', '交易中心'],
];

const MODEL_PAGES: PageSpec[] = [
  ['modelCenter', '模板中心'],
  ['modelCollectFile', '收藏模板'],
  ['modelDesignHistory', '创作记录'],
  ['smartModel', '智能模板'],
  ['smartGenerate', '智能创作（新媒体首图）', true],
  ['smartPoster', '智能创作（海报）', true],
  ['smartSingle', '智能创作（单张）', true],
  ['batchCreate', '批量生成', true],
];

// create-and-write §2 (the spec spells modelDesignHistroy so).
const DESIGN_PAGES: PageSpec[] = [
  ['designer/modelLists', '设计师模板列表'],
  ['modelCenter', '模板中心'],
  ['modelDesignHistroy', '设计记录'],
  ['modelCollectFile', '收藏模板'],
  ['smartModel', '智能模板'],
];

const TITLE_PAGES: PageSpec[] = [
  ['title-origin', '原创标题'],
  ['title-10plus', '10w+标题'],
  ['title-intelligent', '智能标题'],
  ['doc-classics', '经典文案'],
  ['doc-origin', '原创文案'],
  ['word-check', '禁词检测'],
];

// A sidebar: every page of the branch, or only those named, in the order named; `labels` gives a
// menu wording where the spec's differs from the page title.
function menu(
  base: string,
  pages: PageSpec[],
  only?: string[],
  labels: Record<string, string> = {},
): SidebarGroup['items'] {
  const chosen = only ? only.flatMap((name) => pages.filter(([path]) => path === name)) : pages;
  return chosen.map(([path, title]) => ({ label: labels[path] ?? title, to: `${base}/${path}` }));
}

// A page later issues fill in: lazy PlaceholderPage showing `title` and its breadcrumb.
function page(
  path: string,
  title: string,
  crumbs: Crumb[],
  extra: Partial<RouteHandle> = {},
): RouteObject {
  const lazy = BUILT_PAGES[path] ?? placeholder;
  return { path, lazy, handle: { title, crumbs, ...extra } satisfies RouteHandle };
}

interface BranchSpec {
  path: string;
  // The bare branch path leads to the first.
  pages: PageSpec[];
  crumbs: Crumb[];
  handle: RouteHandle;
  layout?: RouteObject['lazy'];
  // Guards the whole branch (otherwise only pages flagged in their spec).
  guarded?: boolean;
  // Real pages by child path; the others are placeholders.
  components?: Record<string, RouteObject['lazy']>;
  // Child paths the spec names that are another page under an older name: child → that page.
  aliases?: Record<string, string>;
}

/** Route factory bound to the guard loader. */
function routeBuilder(requireAuth: (args: LoaderFunctionArgs) => Response | null) {
  // Re-run on every navigation inside a guarded branch: a 401 may have dropped the token meanwhile.
  const guard = { loader: requireAuth, shouldRevalidate: () => true };
  return {
    guard,
    branch: ({
      path,
      pages,
      crumbs,
      handle,
      layout,
      guarded = false,
      components = {},
      aliases = {},
    }: BranchSpec): RouteObject => {
      const first = pages[0]?.[0] ?? '';
      return {
        path,
        handle,
        ...(layout ? { lazy: layout } : {}),
        ...(guarded ? guard : {}),
        children: [
          { index: true, element: <Navigate to={first} replace /> },
          ...pages.map(([child, title, needsLogin]) => ({
            ...page(child, title, crumbs),
            ...(components[child] ? { lazy: components[child] } : {}),
            ...(needsLogin ? guard : {}),
          })),
          ...Object.entries(aliases).map(([child, to]) => ({
            path: child,
            loader: ({ request }: LoaderFunctionArgs) => redirect(to + new URL(request.url).search),
            element: null,
          })),
        ],
      };
    },
  };
}

const accountBranch = (
  path: string,
  pages = ACCOUNT_PAGES,
  extra: SidebarGroup['items'] = [],
): BranchSpec => ({
  path,
  pages,
  crumbs: PERSONAL,
  layout: accountLayout,
  guarded: true,
  components: ACCOUNT_COMPONENTS,
  handle: {
    section: '个人中心',
    area: 'library',
    sidebar: { heading: '个人中心', groups: [{ items: [...menu(path, pages), ...extra] }] },
  } satisfies RouteHandle,
});

/** The route table of both spec documents; `requireAuth` guards the login-only routes. */
export function createAppRoutes(
  requireAuth: (args: LoaderFunctionArgs) => Response | null,
): RouteObject[] {
  const { guard, branch } = routeBuilder(requireAuth);
  // /design/* is the designers' area (issue 30 item 8): others go to their own page, told why.
  const designersOnly = {
    loader: createRequireDesigner(
      requireAuth,
      () => getSession().userInfo?.role ?? null,
      (title) => {
        notify({ type: 'info', title });
      },
    ),
    shouldRevalidate: () => true,
  };

  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageLoader,
      children: [
        // Redirect-only routes: `element: null` says so (they never render).
        { path: '/', loader: () => redirect(PATHS.realHome), element: null },
        {
          path: PATHS.login,
          // Signed in already: where the form would have led, not the form again.
          loader: ({ request }: LoaderFunctionArgs) =>
            getToken()
              ? redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')))
              : null,
          lazy: lazyPage(() => import('../accounts/pages/LoginPage'), 'LoginPage'),
        },
        {
          path: PATHS.realHome,
          lazy: lazyPage(() => import('../home/pages/RealHomePage'), 'RealHomePage'),
          handle: { section: '素材库', footer: true } satisfies RouteHandle,
        },
        {
          handle: { section: '素材库', area: 'library' } satisfies RouteHandle,
          children: [
            {
              path: PATHS.home,
              lazy: lazyPage(
                () => import('../materials/pages/MaterialHomePage'),
                'MaterialHomePage',
              ),
              handle: { footer: true } satisfies RouteHandle,
            },
            { path: PATHS.emptyPage, loader: forwardToSearch, element: null },
            {
              path: PATHS.searchLists,
              lazy: lazyPage(() => import('../materials/pages/SearchListsPage'), 'SearchListsPage'),
              handle: { crumbs: LIBRARY, footer: true, headerSearch: true } satisfies RouteHandle,
            },
            {
              path: PATHS.listDetail,
              lazy: lazyPage(() => import('../materials/pages/ListDetailPage'), 'ListDetailPage'),
              handle: { crumbs: LIBRARY, headerSearch: true } satisfies RouteHandle,
            },
            {
              path: PATHS.themeIntro,
              lazy: lazyPage(() => import('../materials/pages/ThemeIntroPage'), 'ThemeIntroPage'),
              handle: { crumbs: LIBRARY } satisfies RouteHandle,
            },
            {
              path: PATHS.review,
              lazy: lazyPage(() => import('../review/pages/ReviewPage'), 'ReviewPage'),
              handle: {
                section: '素材库',
                title: '素材审核',
                crumbs: LIBRARY,
              } satisfies RouteHandle,
              ...guard,
            },
            {
              path: PATHS.uploadPage,
              lazy: lazyPage(() => import('../uploads/pages/UploadPage'), 'UploadPage'),
              handle: {
                section: '上传素材',
                title: '上传素材',
                crumbs: LIBRARY,
              } satisfies RouteHandle,
              ...guard,
            },
          ],
        },
        // spec platform-core §2: /accountPage has the uploads and messages children; its menu adds downloads.
        branch(
          accountBranch(PATHS.accountPage, ACCOUNT_PAGES.slice(0, 2), [
            { label: '我的下载', to: '/seGeneration/downloadHistory' },
          ]),
        ),
        branch(accountBranch('/seGeneration')),
        branch(accountBranch('/seWritting')),
        branch({
          path: '/mine',
          pages: MINE_PAGES,
          crumbs: PERSONAL,
          layout: sidebarLayout,
          guarded: true,
          components: MINE_COMPONENTS,
          handle: {
            section: '个人中心',
            sidebar: {
              heading: '个人中心',
              groups: [
                { title: '工作台', items: menu('/mine', MINE_PAGES.slice(0, 4)) },
                { title: '交易', items: menu('/mine', MINE_PAGES.slice(4)) },
              ],
            },
          },
        }),
        page(PATHS.modelHome, '秒创', [HOME], { section: '秒创' }),
        {
          path: PATHS.editor,
          lazy: templatePage('EditorPage'),
          handle: { section: '秒创', title: '在线编辑' } satisfies RouteHandle,
        },
        branch({
          path: '/modelPage',
          pages: MODEL_PAGES,
          crumbs: CREATE,
          layout: sidebarLayout,
          components: MODEL_COMPONENTS,
          // 模板列表 is the list of templates, which the template centre is.
          aliases: { modelLists: PATHS.modelCenter },
          handle: {
            section: '秒创',
            // create-and-write §2: template centre, creation records, favourites, smart generation.
            sidebar: {
              heading: '秒创',
              groups: [
                {
                  items: menu(
                    '/modelPage',
                    MODEL_PAGES,
                    [
                      'modelCenter',
                      'modelDesignHistory',
                      'modelCollectFile',
                      'smartGenerate',
                      'batchCreate',
                    ],
                    { smartGenerate: '智能生成' },
                  ),
                },
              ],
            },
          },
        }),
        {
          ...branch({
            path: '/design',
            pages: DESIGN_PAGES,
            crumbs: CREATE,
            layout: sidebarLayout,
            components: DESIGN_COMPONENTS,
            handle: {
              section: '秒创',
              sidebar: {
                heading: '设计师专区',
                groups: [{ items: menu('/design', DESIGN_PAGES) }],
              },
            },
          }),
          ...designersOnly,
        },
        page(PATHS.copyHome, '秒撰', [HOME], { section: '秒撰' }),
        page('/copyHome/correlative', '相关文案', WRITE, { section: '秒撰' }),
        { ...page(PATHS.lexiconAdmin, '词库管理', WRITE, { section: '秒撰' }), ...guard },
        branch({
          path: '/copyPage/copyTitlePage',
          pages: TITLE_PAGES,
          crumbs: WRITE,
          handle: { section: '秒撰' },
        }),
        page('/TTTEEE', '测试页', [HOME]),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Guard dependencies bound to the live session, login prompt and a router created later. */
export function sessionGuard(getRouter: () => AppRouter | null): GuardDeps {
  return {
    getToken,
    openLogin,
    currentHref: () => {
      const router = getRouter();
      if (!router?.state.initialized) return null;
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
  };
}

/** Resolves once the router has matched the first location and loaded that route's code. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function createAppRouter(): AppRouter {
  let router: AppRouter | null = null;
  const requireAuth = createRequireAuth(sessionGuard(() => router));
  router = createBrowserRouter(createAppRoutes(requireAuth));
  return router;
}
