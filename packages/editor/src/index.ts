// @adstudio/editor: the online poster editor (QUICKCREATE §8). It takes a TemplateDoc and callbacks;
// data and navigation stay with the host page (no Apollo, no router, no fetch here).
export { Editor } from './Editor.js';
export type { EditorProps, EditorMode } from './Editor.js';
export { ResizeAction, RESIZE_STRINGS, type CanvasSize, type ResizeHandlers, type ResizePreview } from './ResizeDialog.js';
export { createHistory, type History } from './history.js';
export {
  EDITOR_COMMANDS,
  type EditorCommand,
  type CommandContext,
  type CommandResult,
} from './commands.js';
export { createBlankDoc } from './blank.js';
export { createFontSubsets } from './fonts.subsets.js';
