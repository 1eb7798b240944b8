// The editor's commands as registered objects (STYLE "Editor and templates"): the toolbar, the
// keyboard handler and the tests dispatch the same objects. perform is pure: it reads a context and
// returns what changes, and the Editor applies the result.
import type { TemplateDoc } from '@adstudio/render';
import {
  addLayer,
  alignLayers,
  deleteLayers,
  distributeLayers,
  duplicateLayers,
  groupLayers,
  layerOf,
  ungroupLayers,
  moveLayers,
  restack,
  type Alignment,
  type EditorMode,
  type NewLayerKind,
} from './doc-ops.js';
import { NUDGE_STEP, NUDGE_STEP_LARGE, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from './editor.constants.js';
import { EDITOR_STRINGS } from './editor.strings.js';

export interface CommandContext {
  doc: TemplateDoc;
  selection: readonly string[];
  mode: EditorMode;
  zoom: number;
  /** The zoom at which the whole canvas fits the view. */
  fitZoom: number;
  canUndo: boolean;
  canRedo: boolean;
}

/** What a command changes; omitted fields stay as they are. */
export interface CommandResult {
  doc?: TemplateDoc;
  selection?: readonly string[];
  zoom?: number;
  history?: 'undo' | 'redo';
}

/** The part of a KeyboardEvent that commands read. */
export type KeyLike = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

export interface EditorCommand {
  name: string;
  label: string;
  perform(ctx: CommandContext, event?: KeyLike): CommandResult;
  /** Whether the command can run now (a disabled toolbar button). */
  enabled(ctx: CommandContext): boolean;
  keyTest?(event: KeyLike): boolean;
}

const L = EDITOR_STRINGS.commands;
const hasSelection = (ctx: CommandContext) => ctx.selection.length > 0;
// Ctrl on Windows/Linux, Cmd on macOS.
const mod = (e: KeyLike) => e.ctrlKey || e.metaKey;
const plainKey = (e: KeyLike, ...keys: string[]) => !mod(e) && !e.altKey && keys.includes(e.key);
const modKey = (e: KeyLike, key: string, shift = false) =>
  mod(e) && !e.altKey && e.shiftKey === shift && e.key.toLowerCase() === key;

const editDoc =
  (fn: (ctx: CommandContext) => TemplateDoc) =>
  (ctx: CommandContext): CommandResult => {
    const doc = fn(ctx);
    return doc === ctx.doc ? {} : { doc };
  };

const align = (name: string, label: string, how: Alignment): EditorCommand => ({
  name,
  label,
  enabled: hasSelection,
  perform: editDoc((ctx) => alignLayers(ctx.doc, ctx.selection, how, ctx.mode)),
});

const nudge = (
  name: string,
  label: string,
  key: string,
  dx: number,
  dy: number,
): EditorCommand => ({
  name,
  label,
  enabled: hasSelection,
  perform: (ctx, event) => {
    const step = event?.shiftKey ? NUDGE_STEP_LARGE : NUDGE_STEP;
    const doc = moveLayers(ctx.doc, ctx.selection, dx * step, dy * step, ctx.mode);
    return doc === ctx.doc ? {} : { doc };
  },
  keyTest: (e) => !mod(e) && !e.altKey && e.key === key,
});

const add = (name: string, label: string, kind: NewLayerKind): EditorCommand => ({
  name,
  label,
  enabled: () => true,
  perform: (ctx) => {
    const { doc, key } = addLayer(ctx.doc, kind, EDITOR_STRINGS.canvas.newText);
    return { doc, selection: [key] };
  },
});

const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z));

export const EDITOR_COMMANDS = [
  {
    name: 'undo',
    label: L.undo,
    enabled: (ctx) => ctx.canUndo,
    perform: () => ({ history: 'undo' }),
    keyTest: (e) => modKey(e, 'z'),
  },
  {
    name: 'redo',
    label: L.redo,
    enabled: (ctx) => ctx.canRedo,
    perform: () => ({ history: 'redo' }),
    keyTest: (e) => modKey(e, 'z', true) || modKey(e, 'y'),
  },
  add('addText', L.addText, 'label'),
  add('addImage', L.addImage, 'sprite'),
  add('addShape', L.addShape, 'shape'),
  {
    name: 'delete',
    label: L.delete,
    enabled: hasSelection,
    perform: (ctx) => {
      const doc = deleteLayers(ctx.doc, ctx.selection, ctx.mode);
      return doc === ctx.doc
        ? {}
        : { doc, selection: ctx.selection.filter((k) => k in doc.renderConfig.materials) };
    },
    keyTest: (e) => plainKey(e, 'Delete', 'Backspace'),
  },
  {
    name: 'duplicate',
    label: L.duplicate,
    enabled: hasSelection,
    perform: (ctx) => {
      const { doc, keys } = duplicateLayers(ctx.doc, ctx.selection);
      return keys.length === 0 ? {} : { doc, selection: keys };
    },
    keyTest: (e) => modKey(e, 'd'),
  },
  {
    name: 'group',
    label: L.group,
    enabled: (ctx) => ctx.selection.length >= 2,
    perform: (ctx) => {
      const { doc, key: group } = groupLayers(ctx.doc, ctx.selection);
      return group === undefined ? {} : { doc, selection: [group] };
    },
    keyTest: (e) => modKey(e, 'g'),
  },
  {
    name: 'ungroup',
    label: L.ungroup,
    enabled: (ctx) => ctx.selection.some((k) => layerOf(ctx.doc, k)?.type === 'group'),
    perform: (ctx) => {
      const { doc, keys } = ungroupLayers(ctx.doc, ctx.selection);
      return doc === ctx.doc ? {} : { doc, selection: keys };
    },
    keyTest: (e) => modKey(e, 'g', true),
  },
  {
    name: 'bringForward',
    label: L.bringForward,
    enabled: hasSelection,
    perform: editDoc((ctx) => restack(ctx.doc, ctx.selection, 1)),
    keyTest: (e) => modKey(e, ']'),
  },
  {
    name: 'sendBackward',
    label: L.sendBackward,
    enabled: hasSelection,
    perform: editDoc((ctx) => restack(ctx.doc, ctx.selection, -1)),
    keyTest: (e) => modKey(e, '['),
  },
  align('alignLeft', L.alignLeft, 'left'),
  align('alignCentre', L.alignCentre, 'centre'),
  align('alignRight', L.alignRight, 'right'),
  align('alignTop', L.alignTop, 'top'),
  align('alignMiddle', L.alignMiddle, 'middle'),
  align('alignBottom', L.alignBottom, 'bottom'),
  {
    name: 'distributeHorizontal',
    label: L.distributeHorizontal,
    enabled: (ctx) => ctx.selection.length >= 3,
    perform: editDoc((ctx) => distributeLayers(ctx.doc, ctx.selection, 'x', ctx.mode)),
  },
  {
    name: 'distributeVertical',
    label: L.distributeVertical,
    enabled: (ctx) => ctx.selection.length >= 3,
    perform: editDoc((ctx) => distributeLayers(ctx.doc, ctx.selection, 'y', ctx.mode)),
  },
  nudge('nudgeLeft', L.nudgeLeft, 'ArrowLeft', -1, 0),
  nudge('nudgeRight', L.nudgeRight, 'ArrowRight', 1, 0),
  nudge('nudgeUp', L.nudgeUp, 'ArrowUp', 0, -1),
  nudge('nudgeDown', L.nudgeDown, 'ArrowDown', 0, 1),
  {
    name: 'zoomIn',
    label: L.zoomIn,
    enabled: (ctx) => ctx.zoom < ZOOM_MAX,
    perform: (ctx) => ({ zoom: clampZoom(ctx.zoom * ZOOM_STEP) }),
    keyTest: (e) => mod(e) && !e.altKey && (e.key === '=' || e.key === '+'),
  },
  {
    name: 'zoomOut',
    label: L.zoomOut,
    enabled: (ctx) => ctx.zoom > ZOOM_MIN,
    perform: (ctx) => ({ zoom: clampZoom(ctx.zoom / ZOOM_STEP) }),
    keyTest: (e) => mod(e) && !e.altKey && (e.key === '-' || e.key === '_'),
  },
  {
    name: 'zoomFit',
    label: L.zoomFit,
    enabled: () => true,
    perform: (ctx) => ({ zoom: ctx.fitZoom }),
    keyTest: (e) => modKey(e, '0'),
  },
] as const satisfies readonly EditorCommand[];

export type CommandName = (typeof EDITOR_COMMANDS)[number]['name'];

/** The first command whose keyTest accepts the event. */
export const commandForKey = (event: KeyLike): EditorCommand | undefined =>
  EDITOR_COMMANDS.find((c: EditorCommand) => c.keyTest?.(event) === true);

/** A command by name (the toolbar lists commands by name). */
export const commandByName = (name: CommandName): EditorCommand => {
  const command = EDITOR_COMMANDS.find((c) => c.name === name);
  if (!command) throw new Error(`unknown command ${name}`);
  return command;
};
