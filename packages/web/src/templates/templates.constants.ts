import type { TemplateSort } from '@adstudio/schema/client';
import { TEMPLATE_SORTS } from '@adstudio/schema/page-data';

// The centre's address is read the same way by the bff that sends a guest its first screen.
export {
  CATEGORY_BY_TYPE,
  CENTRE_PAGE_SIZE,
  TEMPLATE_THUMB_WIDTH,
} from '@adstudio/schema/page-data';

// create-and-write §9: history 9 a page (the centre, favourites and records: CENTRE_PAGE_SIZE).
export const HISTORY_PAGE_SIZE = 9;
const SORT_LABELS: Record<TemplateSort, string> = {
  COMPLEX: '综合',
  FRESH: '最新上传',
  MAXDOWN: '最多下载',
};

export const SORTS: readonly { value: TemplateSort; label: string }[] = TEMPLATE_SORTS.map(
  (value) => ({ value, label: SORT_LABELS[value] }),
);
