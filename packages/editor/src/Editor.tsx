import type { TemplateDoc } from '@adstudio/render';
import type { FontSource } from '@adstudio/render/browser';
import type { EditorMode } from './doc-ops.js';

export type { EditorMode } from './doc-ops.js';

export interface EditorProps {
  /** Already restored with restoreTemplate. */
  doc: TemplateDoc;
  /** user: layers with a lock stay locked; designer: every layer is editable. */
  mode: EditorMode;
  /** The licensed fonts' browser files (from the page); loaded with @adstudio/render/browser loadFonts. */
  fontSources: readonly FontSource[];
  /** Texture → fetchable URL (default identity). */
  resolveUrl?: (texture: string) => string;
  /** After every committed edit (the page autosaves drafts from this). */
  onChange?: (doc: TemplateDoc) => void;
  onSave: (doc: TemplateDoc) => Promise<void>;
  onExport?: (doc: TemplateDoc, format: 'png' | 'jpeg' | 'pdf') => Promise<void>;
  /** Returns the new texture URL. */
  onUploadImage?: (file: File) => Promise<string>;
  /** Returns the cut-out PNG URL. */
  onCutout?: (url: string) => Promise<string>;
  onSearchImages?: (query: string) => Promise<ReadonlyArray<{ url: string; thumbUrl: string; title: string }>>;
}

/** The online editor (QUICKCREATE §8): edits a TemplateDoc and hands it back through callbacks. */
export function Editor(props: EditorProps) {
  return <div data-template-width={props.doc.renderConfig.width_g} />;
}
