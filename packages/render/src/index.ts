// @adstudio/render core: imports neither DOM nor Node, so the api, the workers and the browser share it.
export * from './template.schema.js';
export * from './template.constants.js';
export { TemplateError } from './template.errors.js';
export { restoreTemplate } from './template.restore.js';
export { deriveColumns, collectTextures, type DerivedColumns } from './template.derive.js';
export { SLOT_FIELD_LABELS } from './template.labels.js';
export { FONT_FAMILIES, isLicensedFont, type FontFamily } from './fonts.registry.js';
export { createMeasurer, layoutLabel, fontString, type Measurer, type MeasureText, type TextLayout, type TextLine } from './layout.js';
export { fillTemplate, fitWarnings, splitTitle, type FillFacts, type ImageBox, type ReplaceObj, type ReplaceValue } from './fill.js';
export { FACE_BASIS_PX, FACE_TARGET_PX, FACE_YAW_SHIFT_PX, faceTargetOf, framePhoto, MAX_UPSCALE, placeFace, placeImage, withMargin, yawShiftOf, YAW_SIDE_DEG, type Canvas, type Placement, type PlacementFacts, type UnitBox } from './place.js';
export { finishedDesign, isStandIn, STAND_IN_PREFIX } from './finish.js';
export { drawTemplate, layoutDoc, canvasBox, type Ctx2D, type DrawableImage } from './draw.js';
export { lintTemplate, type LintIssue } from './lint.js';
export { CUTOUT_FIELDS, SLOT_ACCEPT_LABELS, SLOT_ACCEPTS_BY_FIELD, SLOT_CUTOUT_LABELS, slotIssues, type SlotAccept, type SlotCutout } from './slot.rules.js';
export { canvasIssues } from './lint.canvas.js';
export { resizeTemplate, resizeFormat, isResizeSize, layerLabel, type ResizeChange, type ResizeLayerReport, type ResizeOverflow, type ResizeReport, type ResizeResult } from './resize.js';
export { READABLE_MIN_PX, RESIZE_CHANGES, RESIZE_LAYOUTS } from './resize.constants.js';
