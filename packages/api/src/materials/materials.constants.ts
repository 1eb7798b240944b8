// spec platform-core §2: the category strip (13 entries); materials.category is one of these.
export const MATERIAL_CATEGORIES = [
  '人物',
  '动物',
  '风景',
  '食品&饮品',
  '美妆产品',
  '时尚',
  '热点事件',
  '建筑',
  '商务&工作',
  '电影',
  '旅游',
  '艺术&文化',
  '健康',
] as const;
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number];

// spec platform-core §9: search default 20, similar images 20, theme page 1000, recommended 20.
export const SEARCH_PAGE_SIZE_DEFAULT = 20;
export const SEARCH_PAGE_SIZE_MAX = 100;
export const THEME_PAGE_SIZE = 1000;
export const SIMILAR_PAGE_SIZE = 20;
export const RECOMMEND_COUNT = 24;
export const RECOMMENDED_TAG_COUNT = 20;
export const SIMILAR_TAGS_MAX = 10;
// Search in SQL (SEARCH_INDEX=off, or while the index builds) counts matches up to this many and
// then says "more" (共 1000+ 个结果): an exact count of a broad keyword visits every match, and
// similar_tags come from the newest SIMILAR_TAGS_SAMPLE matches. The in-memory index is exact.
export const SEARCH_TOTAL_CAP = 1000;
export const SIMILAR_TAGS_SAMPLE = 200;
export const KEYWORD_MAX_CHARS = 100;
export const KEYWORD_MAX_TERMS = 10;
export const THEME_IDS_MAX = 50;
// Complex sort: freshness halves after this many days (see materials.search.ts).
export const FRESHNESS_DAYS = 30;
