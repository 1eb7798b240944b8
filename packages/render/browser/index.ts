// @adstudio/render/browser: the same drawTemplate on a canvas element, with fonts loaded through
// FontFace and images decoded by the browser.
import { drawTemplate, type DrawableImage } from '../src/draw.js';
import { createMeasurer } from '../src/layout.js';
import type { TemplateDoc } from '../src/template.schema.js';

export { drawTemplate } from '../src/draw.js';

/** One font file of a registry family; sliced fonts give each slice its unicode-range. */
export interface FontSource {
  family: string;
  url: string;
  weight?: number;
  style?: 'normal' | 'italic';
  unicodeRange?: string;
}

/** Loads the files and adds them to document.fonts; resolves when every face is usable. */
export async function loadFonts(sources: readonly FontSource[]): Promise<void> {
  const faces = sources.map(
    (s) =>
      new FontFace(s.family, `url(${JSON.stringify(s.url)})`, {
        weight: String(s.weight ?? 400),
        style: s.style ?? 'normal',
        ...(s.unicodeRange ? { unicodeRange: s.unicodeRange } : {}),
      }),
  );
  for (const face of faces) document.fonts.add(face);
  await Promise.all(faces.map((f) => f.load()));
}

/** Decodes images by texture source; one that fails to load is left out and draws as empty. */
export async function loadImages(urls: Readonly<Record<string, string>>): Promise<Map<string, DrawableImage>> {
  const images = new Map<string, DrawableImage>();
  await Promise.all(
    Object.entries(urls).map(async ([source, url]) => {
      try {
        const response = await fetch(url);
        if (!response.ok) return;
        images.set(source, await createImageBitmap(await response.blob()));
      } catch {
        // A broken image must not break the poster (same rule as the server).
      }
    }),
  );
  return images;
}

const measureCtx = document.createElement('canvas').getContext('2d');
/** Text measurement with the fonts loaded in this page. */
export const browserMeasurer = createMeasurer((text, font) => {
  if (!measureCtx) return 0;
  measureCtx.font = font;
  return measureCtx.measureText(text).width;
});

/** Sizes `canvas` to the document times `scale` and draws it. */
export function renderToCanvas(canvas: HTMLCanvasElement, doc: TemplateDoc, images: ReadonlyMap<string, DrawableImage>, scale = 1) {
  canvas.width = Math.round(doc.renderConfig.width_g * scale);
  canvas.height = Math.round(doc.renderConfig.height_g * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  ctx.scale(scale, scale);
  return drawTemplate(ctx, doc, images, browserMeasurer);
}
