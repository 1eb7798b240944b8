import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { SMART_STRINGS as S } from '../smart.strings';

interface Props {
  /** The 禁用 words found; null: nothing to confirm. */
  words: readonly string[] | null;
  onAnswer: (go: boolean) => void;
}

/** 文案含有禁用词 … 仍要继续吗？ before a design with 禁用 words is opened, exported or downloaded. */
export function BannedConfirmDialog({ words, onAnswer }: Props) {
  return (
    <ConfirmDialog
      open={words !== null}
      title={S.bannedConfirmTitle}
      confirmLabel={S.bannedConfirm}
      cancelLabel={S.bannedCancel}
      onConfirm={() => {
        onAnswer(true);
      }}
      onCancel={() => {
        onAnswer(false);
      }}
    >
      {S.bannedConfirmBody(words ?? [])}
    </ConfirmDialog>
  );
}
