// Limits and steps of the editor; the canvas sizes are the spec's (create-and-write §3).

import { RESIZE_SIZES } from '@adstudio/render';

/** One of the six canvas sizes as a caller names it: its width and height (render files it). */
export type CanvasSize = (typeof RESIZE_SIZES)[number] extends infer S
  ? S extends { width: infer W; height: infer H }
    ? { readonly width: W; readonly height: H }
    : never
  : never;

/** The six canvas sizes a new design may take (create-and-write §3, platform-core §9): render's list. */
export const CANVAS_SIZES = RESIZE_SIZES.map(({ width, height }) => ({
  width,
  height,
})) as readonly CanvasSize[];

/** Distance in canvas px within which an edge or centre snaps to a guide. */
export const SNAP_THRESHOLD = 5;
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;
export const ZOOM_STEP = 1.25;
export const ZOOM_MIN = 0.05;
export const ZOOM_MAX = 8;
/** Snapshots kept for undo; older ones are dropped so a long session stays bounded. */
export const HISTORY_LIMIT = 200;
/** Offset of a duplicated layer from its original, in canvas px. */
export const DUPLICATE_OFFSET = 20;
// spec create-and-write §5: the upload rule for images.
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'] as const;
/** Below this editor width (a phone) the toolbar is short and the panels are sheets under the canvas. */
export const COMPACT_MAX_WIDTH = 720;
