// The browser half of the parity test, bundled for the page: the render package's browser entry,
// driven exactly as the web app will drive it (FontFace fonts, fetched images, a canvas element).
import { loadFonts, loadImages, renderToCanvas, type FontSource } from '../../browser/index.js';
import { fontString, type TextLayout } from '../../src/layout.js';
import type { TemplateDoc } from '../../src/template.schema.js';

export interface PageInput {
  doc: TemplateDoc;
  fonts: FontSource[];
  /** Texture source → URL on the test server. */
  images: Record<string, string>;
  /** Fetch only the faces the document's text needs (loadFonts given the doc). */
  fontsForDocOnly: boolean;
}

export interface PageOutput {
  layouts: [string, TextLayout][];
  /** The canvas as a PNG data URL. */
  png: string;
  /** Font faces fetched, of all those declared. */
  facesLoaded: number;
  facesDeclared: number;
  /** Labels whose font and text document.fonts cannot yet draw (a fallback face would be used). */
  fontsMissing: string[];
}

async function renderParity(input: PageInput): Promise<PageOutput> {
  await loadFonts(input.fonts, input.fontsForDocOnly ? input.doc : undefined);
  await document.fonts.ready;
  const fontsMissing = Object.values(input.doc.renderConfig.materials).flatMap((l) =>
    l.type === 'label' && !document.fonts.check(fontString(l, 16), l.text) ? [l.key] : [],
  );
  const images = await loadImages(input.images);
  const canvas = document.createElement('canvas');
  document.body.append(canvas);
  const layouts = renderToCanvas(canvas, input.doc, images);
  const faces = [...document.fonts];
  return {
    layouts: [...layouts],
    png: canvas.toDataURL('image/png'),
    facesLoaded: faces.filter((f) => f.status === 'loaded').length,
    facesDeclared: faces.length,
    fontsMissing,
  };
}

Object.assign(window, { renderParity });
