// Business constants of the material library (spec platform-core §2, §9). The category
// strip's names are the api's (useMaterialCategories).

// Themes hang off the image-type class entry (category 1), as the api's demo seeder sets up.
export const THEME_CATEGORY_ID = '1';
// spec §2: the 5 hot-topic tiles (5G, New Year's Day, Christmas, traditional patterns, 24 solar terms).
export const HOT_TOPICS = ['5G', '元旦', '圣诞', '传统纹样', '二十四节气'] as const;
// spec §2: the two home rows, person and landscape.
export const HOME_ROW_THEMES = ['人物', '风景'] as const;

// spec §9 page sizes.
export const HOME_ROW_SIZE = 9;
export const HOME_SLIDE_SIZE = 3;
export const SEARCH_PAGE_SIZE = 20;
export const RECOMMENDED_COUNT = 20;
export const THEME_PAGE_SIZE = 1000;

// spec §9: 300 for grids (search, similar images); 500 for the large view on the detail page.
export const GRID_THUMB_WIDTH = 300;
export const LARGE_THUMB_WIDTH = 500;
