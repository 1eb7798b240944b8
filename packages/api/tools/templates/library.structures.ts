// Layout families whose hierarchy is not the text column's (issue 28 item 1, the art director's
// note: "nearly every design has the same hierarchy"): a full-bleed picture under a text band, an
// offer-led sale with the offer as the largest element, a diagonal split, centred festival
// lettering under framed art, and a magazine cover led by a person. Each keeps the library's slots
// (logo, QR code, a product or person) and places its boxes in fractions of the canvas, so that one
// structure serves every size of its aspect; on the print sizes the headline gets a region a
// quarter of the canvas high or more, so it is never small in empty space.
import type { Layer } from '@adstudio/render';
import type { FamilyInput, Lettering } from './library.families.js';
import { f, label, PLACEHOLDERS, productSprite, rect, sprite } from './library.layouts.js';
import { contrast, type Palette } from './library.palettes.js';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Structure = 'fullbleed' | 'offer' | 'diagonal' | 'festival' | 'magazine';

/** An outline only: a rect without a fill, stroked (at least 3 px) in `colour`. */
export function outline(
  key: string,
  z: number,
  b: Box,
  colour: string,
  radius: number,
  width: number,
) {
  const frame = rect(key, z, b, colour, radius);
  delete frame.fill;
  frame.stroke = { color: colour, width: Math.max(3, f(width)) };
  return frame;
}

/** The outline round the whole page, `m` in from its edges. */
export const pageFrame = (
  W: number,
  H: number,
  m: number,
  colour: string,
  radius: number,
  width: number,
) => outline('deco_frame_0', 2, { x: m, y: m, w: W - 2 * m, h: H - 2 * m }, colour, radius, width);

/**
 * The photo window: the design's photo slot (a person or product photo that is not cut out goes
 * here); `texture` is a `photo:` spec the build resolves to a photo of the topic or an art card.
 */
export const photoWindow = (b: Box, texture: string) =>
  sprite('photo_0', 3, b, texture, 'cover', {
    focus: 'center',
    slot: { field: 'background', index: 0, required: false, whenEmpty: 'keep', accepts: ['photo'] },
  });

/** The logo slot, hidden when the user gives no logo. */
export const logoSlot = (b: Box) =>
  sprite('logo_0', 30, b, PLACEHOLDERS.logo, 'contain', {
    slot: { field: 'logo', index: 0, required: false, whenEmpty: 'hide', accepts: ['logo'] },
  });

/** The QR row: the code at the row's left, its call to action and on posters the notes beside it. */
export function qrRow(
  row: Box,
  copy: { code: string; notes: string },
  ink: string,
  poster: boolean,
): Layer[] {
  // The call to action needs room for six characters beside the code: a row is at least 2.5 times
  // as wide as it is high (a taller box keeps its foot and gives up its top).
  const h = Math.min(row.h, row.w / 2.5);
  row = { ...row, y: row.y + row.h - h, h };
  const qr = row.h * 0.92;
  const textX = row.x + qr * 1.15;
  const textW = row.w - qr * 1.15;
  const layers: Layer[] = [
    sprite(
      'code_0',
      31,
      { x: row.x, y: row.y + row.h * 0.04, w: qr, h: qr },
      PLACEHOLDERS.qr,
      'contain',
      {
        slot: { field: 'code', index: 0, required: false, whenEmpty: 'hide', accepts: ['qr'] },
      },
    ),
    label({
      key: 'codeLabel_0',
      field: 'codeLabel',
      z: 23,
      box: { x: textX, y: row.y + row.h * (poster ? 0.12 : 0.3), w: textW, h: row.h * 0.34 },
      text: copy.code,
      family: 'noto-sans-sc',
      weight: 700,
      color: ink,
      align: 'left',
      lines: 1,
    }),
  ];
  if (poster)
    layers.push(
      label({
        key: 'notesLabel_0',
        field: 'notesLabel',
        z: 24,
        box: { x: textX, y: row.y + row.h * 0.56, w: textW, h: row.h * 0.24 },
        text: copy.notes,
        family: 'noto-sans-sc',
        weight: 400,
        color: ink,
        align: 'left',
        lines: 1,
        mode: 'ellipsis',
      }),
    );
  return layers;
}

/**
 * The face width a person slot aims at (spec create-and-write §9: face target width 130 for person
 * images, on the 750-wide canvas), in proportion to the canvas width; smart placement scales a
 * person so their face is this wide. Person windows are at least twice as wide (PERSON_WINDOW).
 */
export const faceTargetWidth = (W: number) => (130 * W) / 750;

/** A person slot (cut out), its face aimed at the upper third of the window, facing the canvas's middle. */
export const personSlot = (area: Box, W: number) =>
  sprite('role_0', 10, area, PLACEHOLDERS.role, 'contain', {
    focus: 'face',
    slot: {
      field: 'role',
      index: 0,
      required: false,
      whenEmpty: 'hide',
      accepts: ['person'],
      cutout: 'required',
      facing: area.x + area.w / 2 > W / 2 ? 'left' : 'right',
      mirrorable: true,
      face: {
        targetWidth: faceTargetWidth(W),
        center: [f(area.x + area.w / 2), f(area.y + area.h * 0.3)],
        yawShift: 20,
      },
    },
  });

/**
 * The scenario's art as the product slot's own picture: a user's product replaces it, and without
 * one the design keeps its art (never an empty disc, never the grey bottle).
 */
export const artProduct = (b: Box, texture: string, u: number, z = 10): Layer => ({
  ...productSprite(b, u),
  zIndex: z,
  texture,
  slot: {
    field: 'product',
    index: 0,
    required: false,
    whenEmpty: 'keep',
    accepts: ['product'],
    cutout: 'preferred',
  },
});

/** The lettering of a title label: strokes and shadows (花字), a gradient fill. */
export function letter<L extends Layer>(l: L, kind: Lettering, p: Palette, u: number): L {
  if (l.type !== 'label') return l;
  const w = Math.max(2, f(u * 0.006));
  if (kind === 'stroke') return { ...l, effects: [{ type: 'stroke', color: p.bg, width: w * 2 }] };
  if (kind === 'shadow')
    return {
      ...l,
      effects: [{ type: 'shadow', color: 'rgba(0,0,0,0.28)', x: w, y: w * 1.5, blur: w * 2 }],
    };
  if (kind === 'stacked')
    return {
      ...l,
      effects: [
        { type: 'stroke', color: p.accent, width: w * 3 },
        { type: 'stroke', color: p.bg, width: w * 1.5 },
        { type: 'shadow', color: 'rgba(0,0,0,0.22)', x: w, y: w * 2, blur: 0 },
      ],
    };
  if (kind === 'gradient' && typeof l.fillColor === 'string')
    return {
      ...l,
      fillColor: {
        type: 'linear',
        angle: 180,
        stops: [
          [0, l.fillColor],
          [1, p.ink],
        ],
      },
    };
  return l;
}

/** On a colour ground a stroke in the page colour or a gradient to the ink would not read: a shadow instead. */
export const onGround = (kind: Lettering): Lettering => (kind === 'plain' ? 'plain' : 'shadow');

/** The largest headline the library's size rule allows, as a share of √(W×H) (library.build.ts). */
export const HEADLINE_MAX = 0.25;
export const headlineMax = (W: number, H: number) => Math.sqrt(W * H) * HEADLINE_MAX;

const titleColour = (p: Palette) => (contrast(p.primary, p.bg) >= 3 ? p.primary : p.ink);

/**
 * A ground split by a straight line through two points (fractions of the canvas): `before` on the
 * side the line's normal points away from, `after` beyond it — a linear gradient with a hard stop.
 */
function splitGround(
  W: number,
  H: number,
  a: [number, number],
  b: [number, number],
  before: string,
  after: string,
) {
  const dx = (b[0] - a[0]) * W;
  const dy = (b[1] - a[1]) * H;
  // The gradient runs along the line's normal (dy, -dx) turned to point down the canvas.
  let nx = -dy;
  let ny = dx;
  if (ny < 0) {
    nx = -nx;
    ny = -ny;
  }
  const len = Math.hypot(nx, ny);
  nx /= len;
  ny /= len;
  // CSS angles: 180° runs top to bottom (draw.ts turns the angle by −90°).
  const angle = (Math.atan2(ny, nx) * 180) / Math.PI + 90;
  const half = (Math.abs(W * nx) + Math.abs(H * ny)) / 2;
  const mid = { x: ((a[0] + b[0]) / 2) * W - W / 2, y: ((a[1] + b[1]) / 2) * H - H / 2 };
  const t = Math.min(0.99, Math.max(0.01, 0.5 + (mid.x * nx + mid.y * ny) / (2 * half)));
  return rect(
    'background',
    0,
    { x: 0, y: 0, w: W, h: H },
    {
      type: 'linear',
      angle: Math.round(angle * 10) / 10,
      stops: [
        [0, before],
        [t, before],
        [t, after],
        [1, after],
      ],
    },
  );
}

/** The layers of a design of one of the structures above. */
export function buildStructure(structure: Structure, input: FamilyInput, duo: boolean): Layer[] {
  const { W, H, palette: p, copy, poster } = input;
  const u = Math.min(W, H);
  const port = H > W;
  const wide = W / H >= 2;
  const px = (x: number, y: number, w: number, h: number): Box => ({
    x: x * W,
    y: y * H,
    w: w * W,
    h: h * H,
  });
  const square = (b: Box, k = 1): Box => {
    const s = Math.min(b.w, b.h) * k;
    return { x: b.x + (b.w - s) / 2, y: b.y + (b.h - s) / 2, w: s, h: s };
  };
  const title = (box: Box, color: string, align: 'left' | 'center', kind: Lettering) =>
    letter(
      label({
        key: 'mainLabel_0',
        field: 'mainLabel',
        z: 20,
        box,
        // The sample breaks where its writer put the space (the 文案库 rule).
        text: copy.main.replace(/\s+/u, '\n'),
        family: input.title.family,
        weight: input.title.weight,
        color,
        align,
        lines: 2,
        required: true,
        growTo: Math.min(box.h * 0.8, headlineMax(W, H)),
      }),
      kind,
      p,
      u,
    );
  const line = (
    field: 'secondLabel' | 'thirdLabel',
    box: Box,
    color: string,
    align: 'left' | 'center',
    weight: number,
    lines = 1,
  ) =>
    label({
      key: `${field}_0`,
      field,
      z: field === 'secondLabel' ? 21 : 22,
      box,
      text: field === 'secondLabel' ? copy.second : copy.third,
      family: 'noto-sans-sc',
      weight,
      color,
      align,
      lines,
    });
  const full = { x: 0, y: 0, w: W, h: H };
  const art0 = input.art[0];
  const art1 = input.art[1];

  if (structure === 'fullbleed') {
    // The picture covers the canvas; a band of the primary colour carries all the text.
    const band = port ? px(0, 0.5, 1, 0.5) : px(0, 0, wide ? 0.5 : 0.46, 1);
    const picture = port
      ? { cx: 0.5, cy: 0.25, side: 0.46 }
      : { cx: wide ? 0.75 : 0.73, cy: 0.5, side: wide ? 0.78 : 0.72 };
    const m = u * 0.06;
    const my = port ? m * 0.8 : m;
    const inner = { x: band.x + m, y: band.y + my, w: band.w - 2 * m, h: band.h - 2 * my };
    const at = (y: number, h: number, w = 1): Box => ({
      x: inner.x,
      y: inner.y + inner.h * y,
      w: inner.w * w,
      h: inner.h * h,
    });
    return [
      rect('background', 0, full, p.bg2),
      // Without a photo the art sits on the soft ground, apart from the band's colour.
      photoWindow(full, `photo:${W}x${H}:${picture.cx}:${picture.cy}:${picture.side}:soft`),
      rect('deco_band_0', 5, band, p.primary, 0, 0.94),
      rect(
        'deco_rule_0',
        6,
        port
          ? { x: 0, y: band.y - u * 0.012, w: W, h: u * 0.012 }
          : { x: band.x + band.w, y: 0, w: u * 0.012, h: H },
        p.accent,
      ),
      logoSlot({ ...at(0, 0.1), w: inner.h * 0.25 }),
      title(at(0.12, port ? 0.48 : 0.44), p.onPrimary, 'left', onGround(input.lettering)),
      line('secondLabel', at(port ? 0.62 : 0.58, 0.08), p.onPrimary, 'left', 500),
      line('thirdLabel', at(port ? 0.715 : 0.69, 0.055, 0.9), p.onPrimary, 'left', 700),
      ...qrRow(port ? at(0.78, 0.22) : at(0.82, 0.18), copy, p.onPrimary, poster),
    ];
  }

  if (structure === 'offer') {
    // The offer (the subtitle: 满199减30, 第二件半价) is the largest text on the page, on a slab of
    // the primary colour; the headline names the occasion above it.
    const layers: Layer[] = [
      rect('background', 0, full, {
        type: 'radial',
        stops: [
          [0, p.bg],
          [1, p.bg2],
        ],
      }),
    ];
    const ink = p.ink;
    // Two lines of up to nine characters: the text box is 2.7 times as wide as it is high.
    const offer = (slab: Box, w: number) => {
      const h = Math.min(w / 2.7, slab.h * 0.84);
      return [
        rect('deco_slab_0', 5, slab, p.primary, u * 0.02),
        rect(
          'deco_rule_0',
          4,
          { x: slab.x + u * 0.03, y: slab.y + slab.h, w: slab.w - u * 0.06, h: u * 0.012 },
          p.accent,
        ),
        line(
          'secondLabel',
          { x: slab.x + (slab.w - w) / 2, y: slab.y + (slab.h - h) / 2, w, h },
          p.onPrimary,
          'center',
          900,
          2,
        ),
      ];
    };
    if (port) {
      layers.push(
        logoSlot(px(0.06, 0.03, 0.3, 0.05)),
        title(px(0.06, 0.09, 0.88, 0.21), titleColour(p), 'center', input.lettering),
        ...offer(px(0.06, 0.32, 0.88, 0.2), 0.78 * W),
        line('thirdLabel', px(0.1, 0.545, 0.8, 0.04), ink, 'center', 700),
      );
      if (art0) layers.push(artProduct(square(px(0.15, 0.595, 0.7, 0.25)), art0, u, 12));
      layers.push(...qrRow(px(0.27, 0.86, 0.5, 0.11), copy, ink, poster));
      return layers;
    }
    layers.push(
      logoSlot(px(0.05, 0.06, 0.14, 0.1)),
      title(px(0.05, 0.17, 0.62, 0.25), titleColour(p), 'left', input.lettering),
      ...offer(px(0.04, 0.46, 0.66, 0.32), 0.6 * W),
      ...qrRow(px(0.05, 0.81, 0.4, 0.16), copy, ink, poster),
      line('thirdLabel', px(0.7, 0.83, 0.28, 0.07), ink, 'center', 700),
    );
    if (art0) layers.push(artProduct(square(px(0.72, 0.06, 0.25, 0.72)), art0, u, 12));
    return layers;
  }

  if (structure === 'diagonal') {
    // The canvas split on a slant: the text on the page colour, the art on the primary colour.
    const layers: Layer[] = [];
    if (port) {
      layers.push(
        splitGround(W, H, [0, 0.74], [1, 0.46], p.bg, p.primary),
        logoSlot(px(0.06, 0.035, 0.3, 0.05)),
        title(px(0.06, 0.1, 0.88, 0.2), titleColour(p), 'left', input.lettering),
        line('secondLabel', px(0.06, 0.32, 0.7, 0.04), p.ink, 'left', 500),
        line('thirdLabel', px(0.06, 0.37, 0.6, 0.03), p.ink, 'left', 700),
        rect('deco_rule_0', 4, px(0.06, 0.305, 0.16, 0.006), p.accent),
      );
      if (art0) layers.push(artProduct(square(px(0.4, 0.5, 0.56, 0.32)), art0, u, 12));
      layers.push(...qrRow(px(0.06, 0.84, 0.5, 0.12), copy, p.onPrimary, poster));
      return layers;
    }
    const right = wide ? 0.6 : 0.58;
    layers.push(
      splitGround(W, H, [right, 0], [right - 0.14, 1], p.bg, p.primary),
      logoSlot(px(0.05, 0.08, 0.16, 0.11)),
      title(px(0.05, 0.22, right - 0.2, 0.38), titleColour(p), 'left', input.lettering),
      line('secondLabel', px(0.05, 0.63, right - 0.22, 0.09), p.ink, 'left', 500),
      line('thirdLabel', px(0.05, 0.74, right - 0.24, 0.07), p.ink, 'left', 700),
    );
    if (art0) layers.push(artProduct(square(px(right + 0.02, 0.06, 0.34, 0.6)), art0, u, 12));
    layers.push(...qrRow(px(right + 0.04, 0.7, 0.3, 0.24), copy, p.onPrimary, poster));
    return layers;
  }

  if (structure === 'festival') {
    // Centred lettering under the art in a double-ringed frame, the whole page framed.
    const m = u * 0.03;
    const border = pageFrame(W, H, m, p.accent, u * 0.015, u * 0.01);
    const layers: Layer[] = [
      rect('background', 0, full, {
        type: 'linear',
        angle: 180,
        stops: [
          [0, p.bg],
          [1, p.bg2],
        ],
      }),
      sprite('pattern_0', 1, full, input.pattern, 'none', { opacity: 0.12 }),
      border,
    ];
    const ring = (b: Box) => {
      const outer = outline(
        'deco_ring_0',
        4,
        square(b, 1.1),
        p.accent,
        (Math.min(b.w, b.h) * 1.1) / 2,
        u * 0.008,
      );
      return [outer, rect('deco_disc_0', 5, square(b), p.primary, Math.min(b.w, b.h) / 2, 0.9)];
    };
    if (port) {
      const frame = square(px(0.25, 0.08, 0.5, 0.3));
      layers.push(...ring(frame));
      if (art0) layers.push(artProduct(square(frame, 0.72), art0, u, 12));
      layers.push(
        logoSlot(px(0.38, 0.035, 0.24, 0.035)),
        title(
          px(0.08, 0.42, 0.84, 0.24),
          titleColour(p),
          'center',
          input.lettering === 'plain' ? 'stacked' : input.lettering,
        ),
        rect('secondTextFrame_0', 6, px(0.16, 0.68, 0.68, 0.05), p.primary, u * 0.006),
        line('secondLabel', px(0.2, 0.69, 0.6, 0.03), p.onPrimary, 'center', 500),
        line('thirdLabel', px(0.12, 0.75, 0.76, 0.035), p.ink, 'center', 700),
        ...qrRow(px(0.27, 0.82, 0.48, 0.11), copy, p.ink, poster),
      );
      return layers;
    }
    const frame = square(px(0.05, 0.14, wide ? 0.24 : 0.26, 0.72));
    layers.push(...ring(frame));
    if (art0) layers.push(artProduct(square(frame, 0.72), art0, u, 12));
    const mid = wide ? { x: 0.3, w: 0.44 } : { x: 0.32, w: 0.42 };
    layers.push(
      logoSlot(px(mid.x + mid.w / 2 - 0.07, 0.07, 0.14, 0.08)),
      title(
        px(mid.x, 0.16, mid.w, 0.38),
        titleColour(p),
        'center',
        input.lettering === 'plain' ? 'stacked' : input.lettering,
      ),
      rect('secondTextFrame_0', 6, px(mid.x + 0.03, 0.56, mid.w - 0.06, 0.1), p.primary, u * 0.006),
      line('secondLabel', px(mid.x + 0.05, 0.575, mid.w - 0.1, 0.07), p.onPrimary, 'center', 500),
      line('thirdLabel', px(mid.x, 0.69, mid.w, 0.065), p.ink, 'center', 700),
      ...qrRow(px(mid.x + mid.w / 2 - 0.16, 0.78, 0.32, 0.16), copy, p.ink, poster),
    );
    // The second picture answers the framed one across the title.
    if (art1 && art1 !== art0)
      layers.push(sprite('art_1', 11, square(px(0.77, 0.2, 0.2, 0.6)), art1, 'contain'));
    return layers;
  }

  // magazine: a masthead, the person as the cover, the headline over a band at the foot and
  // cover lines down the side; the product (when given) beside the person.
  const layers: Layer[] = [rect('background', 0, full, p.bg)];
  if (port) {
    const area = px(0.26, 0.1, 0.74, 0.58);
    layers.push(
      logoSlot(px(0.05, 0.025, 0.4, 0.06)),
      rect('deco_rule_0', 2, px(0.05, 0.09, 0.9, 0.004), p.ink),
      rect('deco_block_0', 1, px(0.34, 0.14, 0.66, 0.54), p.bg2),
      personSlot(area, W),
      line('secondLabel', px(0.05, 0.16, 0.28, 0.08), p.ink, 'left', 700, 2),
      rect('deco_rule_1', 3, px(0.05, 0.255, 0.08, 0.005), p.accent),
      line('thirdLabel', px(0.05, 0.27, 0.27, 0.1), p.ink, 'left', 400, 3),
      rect('deco_band_0', 4, px(0, 0.68, 1, 0.32), p.primary),
      title(px(0.05, 0.695, 0.9, 0.185), p.onPrimary, 'left', onGround(input.lettering)),
      ...qrRow(px(0.05, 0.89, 0.6, 0.09), copy, p.onPrimary, poster),
    );
    if (duo) layers.push({ ...productSprite(square(px(0.04, 0.4, 0.3, 0.28)), u), zIndex: 12 });
    return layers;
  }
  const area = px(0.62, 0.04, 0.36, 0.96);
  layers.push(
    rect('deco_block_0', 1, px(0.6, 0, 0.4, 1), p.primary),
    logoSlot(px(0.05, 0.06, 0.2, 0.12)),
    rect('deco_rule_0', 2, px(0.05, 0.2, 0.43, 0.008), p.ink),
    line('secondLabel', px(0.05, 0.24, 0.43, 0.09), titleColour(p), 'left', 700),
    title(px(0.05, 0.35, 0.43, 0.36), p.ink, 'left', input.lettering),
    line('thirdLabel', px(0.05, 0.73, 0.43, 0.07), p.ink, 'left', 400),
    personSlot(area, W),
    ...qrRow(px(0.05, 0.82, 0.43, 0.16), copy, p.ink, poster),
  );
  if (duo) layers.push({ ...productSprite(px(0.49, 0.5, 0.13, 0.42), u), zIndex: 12 });
  return layers;
}
