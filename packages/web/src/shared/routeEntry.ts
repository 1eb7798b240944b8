import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { Crumb, RouteHandle } from './routeHandle';
import type { TitleSection } from './strings';

/**
 * A page: its title, written here once (heading, last breadcrumb, and the wording of every menu,
 * navigation entry and landing card that does not say otherwise), and its code.
 */
export interface Page {
  title: string;
  // None: the placeholder page, showing the title.
  lazy?: RouteObject['lazy'];
  // Needs login wherever it is placed.
  guarded?: boolean;
}

/** A page at an address: absolute at the top level, a child path inside a branch. */
export interface Placement {
  path: string;
  page: Page;
  // The wording of its sidebar and navigation entries where the spec's differs from the title.
  label?: string;
  // Listed in its branch's sidebar; a string is the title of the sidebar group it sits in.
  sidebar?: true | string;
  // Listed under its section in the header navigation.
  nav?: true;
}

/** A page of its own at the top level (a landing page, a tool, the login form). */
export interface PageEntry extends Omit<Placement, 'page'> {
  kind: 'page';
  // A page that heads itself (search results, a material, a theme) gives only its code.
  page: Page | Required<Pick<Page, 'lazy'>>;
  // The shell's facts; the title comes from the page.
  handle?: Omit<RouteHandle, 'title'>;
  // The header navigation's group of `handle.section` leads here and is named by the title.
  navGroup?: true;
  // Runs before the page (a redirect for a signed-in user, say).
  loader?: (args: LoaderFunctionArgs) => Response | null;
}

/** An address that only forwards elsewhere (it never renders). */
export interface RedirectEntry {
  kind: 'redirect';
  path: string;
  to: (args: LoaderFunctionArgs) => Response;
  handle?: Omit<RouteHandle, 'title'>;
}

/** Pages under one path sharing a layout, breadcrumb trail and sidebar. */
export interface BranchEntry {
  kind: 'branch';
  path: string;
  section: TitleSection;
  crumbs: Crumb[];
  area?: RouteHandle['area'];
  layout?: RouteObject['lazy'];
  // The sidebar's heading; the sidebar lists the pages placed with `sidebar`, in their order.
  sidebarHeading?: string;
  // Sidebar entries leading to a page of another branch, after the branch's own.
  sidebarLinks?: { page: Page; to: string }[];
  // Who may enter the whole branch (otherwise only pages marked `guarded` need login).
  access?: 'login' | 'designers';
  // The bare branch path leads to the first.
  pages: Placement[];
  // Child paths the spec names that are another page under an older name: child → that page.
  aliases?: Record<string, string>;
}

export type RouteEntry = PageEntry | RedirectEntry | BranchEntry;

/** The wording of a placement's sidebar and navigation entries. */
export function menuLabel({ label, page }: { label?: string; page: Page }): string {
  return label ?? page.title;
}

/** The address of a page placed in a branch. */
export function branchHref(branch: BranchEntry, { path }: Placement): string {
  return `${branch.path}/${path}`;
}
