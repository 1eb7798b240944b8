// Multi-size (issue 32 item 1): the numbers the fit report judges by (the six canvas sizes of
// create-and-write §3 are @adstudio/domain's CANVAS_SIZES).

/** Text below this many px is reported as no longer fitting at a readable minimum size. */
export const READABLE_MIN_PX = 12;
/** A layer spanning this share of an axis is an edge-to-edge band: it stretches with the canvas. */
export const SPAN_SHARE = 0.95;
/** A layer's centre moving by more than this share of the canvas counts as moved in the report. */
export const MOVED_SHARE = 0.02;
/** Width over height beyond which a canvas is wide, and below whose inverse it is tall. */
export const WIDE_RATIO = 1.15;

/** What a resize may do to a layer, as the fit report names it. */
export const RESIZE_CHANGES = ['moved', 'shrank', 'grew', 'stretched', 'rewrapped', 'hidden', 'archetype'] as const;
/** pinned: layers kept to their edges or the centre; centred: the whole design scaled about the centre. */
export const RESIZE_LAYOUTS = ['pinned', 'centred'] as const;
