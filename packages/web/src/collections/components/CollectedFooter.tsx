import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { Pager } from '../../shared/components/Pager';
import { COLLECTED_PAGE_SIZE, COLLECT_STRINGS } from '../collections.strings';
import type { useCancelConfirm } from '../hooks/useCancelConfirm';

interface CollectedFooterProps {
  page: number;
  pageSize?: number;
  total: number;
  onPage: (page: number) => void;
  /** The confirmation of a 取消收藏 (useCancelConfirm). */
  dialog: ReturnType<typeof useCancelConfirm>['dialog'];
  confirmTitle?: string;
}

/** Below every favourites list: its pager and the 确定取消收藏吗？ confirmation. */
export function CollectedFooter({
  page,
  pageSize = COLLECTED_PAGE_SIZE,
  total,
  onPage,
  dialog,
  confirmTitle = COLLECT_STRINGS.uncollectConfirm,
}: CollectedFooterProps) {
  return (
    <>
      <Pager page={page} pageSize={pageSize} total={total} onChange={onPage} />
      <ConfirmDialog title={confirmTitle} {...dialog} />
    </>
  );
}
