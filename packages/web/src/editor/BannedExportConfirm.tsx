import type { CSSProperties } from 'react';
import { SMART_STRINGS as S } from '../smart/smart.strings';

// editor.html carries no Chakra (its JS budget): the confirmation is a plain dialog.
const backdrop: CSSProperties = {
  position: 'fixed',
  inset: 0,
  background: 'rgba(0, 0, 0, 0.4)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 1000,
};
const panel: CSSProperties = {
  background: '#fff',
  borderRadius: 8,
  padding: 24,
  maxWidth: 420,
  fontSize: 14,
  lineHeight: 1.6,
};
const actions: CSSProperties = { display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 };

interface Props {
  words: readonly string[] | null;
  onAnswer: (go: boolean) => void;
}

/** 文案含有禁用词 … 仍要继续吗？ before an export of a design whose text has 禁用 words. */
export function BannedExportConfirm({ words, onAnswer }: Props) {
  if (words === null) return null;
  return (
    <div style={backdrop}>
      <div role="alertdialog" aria-modal="true" aria-labelledby="banned-title" style={panel}>
        <h2 id="banned-title" style={{ fontSize: 16, margin: 0 }}>
          {S.bannedConfirmTitle}
        </h2>
        <p>{S.bannedConfirmBody(words)}</p>
        <div style={actions}>
          <button
            type="button"
            autoFocus
            onClick={() => {
              onAnswer(false);
            }}
          >
            {S.bannedCancel}
          </button>
          <button
            type="button"
            onClick={() => {
              onAnswer(true);
            }}
          >
            {S.bannedConfirm}
          </button>
        </div>
      </div>
    </div>
  );
}
