import { PATHS } from '../shared/paths';

// The search page's address is read the same way by the bff that sends a guest its first screen.
export {
  normaliseKeyword,
  parseThemeArr,
  positiveInt,
  stripQuery,
  thumbUrl,
} from '@adstudio/schema/page-data';

/** The /listDetail link of a material. */
export function detailHref(id: string): string {
  return `${PATHS.listDetail}?id=${encodeURIComponent(id)}`;
}

/** The theme detail list of a theme (the /themeIntro page with theme_arr set). */
export function themeListHref(themeId: string): string {
  return `${PATHS.themeIntro}?theme_arr=${encodeURIComponent(themeId)}`;
}
