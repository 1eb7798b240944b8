// Business constants of the material library (spec platform-core §2, §9). The category
// strip's names are the api's (useMaterialCategories).

// The theme category and the home rows are what /home first asks for, which the bff also sends
// with a guest's page: they live with that plan.
export {
  GRID_THUMB_WIDTH,
  HOME_ROW_SIZE,
  HOME_ROW_THEMES,
  SEARCH_PAGE_SIZE,
  THEME_CATEGORY_ID,
} from '@adstudio/schema/page-data';
// spec §2: the 5 hot-topic tiles (5G, New Year's Day, Christmas, traditional patterns, 24 solar terms).
export const HOT_TOPICS = ['5G', '元旦', '圣诞', '传统纹样', '二十四节气'] as const;

// spec §9 page sizes.
export const HOME_SLIDE_SIZE = 3;
export const RECOMMENDED_COUNT = 20;
export const THEME_PAGE_SIZE = 1000;

// spec §9: 500 for the large view on the detail page (grids: GRID_THUMB_WIDTH, 300).
export const LARGE_THUMB_WIDTH = 500;
