// Undo/redo over immutable TemplateDoc snapshots. Every edit already produces a new document, so a
// snapshot is just a reference: no diffing, and undoing all the way gives back the original object.
import type { TemplateDoc } from '@adstudio/render';
import { HISTORY_LIMIT } from './editor.constants.js';

export interface History {
  readonly past: readonly TemplateDoc[];
  readonly present: TemplateDoc;
  readonly future: readonly TemplateDoc[];
}

/** A history whose present is `initial`; push/undo/redo return new histories and never mutate. */
export function createHistory(initial: TemplateDoc, limit = HISTORY_LIMIT) {
  const start: History = { past: [], present: initial, future: [] };
  return {
    initial: start,
    /** Records `doc` as the new present; pushing the present itself changes nothing. */
    push(h: History, doc: TemplateDoc): History {
      if (doc === h.present) return h;
      return { past: [...h.past, h.present].slice(-limit), present: doc, future: [] };
    },
    undo(h: History): History {
      const previous = h.past.at(-1);
      if (!previous) return h;
      return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] };
    },
    redo(h: History): History {
      const next = h.future[0];
      if (!next) return h;
      return { past: [...h.past, h.present], present: next, future: h.future.slice(1) };
    },
    canUndo: (h: History) => h.past.length > 0,
    canRedo: (h: History) => h.future.length > 0,
  };
}
export type HistoryOps = ReturnType<typeof createHistory>;
