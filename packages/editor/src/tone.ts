// 调色 (issue 32 item 5): an image layer's colours matched to the design around it with the api's
// adjustTone, which needs the "base" as a picture. The base is the design itself as the user sees
// it without that layer, drawn by render's drawTemplate and uploaded as the user's own picture.
import type { TemplateDoc } from '@adstudio/render';
import { renderToCanvas } from '@adstudio/render/browser';
import { setHidden } from './doc-ops.js';

/** The base's longest side: colour statistics need no more, and the upload stays small. */
export const TONE_BASE_MAX_PX = 512;

/** The design without layer `key`, as a PNG file small enough to upload at once. */
export async function toneBase(
  doc: TemplateDoc,
  key: string,
  images: ReadonlyMap<string, HTMLImageElement>,
): Promise<File> {
  const { width_g, height_g } = doc.renderConfig;
  const scale = Math.min(1, TONE_BASE_MAX_PX / Math.max(width_g, height_g));
  const canvas = document.createElement('canvas');
  renderToCanvas(canvas, setHidden(doc, key, true), images, scale);
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/png');
  });
  if (!blob) throw new Error('the design could not be drawn');
  return new File([blob], 'tone-base.png', { type: 'image/png' });
}
