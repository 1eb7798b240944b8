import type { TemplateCategory, TemplateSort } from '@adstudio/schema/client';

// create-and-write §9: template centre, favourites and records 40 a page; history 9.
export const CENTRE_PAGE_SIZE = 40;
export const HISTORY_PAGE_SIZE = 9;
// create-and-write §9: the default history range starts here.
export const HISTORY_START = '2020-01-01';
// create-and-write §9 thumbnail widths.
export const TEMPLATE_THUMB_WIDTH = 300;

// create-and-write §2: ?type=official selects 120, ?type=poster 121.
export const CATEGORY_BY_TYPE: Record<string, TemplateCategory> = {
  official: 'OFFICIAL',
  poster: 'POSTER',
};

export const SORTS: readonly { value: TemplateSort; label: string }[] = [
  { value: 'COMPLEX', label: '综合' },
  { value: 'FRESH', label: '最新上传' },
  { value: 'MAXDOWN', label: '最多下载' },
];
