import type { UIMatch } from 'react-router-dom';
import type { TitleSection } from './strings';

export interface Crumb {
  label: string;
  to?: string;
}

export interface SidebarGroup {
  title?: string;
  items: { label: string; to: string }[];
}

// The left menu a layout route hands to SidebarLayout.
export interface Sidebar {
  heading: string;
  groups: SidebarGroup[];
}

// Static facts about a route that the shell reads through useMatches().
export interface RouteHandle {
  section?: TitleSection;
  // Page heading for placeholder pages and the last breadcrumb.
  title?: string;
  crumbs?: Crumb[];
  footer?: boolean;
  headerSearch?: boolean;
  // Material-library pages link the logo to /home and the user name to the account page; the
  // platform pages link them to /realHome and the workbench (spec platform-core §2 "Header").
  area?: 'library' | 'platform';
  // The left menu of a layout route.
  sidebar?: Sidebar;
}

/** The innermost value of `key` along the matched routes. */
export function deepestHandle<K extends keyof RouteHandle>(
  matches: UIMatch[],
  key: K,
): RouteHandle[K] | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    if (!match) continue;
    // Every `handle` in routes.tsx is a RouteHandle (checked there with `satisfies`).
    const handle: RouteHandle = match.handle ?? {};
    const value = handle[key];
    if (value !== undefined) return value;
  }
  return undefined;
}
