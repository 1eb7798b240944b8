// spec platform-core §7: collectType 0 title, 1 material, 2 template; 3 copy card (second document).
export const COLLECT_TYPE_TITLE = 0;
export const COLLECT_TYPE_MATERIAL = 1;
export const COLLECT_TYPE_TEMPLATE = 2;
export const COLLECT_TYPE_COPY_CARD = 3;
export type CollectType = 0 | 1 | 2 | 3;

// spec platform-core §9: collections list 10 per page.
export const COLLECTIONS_PAGE_SIZE_DEFAULT = 10;
