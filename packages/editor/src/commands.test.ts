import { canvasBox, restoreTemplate, type TemplateDoc } from '@adstudio/render';
import { describe, expect, it } from 'vitest';
import {
  commandByName,
  commandForKey,
  EDITOR_COMMANDS,
  type CommandContext,
  type CommandName,
  type KeyLike,
} from './commands.js';
import { layerOf, selectionTarget } from './doc-ops.js';
import { NUDGE_STEP_LARGE } from './editor.constants.js';
import { sampleDoc } from './test/sample-doc.js';

const context = (overrides: Partial<CommandContext> = {}): CommandContext => ({
  doc: sampleDoc(),
  selection: [],
  mode: 'user',
  zoom: 0.5,
  fitZoom: 0.4,
  canUndo: false,
  canRedo: false,
  ...overrides,
});

const run = (name: CommandName, overrides: Partial<CommandContext> = {}, event?: KeyLike) =>
  commandByName(name).perform(context(overrides), event);

const box = (doc: TemplateDoc | undefined, key: string) => {
  const layer = doc && layerOf(doc, key);
  if (!layer) throw new Error(`no layer ${key}`);
  return canvasBox(layer);
};

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('EDITOR_COMMANDS', () => {
  it('has unique names and a Chinese label for each', () => {
    const names = EDITOR_COMMANDS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of EDITOR_COMMANDS) expect(c.label).toMatch(/[\u4e00-\u9fff]/u);
  });

  it('undo and redo ask the history to step, only when it can', () => {
    expect(run('undo')).toEqual({ history: 'undo' });
    expect(run('redo')).toEqual({ history: 'redo' });
    expect(commandByName('undo').enabled(context())).toBe(false);
    expect(commandByName('redo').enabled(context({ canRedo: true }))).toBe(true);
  });

  it('delete removes the selection and a group with its children, keeping the original intact', () => {
    const doc = sampleDoc();
    const result = run('delete', { doc, selection: ['deco_0', 'logo_0'] });
    expect(result.doc && layerOf(result.doc, 'deco_0')).toBeUndefined();
    expect(result.doc && layerOf(result.doc, 'deco_ring_0')).toBeUndefined();
    expect(result.doc && layerOf(result.doc, 'logo_0')).toBeUndefined();
    expect(result.selection).toEqual([]);
    expect(layerOf(doc, 'logo_0')).toBeDefined();
  });

  it('delete leaves a layer locked against deleting to a user, not to a designer', () => {
    expect(run('delete', { selection: ['background'] })).toEqual({});
    const designer = run('delete', { selection: ['background'], mode: 'designer' });
    expect(designer.doc && layerOf(designer.doc, 'background')).toBeUndefined();
  });

  it('duplicate adds an offset copy on top without the slot and selects it', () => {
    const result = run('duplicate', { selection: ['mainLabel_0'] });
    expect(result.selection).toEqual(['mainLabel_0_copy']);
    const copy = result.doc && layerOf(result.doc, 'mainLabel_0_copy');
    expect(copy).toMatchObject({ type: 'label', text: '春日新品', pos: [395, 220], zIndex: 21 });
    expect(copy?.slot).toBeUndefined();
  });

  it('bringForward and sendBackward swap zIndex with the neighbour, keeping them unique', () => {
    const up = run('bringForward', { selection: ['mainLabel_0'] }).doc;
    expect(up && layerOf(up, 'mainLabel_0')?.zIndex).toBe(12);
    expect(up && layerOf(up, 'secondTextFrame_0')?.zIndex).toBe(10);
    const down = run('sendBackward', { selection: ['product_0'] }).doc;
    expect(down && layerOf(down, 'product_0')?.zIndex).toBe(3);
    expect(down && layerOf(down, 'deco_ring_0')?.zIndex).toBe(6);
    const zs = Object.values(down?.renderConfig.materials ?? {}).map((l) => l.zIndex);
    expect(new Set(zs).size).toBe(zs.length);
    expect(run('bringForward', { selection: ['logo_0'] })).toEqual({});
  });

  it('aligns one layer to the canvas', () => {
    expect(box(run('alignLeft', { selection: ['product_0'] }).doc, 'product_0').x).toBe(0);
    expect(box(run('alignRight', { selection: ['product_0'] }).doc, 'product_0').x).toBe(750 - 340);
    expect(box(run('alignCentre', { selection: ['logo_0'] }).doc, 'logo_0').x).toBe(375 - 90);
    expect(box(run('alignTop', { selection: ['product_0'] }).doc, 'product_0').y).toBe(0);
    expect(box(run('alignMiddle', { selection: ['product_0'] }).doc, 'product_0').y).toBe(
      667 - 170,
    );
    expect(box(run('alignBottom', { selection: ['product_0'] }).doc, 'product_0').y).toBe(
      1334 - 340,
    );
  });

  it('aligns several layers to their common box', () => {
    const doc = run('alignLeft', { selection: ['product_0', 'logo_0'] }).doc;
    expect(box(doc, 'product_0').x).toBe(48);
    expect(box(doc, 'logo_0').x).toBe(48);
    const bottom = run('alignBottom', { selection: ['product_0', 'logo_0'] }).doc;
    expect(box(bottom, 'logo_0').y + 72).toBe(900 + 170);
  });

  it('does not align a layer locked against moving for a user', () => {
    expect(run('alignLeft', { selection: ['background'] })).toEqual({});
  });

  it('distributes three layers with equal gaps, the outer two staying put', () => {
    const selection = ['logo_0', 'product_0', 'deco_ring_0'];
    const doc = run('distributeHorizontal', { selection }).doc;
    const [a, b, c] = [box(doc, 'logo_0'), box(doc, 'product_0'), box(doc, 'deco_ring_0')];
    expect(a.x).toBe(48);
    expect(c.x).toBe(550);
    expect(b.x - (a.x + a.w)).toBeCloseTo(c.x - (b.x + b.w));
    expect(commandByName('distributeVertical').enabled(context({ selection: ['logo_0'] }))).toBe(
      false,
    );
  });

  it('nudges by 1 px and by 10 px with shift, moving a group with its children', () => {
    const one = run('nudgeRight', { selection: ['logo_0'] }, key('ArrowRight')).doc;
    expect(one && layerOf(one, 'logo_0')?.pos).toEqual([49, 48]);
    const ten = run('nudgeUp', { selection: ['deco_0'] }, key('ArrowUp', { shiftKey: true })).doc;
    expect(ten && layerOf(ten, 'deco_ring_0')?.pos).toEqual([640, 120 - NUDGE_STEP_LARGE]);
    expect(ten && layerOf(ten, 'deco_0')?.pos).toEqual([640, 110]);
    expect(run('nudgeLeft', { selection: ['background'] }, key('ArrowLeft'))).toEqual({});
  });

  it('zooms in and out by steps within bounds, and back to fit', () => {
    expect(run('zoomIn').zoom).toBeCloseTo(0.625);
    expect(run('zoomOut').zoom).toBeCloseTo(0.4);
    expect(run('zoomFit').zoom).toBe(0.4);
    expect(run('zoomIn', { zoom: 100 }).zoom).toBe(8);
  });
});

describe(commandForKey.name, () => {
  it.each<[KeyLike, CommandName]>([
    [key('z', { ctrlKey: true }), 'undo'],
    [key('z', { metaKey: true }), 'undo'],
    [key('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [key('y', { ctrlKey: true }), 'redo'],
    [key('Delete'), 'delete'],
    [key('Backspace'), 'delete'],
    [key('d', { ctrlKey: true }), 'duplicate'],
    [key(']', { ctrlKey: true }), 'bringForward'],
    [key('[', { ctrlKey: true }), 'sendBackward'],
    [key('ArrowLeft'), 'nudgeLeft'],
    [key('ArrowRight', { shiftKey: true }), 'nudgeRight'],
    [key('ArrowUp'), 'nudgeUp'],
    [key('ArrowDown'), 'nudgeDown'],
    [key('=', { ctrlKey: true }), 'zoomIn'],
    [key('-', { ctrlKey: true }), 'zoomOut'],
    [key('0', { ctrlKey: true }), 'zoomFit'],
  ])('maps %o to %s', (event, name) => {
    expect(commandForKey(event)?.name).toBe(name);
  });

  it('maps plain letters and Alt combinations to nothing', () => {
    expect(commandForKey(key('z'))).toBeUndefined();
    expect(commandForKey(key('z', { ctrlKey: true, altKey: true }))).toBeUndefined();
    expect(commandForKey(key('Delete', { ctrlKey: true }))).toBeUndefined();
  });
});

describe('group and ungroup', () => {
  it('groups layers under a new group with their common box, and ungroups back', () => {
    const grouped = run('group', { selection: ['logo_0', 'product_0'] });
    expect(grouped.selection).toEqual(['group_0']);
    const doc = grouped.doc;
    expect(doc && layerOf(doc, 'group_0')).toMatchObject({
      type: 'group',
      pos: [234, 559],
      width: 372,
      height: 1022,
    });
    expect(doc && layerOf(doc, 'logo_0')?.parent).toBe('group_0');
    const moved = doc && run('nudgeRight', { doc, selection: ['group_0'] }, key('ArrowRight')).doc;
    expect(moved && layerOf(moved, 'product_0')?.pos).toEqual([251, 900]);

    const ungrouped = doc && run('ungroup', { doc, selection: ['group_0'] });
    expect([...(ungrouped?.selection ?? [])].sort()).toEqual(['logo_0', 'product_0']);
    expect(ungrouped?.doc).toEqual(sampleDoc());
  });

  it('groups only two or more layers and ungroups only groups', () => {
    expect(commandByName('group').enabled(context({ selection: ['logo_0'] }))).toBe(false);
    expect(commandByName('ungroup').enabled(context({ selection: ['logo_0'] }))).toBe(false);
    expect(commandByName('ungroup').enabled(context({ selection: ['deco_0'] }))).toBe(true);
  });

  it('maps Ctrl+G to group and Ctrl+Shift+G to ungroup', () => {
    expect(commandForKey(key('g', { ctrlKey: true }))?.name).toBe('group');
    expect(commandForKey(key('G', { ctrlKey: true, shiftKey: true }))?.name).toBe('ungroup');
  });
});

describe(selectionTarget.name, () => {
  it('selects the outermost group of a grouped layer, and an ungrouped layer itself', () => {
    expect(selectionTarget(sampleDoc(), 'deco_ring_0')).toBe('deco_0');
    expect(selectionTarget(sampleDoc(), 'logo_0')).toBe('logo_0');
  });
});

describe('adding layers', () => {
  it('adds a centred label above everything, selects it, and the document stays valid', () => {
    const result = run('addText');
    expect(result.selection).toEqual(['label_0']);
    const layer = result.doc && layerOf(result.doc, 'label_0');
    expect(layer).toMatchObject({
      type: 'label',
      text: '双击编辑文字',
      pos: [375, 667],
      zIndex: 21,
      fontFamily: 'noto-sans-sc',
    });
    expect(() => restoreTemplate(result.doc)).not.toThrow();
  });

  it('adds an empty image frame and a rectangle with fresh keys', () => {
    const image = run('addImage').doc;
    expect(image && layerOf(image, 'image_0')).toMatchObject({
      type: 'sprite',
      texture: '',
      fit: 'cover',
    });
    const twice = image && run('addImage', { doc: image }).doc;
    expect(twice && layerOf(twice, 'image_1')).toBeDefined();
    const shape = run('addShape').doc;
    expect(shape && layerOf(shape, 'shape_0')).toMatchObject({ type: 'shape', shape: 'rect' });
    expect(() => restoreTemplate(twice)).not.toThrow();
  });
});
