// Snapping while dragging: a box's left/centre/right (top/middle/bottom) snap to the canvas edges and
// centre lines and to other layers' edges and centres, whichever is nearest within the threshold.
import { canvasBox, type TemplateDoc } from '@adstudio/render';
import { drawnLayers, type Box } from './doc-ops.js';

export interface Guides {
  /** x positions of vertical guide lines. */
  vertical: number[];
  /** y positions of horizontal guide lines. */
  horizontal: number[];
}

export interface Snap {
  dx: number;
  dy: number;
  /** The guides the box now touches (drawn while dragging). */
  lines: { vertical?: number; horizontal?: number };
}

/** Guide lines of the canvas and of every drawn layer except those being dragged. */
export function guidesFor(doc: TemplateDoc, exclude: ReadonlySet<string>): Guides {
  const { width_g, height_g } = doc.renderConfig;
  const vertical = [0, width_g / 2, width_g];
  const horizontal = [0, height_g / 2, height_g];
  for (const layer of drawnLayers(doc)) {
    if (exclude.has(layer.key)) continue;
    const b = canvasBox(layer);
    vertical.push(b.x, b.x + b.w / 2, b.x + b.w);
    horizontal.push(b.y, b.y + b.h / 2, b.y + b.h);
  }
  return { vertical, horizontal };
}

// The smallest shift that puts one of the box's three points on a guide, if within the threshold.
function nearest(points: readonly number[], guides: readonly number[], threshold: number) {
  let best: { shift: number; at: number } | undefined;
  for (const p of points)
    for (const g of guides) {
      const shift = g - p;
      if (Math.abs(shift) <= threshold && (!best || Math.abs(shift) < Math.abs(best.shift)))
        best = { shift, at: g };
    }
  return best;
}

/** How far to shift `box` so it snaps, and which guides it then lies on. */
export function snapBox(box: Box, guides: Guides, threshold: number): Snap {
  const x = nearest([box.x, box.x + box.w / 2, box.x + box.w], guides.vertical, threshold);
  const y = nearest([box.y, box.y + box.h / 2, box.y + box.h], guides.horizontal, threshold);
  return {
    dx: x?.shift ?? 0,
    dy: y?.shift ?? 0,
    lines: { ...(x ? { vertical: x.at } : {}), ...(y ? { horizontal: y.at } : {}) },
  };
}
