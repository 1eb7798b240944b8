// @adstudio/render/browser: the same drawTemplate on a canvas element, with fonts loaded through
// FontFace and images decoded by the browser.
import { drawTemplate, type DrawableImage } from '../src/draw.js';
import { createMeasurer, fontString } from '../src/layout.js';
import type { FontSource } from '../src/fonts.registry.js';
import type { TemplateDoc } from '../src/template.schema.js';

export { drawTemplate } from '../src/draw.js';
export type { FontSource } from '../src/fonts.registry.js';

// Any size selects the same faces; only family, weight and characters matter to font loading.
const REF_FONT_SIZE = 16;

const faces = new Map<string, FontFace>();

// One FontFace per source for the page's life: an editor that opens poster after poster adds
// nothing twice. fontSources gives each character of a weight to one face only, the one the
// server draws it from, so the order faces are added in does not matter.
function addFaces(sources: readonly FontSource[]): FontFace[] {
  return sources.map((s) => {
    const key = JSON.stringify(s);
    let face = faces.get(key);
    if (!face) {
      face = new FontFace(s.family, `url(${JSON.stringify(s.url)})`, {
        weight: String(s.weight ?? 400),
        style: s.style ?? 'normal',
        ...(s.unicodeRange ? { unicodeRange: s.unicodeRange } : {}),
      });
      faces.set(key, face);
      document.fonts.add(face);
    }
    return face;
  });
}

/**
 * Adds the faces to document.fonts and resolves when they are usable. Given `doc`, only the
 * faces its labels' characters need are fetched (a sliced family is ~100 files, a poster needs a
 * few); canvas text never waits for a font, so everything must be loaded before drawing.
 */
export async function loadFonts(sources: readonly FontSource[], doc?: TemplateDoc): Promise<void> {
  const added = addFaces(sources);
  if (!doc) {
    await Promise.all(added.map((f) => f.load()));
    return;
  }
  const texts = new Map<string, string>();
  for (const l of Object.values(doc.renderConfig.materials)) {
    if (l.type !== 'label') continue;
    const font = fontString(l, REF_FONT_SIZE);
    // A cut line ends in …, drawn in the label's font.
    texts.set(font, `${texts.get(font) ?? ''}${l.text}…`);
  }
  await Promise.all([...texts].map(([font, text]) => document.fonts.load(font, text)));
}

/** Decodes images by texture source; one that fails to load is left out and draws as empty. */
export async function loadImages(
  urls: Readonly<Record<string, string>>,
): Promise<Map<string, DrawableImage>> {
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
export function renderToCanvas(
  canvas: HTMLCanvasElement,
  doc: TemplateDoc,
  images: ReadonlyMap<string, DrawableImage>,
  scale = 1,
) {
  canvas.width = Math.round(doc.renderConfig.width_g * scale);
  canvas.height = Math.round(doc.renderConfig.height_g * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  ctx.scale(scale, scale);
  return drawTemplate(ctx, doc, images, browserMeasurer);
}
