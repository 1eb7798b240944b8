import { restoreTemplate, type TemplateDoc } from '@adstudio/render';

/** What OpenDesign answers: the design or template as saved, and the viewer's autosave of it. */
export interface OpenDesignAnswer {
  template: { id: string; name: string; isDesign: boolean; document: string };
  draft: { document: string } | null;
}

export interface Opening {
  /** The template as the library has it, or the design as the user last saved it. */
  saved: TemplateDoc;
  /** The viewer's autosave, when there is one that still reads. */
  draft: TemplateDoc | null;
  /**
   * Open on the draft: the smart result just filled in (what the user chose), or the user's own
   * design reopened after a reload or a crash. A template from 模板中心 opens clean, its draft
   * only offered (issue 32 item 8): an old session never hides the template.
   */
  startOnDraft: boolean;
}

const readDoc = (document: string): TemplateDoc | null => {
  try {
    return restoreTemplate(JSON.parse(document));
  } catch {
    // A draft that no longer reads (an older editor's) is dropped; what was saved still opens.
    return null;
  }
};

/** The documents the editor may open from OpenDesign's answer; null when the saved one is broken. */
export function openingOf({ template, draft }: OpenDesignAnswer, filled: boolean): Opening | null {
  const saved = readDoc(template.document);
  if (!saved) return null;
  const draftDoc = draft ? readDoc(draft.document) : null;
  return {
    saved,
    draft: draftDoc,
    startOnDraft: draftDoc !== null && (filled || template.isDesign),
  };
}
