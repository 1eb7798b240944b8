// Limits and steps of the editor; the canvas sizes and the upload rule are @adstudio/domain's.

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
/** Below this editor width (a phone) the toolbar is short and the panels are sheets under the canvas. */
export const COMPACT_MAX_WIDTH = 720;
