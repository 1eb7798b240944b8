import { redirect, replace } from 'react-router-dom';
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

/** spec platform-core §2: /emptyPage immediately forwards to /searchLists with the same query. */
export function forwardToSearch({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return redirect(`${PATHS.searchLists}${url.search}`);
}
