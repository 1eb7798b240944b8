import type { CSSProperties } from 'react';
import { EDITOR_PAGE_STRINGS as S } from './editor.strings';
import type { DraftChoice } from './useDraftChoice';

const button: CSSProperties = {
  padding: '2px 10px',
  border: '1px solid #cbd5e0',
  borderRadius: 4,
  background: '#fff',
  cursor: 'pointer',
  fontSize: 13,
};
const wrap: CSSProperties = { display: 'flex', gap: 8, alignItems: 'center' };

/** The header's draft controls: 继续上次编辑？ while the clean document is open, else the way back. */
export function DraftChoiceBar({ choice, isDesign }: { choice: DraftChoice; isDesign: boolean }) {
  if (choice.offered)
    return (
      <div role="group" aria-label={S.draftOffer} style={wrap}>
        <span>{S.draftOffer}</span>
        <button type="button" style={button} onClick={choice.continueDraft}>
          {S.continueDraft}
        </button>
        <button type="button" style={button} onClick={choice.dismiss}>
          {S.dismissDraft}
        </button>
      </div>
    );
  if (!choice.canGoBack) return null;
  return (
    <button type="button" style={button} onClick={choice.backToSaved}>
      {isDesign ? S.backToSaved : S.backToTemplate}
    </button>
  );
}
