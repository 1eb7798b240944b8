// Resolution rule of the library (issue 28 item 5): no raster is drawn above 1.0× its pixel size at
// the template's native canvas size. The render lint does not know the pictures' pixels; the
// library does (every asset it writes records them), so the rule lives here, run by the build on
// every design and by the library test on the shipped files. Beside it, the spacing of text boxes
// that a resize's rounding would otherwise turn into overlaps.
import { canvasBox, type TemplateDoc } from '@adstudio/render';

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

/**
 * Text boxes closer than this many px on the native canvas: boxes that touch (the title halves one
 * box-height apart) are one rounding away from overlapping, and every resize scales them by a factor
 * such as 460 / 1334 — the render lint then finds the two boxes 1e-14 px over each other.
 */
export const TEXT_GAP_MIN = 2;

/** Every pair of visible text boxes nearer each other than TEXT_GAP_MIN (overlaps are the render lint's). */
export function textGapIssues(doc: TemplateDoc): string[] {
  const texts = Object.values(doc.renderConfig.materials).filter(
    (l) => l.type === 'label' && !l.hidden,
  );
  return texts.flatMap((a, i) => {
    const A = canvasBox(a);
    return texts.slice(i + 1).flatMap((b) => {
      const B = canvasBox(b);
      const gap = Math.max(
        B.x - (A.x + A.w),
        A.x - (B.x + B.w),
        B.y - (A.y + A.h),
        A.y - (B.y + B.h),
      );
      return gap >= 0 && gap < TEXT_GAP_MIN
        ? [
            `${a.key}: 文字框与 ${b.key} 相距 ${Math.round(gap * 10) / 10} px（至少 ${TEXT_GAP_MIN} px）`,
          ]
        : [];
    });
  });
}
