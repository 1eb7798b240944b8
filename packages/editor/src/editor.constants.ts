// Limits and steps of the editor; the canvas sizes are the spec's (create-and-write §3).

/** The six canvas sizes a new design may take (create-and-write §3, platform-core §9). */
export const CANVAS_SIZES = [
  { width: 900, height: 383 },
  { width: 1080, height: 460 },
  { width: 750, height: 1334 },
  { width: 1334, height: 750 },
  { width: 1823, height: 2578 },
  { width: 2578, height: 1823 },
] as const;

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
