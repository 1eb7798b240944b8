// Resolution rule of the library (issue 28 item 5): no raster is drawn above 1.0× its pixel size at
// the template's native canvas size. The render lint does not know the pictures' pixels; the
// library does (every asset it writes records them), so the rule lives here, run by the build on
// every design and by the library test on the shipped files.
import type { TemplateDoc } from '@adstudio/render';

export interface Px {
  w: number;
  h: number;
}

/** How much a sprite of box w×h scales a picture of px under its fit. */
export function drawnScale(fit: string, box: Px, px: Px): number {
  const sx = box.w / px.w;
  const sy = box.h / px.h;
  if (fit === 'none') return 1;
  if (fit === 'contain') return Math.min(sx, sy);
  return Math.max(sx, sy); // cover and fill stretch to the larger side
}

/** Every sprite drawn above its pixels, as a message; `samples` maps a slot's texture to what the preview draws there. */
export function rasterIssues(
  doc: TemplateDoc,
  pixels: (ref: string) => Px | undefined,
  samples: Record<string, string> = {},
): string[] {
  return Object.values(doc.renderConfig.materials).flatMap((l) => {
    if (l.type !== 'sprite') return [];
    const ref = samples[l.texture] ?? l.texture;
    const px = pixels(ref);
    if (!px) return [`${l.key}: 图片 ${ref} 没有记录像素尺寸`];
    const scale = drawnScale(l.fit, { w: l.width * l.scale, h: l.height * l.scale }, px);
    return scale > 1.001 ? [`${l.key}: ${ref} 放大到 ${scale.toFixed(2)} 倍`] : [];
  });
}
