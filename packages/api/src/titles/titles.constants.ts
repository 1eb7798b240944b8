// The headline library (spec create-and-write §3, §7; docs/quick-write-contract.md).

// Top tags fixed by the web: 原创标题 and 10W+标题; every title is linked to one of them.
export const TAG_ORIGINAL = 266;
export const TAG_TEN_W = 267;
export const TOP_TAGS: readonly number[] = [TAG_ORIGINAL, TAG_TEN_W];

export const TITLE_PAGE_SIZE_DEFAULT = 20;
export const TITLE_PAGE_SIZE_MAX = 100;

// Migration 0012 checks the same bound on titles.content.
export const TITLE_CONTENT_MAX_CHARS = 100;
export const TITLE_SOURCE_MAX_CHARS = 20;
