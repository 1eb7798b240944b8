import { Navigate, createBrowserRouter, redirect } from 'react-router-dom';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { getSession, getToken } from '../accounts/session';
import { openLogin } from '../accounts/loginPrompt';
import { lazyPage } from '../shared/utils/lazyPage';
import { RouteErrorPage } from '../shared/components/RouteErrorPage';
import { NotFoundPage } from '../shared/components/NotFoundPage';
import { PageLoader } from '../shared/components/PageLoader';
import { notify } from '../shared/toaster';
import { PATHS } from '../shared/paths';
import { branchHref, menuLabel } from '../shared/routeEntry';
import type { BranchEntry, PageEntry, Placement, RouteEntry } from '../shared/routeEntry';
import type { RouteHandle, SidebarGroup } from '../shared/routeHandle';
import { AppLayout } from './AppLayout';
import { createRequireAuth, createRequireDesigner } from './guard';
import type { GuardDeps } from './guard';
import { APP_ROUTE_ENTRIES } from './routeEntries';

const placeholder = lazyPage(
  () => import('../shared/components/PlaceholderPage'),
  'PlaceholderPage',
);

type Loader = (args: LoaderFunctionArgs) => Response | null;
// A loader re-run on every navigation: a 401 may have dropped the token meanwhile.
type Gate = { loader: Loader; shouldRevalidate: () => boolean };

/** A branch's sidebar: its pages marked `sidebar`, grouped by group title in order, then its links. */
function sidebarOf(branch: BranchEntry, heading: string): RouteHandle['sidebar'] {
  const groups: SidebarGroup[] = [];
  for (const placement of branch.pages) {
    if (!placement.sidebar) continue;
    const title = placement.sidebar === true ? undefined : placement.sidebar;
    let group = groups.find((g) => g.title === title);
    if (!group) {
      group = title === undefined ? { items: [] } : { title, items: [] };
      groups.push(group);
    }
    group.items.push({ label: menuLabel(placement), to: branchHref(branch, placement) });
  }
  const links = (branch.sidebarLinks ?? []).map(({ page, to }) => ({ label: page.title, to }));
  groups.at(-1)?.items.push(...links);
  return { heading, groups };
}

/** Turns the domains' entries into react-router routes, gating with `login` and `designers`. */
function toRoutes(entries: RouteEntry[], login: Gate, designers: Gate): RouteObject[] {
  const page = (
    path: string,
    { page: p }: Pick<PageEntry, 'page'>,
    handle: RouteHandle = {},
  ): RouteObject => ({
    path,
    lazy: p.lazy ?? placeholder,
    handle: { ...handle, ...('title' in p ? { title: p.title } : {}) } satisfies RouteHandle,
    ...('guarded' in p && p.guarded ? login : {}),
  });
  const child = (branch: BranchEntry, placement: Placement) =>
    page(placement.path, placement, { crumbs: branch.crumbs });
  const gates = { login, designers };

  return entries.map((entry): RouteObject => {
    switch (entry.kind) {
      case 'redirect':
        // Redirect-only: `element: null` says so (it never renders).
        return { path: entry.path, loader: entry.to, element: null, handle: entry.handle };
      case 'page':
        return {
          ...page(entry.path, entry, entry.handle),
          ...(entry.loader ? { loader: entry.loader } : {}),
        };
      case 'branch':
        return {
          path: entry.path,
          handle: {
            section: entry.section,
            ...(entry.area ? { area: entry.area } : {}),
            ...(entry.sidebarHeading ? { sidebar: sidebarOf(entry, entry.sidebarHeading) } : {}),
          } satisfies RouteHandle,
          ...(entry.layout ? { lazy: entry.layout } : {}),
          ...(entry.access ? gates[entry.access] : {}),
          children: [
            // The bare branch path leads to the first page.
            { index: true, element: <Navigate to={entry.pages[0]?.path ?? ''} replace /> },
            ...entry.pages.map((placement) => child(entry, placement)),
            ...Object.entries(entry.aliases ?? {}).map(([path, to]) => ({
              path,
              loader: ({ request }: LoaderFunctionArgs) =>
                redirect(to + new URL(request.url).search),
              element: null,
            })),
          ],
        };
    }
  });
}

/** The route table of both spec documents; `requireAuth` guards the login-only routes. */
export function createAppRoutes(requireAuth: Loader): RouteObject[] {
  const login: Gate = { loader: requireAuth, shouldRevalidate: () => true };
  // /design/* is the designers' area (issue 30 item 8): others go to their own page, told why.
  const designers: Gate = {
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
        { path: '/', loader: () => redirect(PATHS.realHome), element: null },
        ...toRoutes(APP_ROUTE_ENTRIES, login, designers),
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
