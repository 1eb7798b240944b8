import { replace } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PATHS } from '../shared/paths';

// spec platform-core §6 and create-and-write §2: pages that need a stored token.
const GUARDED_PREFIXES = [
  PATHS.uploadPage,
  PATHS.review,
  PATHS.lexiconAdmin,
  PATHS.accountPage,
  '/seGeneration',
  '/seWritting',
  '/mine',
  PATHS.smartGenerate,
  PATHS.smartPoster,
  PATHS.smartSingle,
];

export function isGuardedPath(pathname: string): boolean {
  return GUARDED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export interface GuardDeps {
  getToken: () => string | null;
  // Opens the login dialog; after a login the app navigates to `pendingHref`.
  openLogin: (pendingHref: string) => void;
  // The committed location (null before the router has rendered anything).
  currentHref: () => string | null;
}

/**
 * Loader for guarded routes. Without a token it opens the login dialog and BLOCKS the navigation:
 * the router is sent back to the page it is on (history entry replaced, so nothing is added), or to
 * /realHome on a direct load, so the guarded page never renders for a guest.
 */
export function createRequireAuth(deps: GuardDeps) {
  return ({ request }: LoaderFunctionArgs): Response | null => {
    if (deps.getToken()) return null;
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}${url.hash}`;
    deps.openLogin(target);
    const from = deps.currentHref();
    const fromPath = from === null ? null : new URL(from, url.origin).pathname;
    // Staying on a guarded page would re-run this loader: fall back to home under the dialog.
    const stay = from !== null && fromPath !== null && from !== target && !isGuardedPath(fromPath);
    return replace(stay ? from : PATHS.realHome);
  };
}

// create-and-write §2, §6 (issue 30 item 8): /design/* is the designers' area. Anyone else is sent
// to the same page of their own area (/modelPage) with a message; a guest gets the login prompt.
export const DESIGN_AREA_ROLES: readonly string[] = ['DESIGNER', 'ADMIN'];
export const DESIGN_AREA_NOTICE = '设计师专区仅对设计师开放，已为你打开对应的页面';
const OWN_EQUIVALENT: Record<string, string> = {
  'designer/modelLists': PATHS.modelCenter,
  modelCenter: PATHS.modelCenter,
  modelDesignHistroy: '/modelPage/modelDesignHistory',
  modelCollectFile: '/modelPage/modelCollectFile',
  smartModel: '/modelPage/smartModel',
};

/** The page of /modelPage a non-designer gets for a /design address. */
export function ownEquivalent(pathname: string): string {
  const child = pathname.replace(/^\/design\/?/u, '').replace(/\/$/u, '');
  return OWN_EQUIVALENT[child] ?? PATHS.modelCenter;
}

/** Loader of the /design branch: the login guard, then designers only. */
export function createRequireDesigner(
  requireAuth: (args: LoaderFunctionArgs) => Response | null,
  getRole: () => string | null,
  tell: (message: string) => void,
) {
  return (args: LoaderFunctionArgs): Response | null => {
    const refused = requireAuth(args);
    if (refused) return refused;
    if (DESIGN_AREA_ROLES.includes(getRole() ?? '')) return null;
    const url = new URL(args.request.url);
    tell(DESIGN_AREA_NOTICE);
    return replace(`${ownEquivalent(url.pathname)}${url.search}`);
  };
}
