import type { TemplateDoc } from '@adstudio/render';
import { useCallback, useRef, useState } from 'react';
import type { Opening } from './editor.opening';

interface State {
  /** The document handed to the Editor; a new object makes the Editor start over. */
  doc: TemplateDoc;
  /** The Editor holds the draft, not the clean saved document. */
  onDraft: boolean;
  /** An edit since the Editor was last handed a document (autosave has replaced the draft). */
  edited: boolean;
  draft: TemplateDoc | null;
  /** The user answered 不用了 to the offer. */
  dismissed: boolean;
}

export interface DraftChoice {
  doc: TemplateDoc;
  /** 继续上次编辑？ is asked: the clean document is open, untouched, and a draft exists. */
  offered: boolean;
  /** The clean document can be had back: the draft is open or the user has edited. */
  canGoBack: boolean;
  continueDraft: () => void;
  dismiss: () => void;
  backToSaved: () => void;
  /** Every committed edit, so going back keeps the edits as the draft offered next. */
  edited: (doc: TemplateDoc) => void;
}

/**
 * Which of the saved document and the autosave the editor shows (issue 32 item 8): the draft is
 * offered, not imposed, and the clean template is one click away at any time — the edits it
 * leaves are offered back with 继续上次编辑？ until the clean one is edited.
 */
export function useDraftChoice({ saved, draft, startOnDraft }: Opening): DraftChoice {
  const [state, setState] = useState<State>(() => ({
    doc: startOnDraft && draft ? draft : saved,
    onDraft: startOnDraft && draft !== null,
    edited: false,
    draft,
    dismissed: false,
  }));
  const latest = useRef<TemplateDoc | null>(null);

  const continueDraft = useCallback(() => {
    setState((s) =>
      s.draft ? { ...s, doc: s.draft, onDraft: true, edited: false, dismissed: false } : s,
    );
    latest.current = null;
  }, []);
  const dismiss = useCallback(() => {
    setState((s) => ({ ...s, dismissed: true }));
  }, []);
  const backToSaved = useCallback(() => {
    const kept = latest.current;
    latest.current = null;
    setState((s) => ({
      // A copy: the Editor starts over even when it was already handed `saved` and then edited.
      doc: { ...saved },
      onDraft: false,
      edited: false,
      draft: kept ?? s.draft,
      dismissed: false,
    }));
  }, [saved]);
  const edited = useCallback((doc: TemplateDoc) => {
    latest.current = doc;
    setState((s) => (s.edited ? s : { ...s, edited: true }));
  }, []);

  return {
    doc: state.doc,
    offered: !state.onDraft && !state.edited && !state.dismissed && state.draft !== null,
    canGoBack: state.onDraft || state.edited,
    continueDraft,
    dismiss,
    backToSaved,
    edited,
  };
}
