// A product photo's main subject is whole in its slot (issue 27): the render's framing crops a photo
// to its slot's aspect inside the picture, so where the picture cannot give a window of that aspect
// around its subject (a tall bottle shot filling its frame, in a wide banner), the cover crop cut
// the product — a third of the product designs. Here the window is widened to hold the subject
// with a margin, and where the picture ends first the window is drawn whole with the slot's own
// ground beside it, clear of the copy where the slot leaves room. A person's framing (by the face) is the face rules' business.
import {
  canvasBox,
  MAX_UPSCALE,
  withMargin,
  type Layer,
  type SpriteLayer,
  type TemplateDoc,
} from '@adstudio/render';
import type { ImageFacts } from './smart.images.js';
import { boxOnCanvas, intersection, shareInside, type Box } from './smart.place.js';

/** Kept under MAX_UPSCALE so a window at the limit passes the upscale check after rounding. */
const SCALE_CAP = MAX_UPSCALE * 0.999;
/** Pixels a subject may stand past the slot's edge and still count as whole (drawing's rounding). */
const EDGE_PX = 1;
/** Share of the subject inside the slot that counts as whole. */
const WHOLE_SHARE = 0.999;
/** A window whose aspect is within this share of the slot's fills it without bands. */
const ASPECT_SLACK = 0.005;
/** Places along the slot a picture narrower (or shorter) than it is tried at, clear of the copy. */
const PLACES = 16;

/** The window widened to the slot's aspect, or drawn whole with the ground beside or above it. */
export type Refit = 'widened' | 'side-bands' | 'top-bands';

const grown = (b: Box, px: number): Box => ({
  x: b.x - px,
  y: b.y - px,
  w: b.w + 2 * px,
  h: b.h + 2 * px,
});

// A panel drawn over a photo at least this opaque hides what is under it (the library's side bands
// are 0.94).
const PANEL_OPAQUE = 0.9;
const SOLID = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/iu;

/** A solid rectangle drawn over `layer` (a side panel carrying the copy), not a see-through one. */
const panelOver = (layer: SpriteLayer, l: Layer): boolean =>
  l.type === 'shape' &&
  l.shape === 'rect' &&
  !l.hidden &&
  !l.rotation &&
  l.zIndex > layer.zIndex &&
  (l.opacity ?? 1) >= PANEL_OPAQUE &&
  typeof l.fill === 'string' &&
  SOLID.test(l.fill);

/** `area` less a panel that spans it from one side to the other and covers one of its edges. */
function uncovered(area: Box, p: Box): Box {
  const right = area.x + area.w;
  const bottom = area.y + area.h;
  const fullHeight = p.y <= area.y + EDGE_PX && p.y + p.h >= bottom - EDGE_PX;
  const fullWidth = p.x <= area.x + EDGE_PX && p.x + p.w >= right - EDGE_PX;
  if (fullHeight && p.x <= area.x + EDGE_PX && p.x + p.w < right)
    return { ...area, x: p.x + p.w, w: right - p.x - p.w };
  if (fullHeight && p.x + p.w >= right - EDGE_PX && p.x > area.x) return { ...area, w: p.x - area.x };
  if (fullWidth && p.y <= area.y + EDGE_PX && p.y + p.h < bottom)
    return { ...area, y: p.y + p.h, h: bottom - p.y - p.h };
  if (fullWidth && p.y + p.h >= bottom - EDGE_PX && p.y > area.y) return { ...area, h: p.y - area.y };
  return area;
}

/**
 * The part of the layer that shows: on the canvas and not under a solid panel drawn over it (a
 * full-bleed photo whose left half carries the copy on a coloured band shows its right half).
 */
export function openArea(doc: TemplateDoc, layer: SpriteLayer): Box | undefined {
  const { width_g: w, height_g: h } = doc.renderConfig;
  let area = intersection(canvasBox(layer), { x: 0, y: 0, w, h });
  const panels = Object.values(doc.renderConfig.materials)
    .filter((l) => panelOver(layer, l))
    .map(canvasBox);
  // A panel may border another (a rule along the band's edge): until nothing more is cut.
  for (let cut = true; area && cut; ) {
    const before: Box = area;
    area = panels.reduce(uncovered, before);
    cut = area.w !== before.w || area.h !== before.h;
  }
  return area;
}

/** Whether the image's main subject lies whole in the part of the layer that shows. */
export function subjectWhole(doc: TemplateDoc, layer: SpriteLayer, image: ImageFacts): boolean {
  if (!image.subject) return true;
  const shown = openArea(doc, layer);
  if (!shown) return false;
  return shareInside(boxOnCanvas(layer, image, image.subject), grown(shown, EDGE_PX)) >= WHOLE_SHARE;
}

/**
 * Reframes `layer` so the image's main subject (no face: a product, or a cut-out vision found no
 * face in) is whole in the part of the slot on the canvas: the smallest window of the slot's aspect
 * that holds the subject and its margin (never drawn past twice its size), inside the picture; where
 * the picture is too narrow or too short for that window, the window is as close to the aspect as
 * the picture allows and drawn whole, the slot's ground showing beside it, at the place along the
 * slot where the copy covers the least of the subject. Returns what it changed, or undefined when the
 * subject was already whole (or there is none).
 */
export function keepSubjectWhole(
  doc: TemplateDoc,
  layer: SpriteLayer,
  image: ImageFacts,
): Refit | undefined {
  const subject = image.subject;
  if (image.face || !subject || subjectWhole(doc, layer, image)) return undefined;
  const area = openArea(doc, layer);
  const { width: iw, height: ih } = image;
  if (!area || iw <= 0 || ih <= 0) return undefined;
  const s = withMargin(subject);
  const sw = s.w * iw;
  const sh = s.h * ih;
  const aspect = area.w / area.h;
  // The slot's aspect around the subject, no closer than the upscale cap allows…
  let w = Math.max(sw, sh * aspect, area.w / SCALE_CAP);
  let h = w / aspect;
  // …and where the picture ends first, as near that aspect as it can be, still holding the subject.
  if (w > iw) {
    w = iw;
    h = Math.min(ih, Math.max(sh, w / aspect, area.h / SCALE_CAP));
  }
  if (h > ih) {
    h = ih;
    w = Math.min(iw, Math.max(sw, h * aspect, area.w / SCALE_CAP));
  }
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const x0 = clamp((s.x + s.w / 2) * iw - w / 2, iw - w);
  const y0 = clamp((s.y + s.h / 2) * ih - h / 2, ih - h);
  const banded = Math.abs(w / h - aspect) > aspect * ASPECT_SLACK;
  // A mirrored layer shows the same window mirrored inside its box: the subject stays inside it.
  layer.crop = { x: x0 / iw, y: y0 / ih, w: w / iw, h: h / ih };
  layer.fit = 'fill';
  layer.anchor = [0, 0];
  layer.focusBox = subject;
  if (!banded) {
    setBox(layer, area);
    return 'widened';
  }
  // Drawn whole, as large as the slot allows, where along the slot its subject meets the least copy.
  const k = Math.min(area.w / w, area.h / h);
  const drawn = { w: w * k, h: h * k };
  const copy = Object.values(doc.renderConfig.materials)
    .filter((l) => l.type === 'label' && !l.hidden)
    .map(canvasBox);
  // Narrower than the slot (ground at the sides) or flatter (ground above and below): by aspect, as
  // the drawn width may round just under the slot's.
  const sideways = w / h < aspect;
  const room = sideways ? area.w - drawn.w : area.h - drawn.h;
  const overlap = (at: number) => {
    setBox(layer, { ...drawn, x: area.x + (sideways ? at : 0), y: area.y + (sideways ? 0 : at) });
    const placed = boxOnCanvas(layer, image, subject);
    return copy.reduce((sum, b) => {
      const i = intersection(placed, b);
      return sum + (i ? i.w * i.h : 0);
    }, 0);
  };
  const steps = Array.from({ length: PLACES + 1 }, (_, i) => (room * i) / PLACES);
  const middle = room / 2;
  const [best] = [middle, ...steps]
    .map((at) => ({ at, covered: overlap(at) }))
    .sort((a, b) => a.covered - b.covered || Math.abs(a.at - middle) - Math.abs(b.at - middle));
  overlap(best?.at ?? middle);
  return sideways ? 'side-bands' : 'top-bands';
}

function setBox(layer: SpriteLayer, box: Box) {
  layer.pos = [box.x, box.y];
  layer.width = box.w / layer.scale;
  layer.height = box.h / layer.scale;
}
