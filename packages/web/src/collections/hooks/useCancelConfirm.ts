import { useState } from 'react';
import type { CollectKind } from '../collections.strings';
import { useToggleCollect } from './useToggleCollect';

/**
 * A favourites list's 取消收藏: the item is removed only after the confirmation dialog's 确定.
 * `onCancelled` runs once it has left the list (a page may then step back).
 */
export function useCancelConfirm(kind: CollectKind, onCancelled: () => void) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const { cancel, pending } = useToggleCollect(kind);

  const confirm = async () => {
    if (!pendingId) return;
    const done = await cancel(pendingId);
    setPendingId(null);
    if (done) onCancelled();
  };

  return {
    ask: setPendingId,
    dialog: {
      open: pendingId !== null,
      loading: pending,
      onConfirm: () => void confirm(),
      onCancel: () => {
        setPendingId(null);
      },
    },
  };
}
