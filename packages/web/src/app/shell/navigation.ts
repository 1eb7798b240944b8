import { MATERIAL_HOME } from '../../materials/materials.routes';
import { MODEL_HOME_ENTRY } from '../../templates/templates.routes';
import { WRITING_BRANCH } from '../../titles/titles.routes';
import { PATHS } from '../../shared/paths';
import { branchHref, menuLabel } from '../../shared/routeEntry';
import { APP_ROUTE_ENTRIES } from '../routeEntries';

export interface NavEntry {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  to: string;
  children: NavEntry[];
}

/**
 * spec platform-core §2 "Header and shell": the navigation bar's groups (the landing pages marked
 * `navGroup`, named by their title) and their sub-entries (the pages of that section marked `nav`),
 * in the route table's order.
 */
function navGroups(): NavGroup[] {
  const groups = new Map<string | undefined, NavGroup>();
  const children = new Map<string | undefined, NavEntry[]>();
  const add = (section: string | undefined, entry: NavEntry) => {
    children.set(section, [...(children.get(section) ?? []), entry]);
  };
  for (const entry of APP_ROUTE_ENTRIES) {
    if (entry.kind === 'branch') {
      for (const placement of entry.pages) {
        if (placement.nav)
          add(entry.section, { label: menuLabel(placement), to: branchHref(entry, placement) });
      }
    } else if (entry.kind === 'page' && 'title' in entry.page) {
      const { handle, label, page, path } = entry;
      if (entry.navGroup)
        groups.set(handle?.section, { label: page.title, to: path, children: [] });
      if (entry.nav) add(handle?.section, { label: menuLabel({ label, page }), to: path });
    }
  }
  return [...groups].map(([section, group]) => ({
    ...group,
    children: children.get(section) ?? [],
  }));
}

export const NAV_GROUPS: NavGroup[] = navGroups();

/** spec platform-core §2: the mobile quick-create link depends on the role. */
export function quickCreateHref(isDesigner: boolean): string {
  return isDesigner ? PATHS.modelPageDesignHistory : PATHS.modelCenter;
}

// Mobile side menu: the landing pages of 素材库 and 秒创 (by their navigation wording) and every
// writing tool (title assistant and copy).
export const MOBILE_LIBRARY_HOME: NavEntry = { label: MATERIAL_HOME.title, to: PATHS.home };
export const MOBILE_CREATE_HOME: NavEntry = {
  label: menuLabel(MODEL_HOME_ENTRY),
  to: MODEL_HOME_ENTRY.path,
};
export const MOBILE_WRITING_ENTRIES: NavEntry[] = WRITING_BRANCH.pages.map((placement) => ({
  label: menuLabel(placement),
  to: branchHref(WRITING_BRANCH, placement),
}));
