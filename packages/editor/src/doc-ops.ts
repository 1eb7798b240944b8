// Pure, immutable edits of a TemplateDoc. Each returns a new document (unchanged layers keep their
// identity), so history snapshots stay cheap and React sees exactly what changed.
import {
  canvasBox,
  type LabelLayer,
  type Layer,
  type Slot,
  type TemplateDoc,
} from '@adstudio/render';
import { DUPLICATE_OFFSET } from './editor.constants.js';

export type EditorMode = 'user' | 'designer';
/** The lock keys a template sets on a layer (QUICKCREATE §2: what a user may not change). */
export type LockKey = 'move' | 'resize' | 'delete';
export const LOCK_KEYS: readonly LockKey[] = ['move', 'resize', 'delete'];

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The layer without the named optional fields (a field set to undefined would still be saved). */
export const omit = <L extends Layer>(l: L, keys: readonly (keyof L)[]): L =>
  Object.fromEntries(
    Object.entries(l).filter(([k]) => !(keys as readonly PropertyKey[]).includes(k)),
  ) as L;

/** Hundredths, with no -0: pointer gestures give float noise (149.99999999999972) not worth saving. */
export const round2 = (v: number) => Math.round(v * 100) / 100 || 0;

export const layerOf = (doc: TemplateDoc, key: string): Layer | undefined =>
  doc.renderConfig.materials[key];

/** Designers ignore locks; users may not do what a layer's lock forbids. */
export const allowed = (layer: Layer, mode: EditorMode, what: LockKey) =>
  mode === 'designer' || layer.lock?.[what] !== true;

export const isLocked = (layer: Layer) => LOCK_KEYS.some((k) => layer.lock?.[k] === true);

/** Layers bottom to top (the drawing order, groups included). */
export const layersByZ = (doc: TemplateDoc): Layer[] =>
  Object.values(doc.renderConfig.materials).sort((a, b) => a.zIndex - b.zIndex);

/** Whether a layer is drawn: neither it nor a group above it is hidden (render's drawOrder rule). */
export function isShown(doc: TemplateDoc, layer: Layer): boolean {
  const seen = new Set<string>();
  // The seen set stops at a parent cycle, which a hand-edited document could contain.
  for (
    let l: Layer | undefined = layer;
    l && !seen.has(l.key);
    l = l.parent === undefined ? undefined : layerOf(doc, l.parent)
  ) {
    if (l.hidden === true) return false;
    seen.add(l.key);
  }
  return true;
}

/** The layers render draws, bottom to top (groups are not drawn themselves). */
export const drawnLayers = (doc: TemplateDoc): Layer[] =>
  layersByZ(doc).filter((l) => l.type !== 'group' && isShown(doc, l));

/** The keys plus every layer whose parent chain reaches one of them (a group moves its children). */
export function withDescendants(doc: TemplateDoc, keys: readonly string[]): Set<string> {
  const out = new Set(keys);
  let grew = true;
  while (grew) {
    grew = false;
    for (const l of Object.values(doc.renderConfig.materials))
      if (l.parent !== undefined && out.has(l.parent) && !out.has(l.key)) {
        out.add(l.key);
        grew = true;
      }
  }
  return out;
}

/** A new document with `fn` applied to the named layers; layers `fn` returns unchanged stay shared. */
export function updateLayers(
  doc: TemplateDoc,
  keys: Iterable<string>,
  fn: (l: Layer) => Layer,
): TemplateDoc {
  const materials = { ...doc.renderConfig.materials };
  let changed = false;
  for (const key of keys) {
    const layer = materials[key];
    if (!layer) continue;
    const next = fn(layer);
    if (next !== layer) {
      materials[key] = next;
      changed = true;
    }
  }
  return changed ? { ...doc, renderConfig: { ...doc.renderConfig, materials } } : doc;
}

/** Applies a partial update to one layer, keeping its type. */
export const patchLayer = <L extends Layer>(doc: TemplateDoc, key: string, patch: Partial<L>) =>
  updateLayers(doc, [key], (l) => ({ ...l, ...patch }));

/**
 * Patches a label. A slot whose sample was the label's text keeps following it: the sample is taken
 * from the text when the slot is marked, which can happen before a text edit waiting for its
 * glyphs lands.
 */
export function patchLabel(doc: TemplateDoc, key: string, patch: Partial<LabelLayer>) {
  return updateLayers(doc, [key], (l) => {
    if (l.type !== 'label') return l;
    const next: LabelLayer = { ...l, ...patch };
    const { slot } = l;
    if (patch.text === undefined || !slot || slot.sample !== l.text) return next;
    const followed: Slot = { ...slot, sample: patch.text };
    if (!patch.text.trim()) delete followed.sample;
    return { ...next, slot: followed };
  });
}

/** Moves the layers (and their children) by dx, dy; layers locked against moving stay put. */
export function moveLayers(
  doc: TemplateDoc,
  keys: readonly string[],
  dx: number,
  dy: number,
  mode: EditorMode,
) {
  if (dx === 0 && dy === 0) return doc;
  const movable = keys.filter((k) => {
    const l = layerOf(doc, k);
    return l !== undefined && allowed(l, mode, 'move');
  });
  return updateLayers(doc, withDescendants(doc, movable), (l) => ({
    ...l,
    pos: [l.pos[0] + dx, l.pos[1] + dy],
  }));
}

/** Removes the layers and their children; a user cannot remove a layer locked against deleting. */
export function deleteLayers(
  doc: TemplateDoc,
  keys: readonly string[],
  mode: EditorMode,
): TemplateDoc {
  const deletable = keys.filter((k) => {
    const l = layerOf(doc, k);
    return l !== undefined && allowed(l, mode, 'delete');
  });
  if (deletable.length === 0) return doc;
  const gone = withDescendants(doc, deletable);
  const materials = Object.fromEntries(
    Object.entries(doc.renderConfig.materials).filter(([k]) => !gone.has(k)),
  );
  return { ...doc, renderConfig: { ...doc.renderConfig, materials } };
}

const freeKey = (taken: Set<string>, key: string) => {
  let n = 1;
  while (taken.has(`${key}_copy${n === 1 ? '' : n}`)) n += 1;
  return `${key}_copy${n === 1 ? '' : n}`;
};

/**
 * Copies the layers above everything, offset so the copy is visible. A copy keeps no slot and no
 * id: two layers filling the same slot would break fill and lint.
 */
export function duplicateLayers(
  doc: TemplateDoc,
  keys: readonly string[],
): { doc: TemplateDoc; keys: string[] } {
  const taken = new Set(Object.keys(doc.renderConfig.materials));
  let top = Math.max(0, ...[...taken].map((k) => layerOf(doc, k)?.zIndex ?? 0));
  const materials = { ...doc.renderConfig.materials };
  const created: string[] = [];
  for (const layer of layersByZ(doc).filter((l) => keys.includes(l.key) && l.type !== 'group')) {
    const key = freeKey(taken, layer.key);
    taken.add(key);
    top += 1;
    const pos: [number, number] = [
      layer.pos[0] + DUPLICATE_OFFSET,
      layer.pos[1] + DUPLICATE_OFFSET,
    ];
    materials[key] = { ...omit(layer, ['slot', 'id', 'parent']), key, zIndex: top, pos };
    created.push(key);
  }
  if (created.length === 0) return { doc, keys: [] };
  return { doc: { ...doc, renderConfig: { ...doc.renderConfig, materials } }, keys: created };
}

/**
 * Moves each selected layer one step up (or down) the stacking order by swapping zIndex with its
 * unselected neighbour, so zIndex values stay unique (a lint rule).
 */
export function restack(doc: TemplateDoc, keys: readonly string[], direction: 1 | -1): TemplateDoc {
  const order = layersByZ(doc);
  const selected = new Set(keys);
  const z = new Map(order.map((l) => [l.key, l.zIndex]));
  const keysInOrder = order.map((l) => l.key);
  const indices = direction === 1 ? [...keysInOrder.keys()].reverse() : [...keysInOrder.keys()];
  for (const i of indices) {
    const key = keysInOrder[i];
    const neighbour = keysInOrder[i + direction];
    if (
      key === undefined ||
      neighbour === undefined ||
      !selected.has(key) ||
      selected.has(neighbour)
    )
      continue;
    const a = z.get(key) ?? 0;
    const b = z.get(neighbour) ?? 0;
    z.set(key, b);
    z.set(neighbour, a);
    keysInOrder[i] = neighbour;
    keysInOrder[i + direction] = key;
  }
  return updateLayers(doc, z.keys(), (l) =>
    z.get(l.key) === l.zIndex ? l : { ...l, zIndex: z.get(l.key) ?? l.zIndex },
  );
}

/** The box around several boxes. */
export function unionBox(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return { x, y, w: right - x, h: bottom - y };
}

export type Alignment = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';

// Where a box's edge or centre lands for an alignment, and the matching point of the box itself.
const ALIGN: Record<Alignment, { axis: 'x' | 'y'; at: 0 | 0.5 | 1 }> = {
  left: { axis: 'x', at: 0 },
  centre: { axis: 'x', at: 0.5 },
  right: { axis: 'x', at: 1 },
  top: { axis: 'y', at: 0 },
  middle: { axis: 'y', at: 0.5 },
  bottom: { axis: 'y', at: 1 },
};

const point = (b: Box, axis: 'x' | 'y', at: number) =>
  axis === 'x' ? b.x + b.w * at : b.y + b.h * at;

/** Aligns the layers to their common box, or to the canvas when only one layer is selected. */
export function alignLayers(
  doc: TemplateDoc,
  keys: readonly string[],
  how: Alignment,
  mode: EditorMode,
): TemplateDoc {
  const layers = keys.flatMap((k) => layerOf(doc, k) ?? []).filter((l) => allowed(l, mode, 'move'));
  if (layers.length === 0) return doc;
  const { width_g, height_g } = doc.renderConfig;
  const target =
    layers.length === 1 ? { x: 0, y: 0, w: width_g, h: height_g } : unionBox(layers.map(canvasBox));
  if (!target) return doc;
  const { axis, at } = ALIGN[how];
  return layers.reduce((d, l) => {
    const delta = point(target, axis, at) - point(canvasBox(l), axis, at);
    return moveLayers(d, [l.key], axis === 'x' ? delta : 0, axis === 'y' ? delta : 0, mode);
  }, doc);
}

/** Spreads three or more layers so the gaps between them are equal, the outer two staying put. */
export function distributeLayers(
  doc: TemplateDoc,
  keys: readonly string[],
  axis: 'x' | 'y',
  mode: EditorMode,
): TemplateDoc {
  const layers = keys.flatMap((k) => layerOf(doc, k) ?? []).filter((l) => allowed(l, mode, 'move'));
  if (layers.length < 3) return doc;
  const size = (b: Box) => (axis === 'x' ? b.w : b.h);
  const sorted = layers
    .map((l) => ({ l, b: canvasBox(l) }))
    .sort((p, q) => point(p.b, axis, 0) - point(q.b, axis, 0));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return doc;
  const span = point(last.b, axis, 1) - point(first.b, axis, 0);
  const gap = (span - sorted.reduce((s, p) => s + size(p.b), 0)) / (sorted.length - 1);
  let cursor = point(first.b, axis, 0);
  return sorted.reduce((d, p) => {
    const delta = cursor - point(p.b, axis, 0);
    cursor += size(p.b) + gap;
    return moveLayers(d, [p.l.key], axis === 'x' ? delta : 0, axis === 'y' ? delta : 0, mode);
  }, doc);
}

export interface LayerTransform {
  pos: [number, number];
  /** Factors applied to the layer's box (and a label's maxWidth/maxHeight); the font size is re-fitted, not scaled. */
  scaleX: number;
  scaleY: number;
  rotation: number;
}

/** Applies a Transformer result: position, box size and rotation; locks are respected per kind. */
export function transformLayer(
  doc: TemplateDoc,
  key: string,
  t: LayerTransform,
  mode: EditorMode,
): TemplateDoc {
  return updateLayers(doc, [key], (l) => {
    const move = allowed(l, mode, 'move');
    const resize = allowed(l, mode, 'resize');
    const sized = resize
      ? {
          width: round2(l.width * t.scaleX),
          height: round2(l.height * t.scaleY),
          ...(l.type === 'label'
            ? { maxWidth: round2(l.maxWidth * t.scaleX), maxHeight: round2(l.maxHeight * t.scaleY) }
            : {}),
        }
      : {};
    const rotation = resize ? normaliseAngle(t.rotation) : l.rotation;
    return {
      ...omit(l, ['rotation']),
      ...sized,
      pos: move ? [round2(t.pos[0]), round2(t.pos[1])] : l.pos,
      ...(rotation ? { rotation } : {}),
    };
  });
}

/** Degrees in the schema's range, with no -0. */
export const normaliseAngle = (deg: number) => {
  const a = ((((deg + 180) % 360) + 360) % 360) - 180;
  return round2(a);
};

/** Puts a new image into a sprite; the old image's face/subject box and crop no longer apply. */
export const setTexture = (doc: TemplateDoc, key: string, texture: string) =>
  updateLayers(doc, [key], (l) =>
    l.type === 'sprite' ? { ...omit(l, ['focusBox', 'crop']), texture } : l,
  );

/** Sets the point `cover` crops around; a manual point replaces the box vision found. */
export const setFocus = (doc: TemplateDoc, key: string, focus: { x: number; y: number }) =>
  updateLayers(doc, [key], (l) => (l.type === 'sprite' ? { ...omit(l, ['focusBox']), focus } : l));

/** Shows or hides a layer (hidden layers are not drawn, exported or snapped to). */
export const setHidden = (doc: TemplateDoc, key: string, hidden: boolean) =>
  updateLayers(doc, [key], (l) => (hidden ? { ...l, hidden: true } : omit(l, ['hidden'])));

/** Designers lock or unlock a layer for users (all of move, resize and delete at once). */
export const setLocked = (doc: TemplateDoc, key: string, locked: boolean) =>
  updateLayers(doc, [key], (l) =>
    locked
      ? { ...l, lock: Object.fromEntries(LOCK_KEYS.map((k) => [k, true])) }
      : omit(l, ['lock']),
  );

/** The outermost group above a layer (a click on a grouped layer selects its group), or the layer itself. */
export function selectionTarget(doc: TemplateDoc, key: string): string {
  let target = key;
  const seen = new Set<string>();
  for (
    let l = layerOf(doc, key);
    l?.parent !== undefined && !seen.has(l.key);
    l = layerOf(doc, l.parent)
  ) {
    seen.add(l.key);
    if (layerOf(doc, l.parent)?.type === 'group') target = l.parent;
  }
  return target;
}

/**
 * Puts the layers under a new group whose box is theirs together; layers already inside one of the
 * others keep their parent. Returns the group's key.
 */
export function groupLayers(
  doc: TemplateDoc,
  keys: readonly string[],
): { doc: TemplateDoc; key?: string } {
  const layers = keys.flatMap((k) => layerOf(doc, k) ?? []);
  const picked = new Set(layers.map((l) => l.key));
  const roots = layers.filter((l) => l.parent === undefined || !picked.has(l.parent));
  const box = unionBox(roots.map(canvasBox));
  if (roots.length < 2 || !box) return { doc };
  const taken = new Set(Object.keys(doc.renderConfig.materials));
  let n = 0;
  while (taken.has(`group_${n}`)) n += 1;
  const key = `group_${n}`;
  const top = Math.max(...Object.values(doc.renderConfig.materials).map((l) => l.zIndex));
  // A nested selection keeps its common parent, so grouping inside a group stays inside it.
  const parents = new Set(roots.map((l) => l.parent));
  const [parent] = parents.size === 1 ? [...parents] : [undefined];
  const group: Layer = {
    key,
    type: 'group',
    pos: [round2(box.x + box.w / 2), round2(box.y + box.h / 2)],
    anchor: [0.5, 0.5],
    width: round2(box.w),
    height: round2(box.h),
    scale: 1,
    zIndex: top + 1,
    ...(parent !== undefined ? { parent } : {}),
  };
  const grouped = updateLayers(
    doc,
    roots.map((l) => l.key),
    (l) => ({ ...l, parent: key }),
  );
  return {
    doc: {
      ...grouped,
      renderConfig: {
        ...grouped.renderConfig,
        materials: { ...grouped.renderConfig.materials, [key]: group },
      },
    },
    key,
  };
}

/** Removes the selected groups; their children move up to the group's own parent. Returns the freed children. */
export function ungroupLayers(
  doc: TemplateDoc,
  keys: readonly string[],
): { doc: TemplateDoc; keys: string[] } {
  const groups = keys.flatMap((k) => layerOf(doc, k) ?? []).filter((l) => l.type === 'group');
  if (groups.length === 0) return { doc, keys: [] };
  let next = doc;
  const freed: string[] = [];
  for (const g of groups) {
    const children = Object.values(next.renderConfig.materials).filter((l) => l.parent === g.key);
    freed.push(...children.map((l) => l.key));
    next = updateLayers(next, freed, (l) =>
      l.parent !== g.key
        ? l
        : g.parent !== undefined
          ? { ...l, parent: g.parent }
          : omit(l, ['parent']),
    );
    const materials = Object.fromEntries(
      Object.entries(next.renderConfig.materials).filter(([k]) => k !== g.key),
    );
    next = { ...next, renderConfig: { ...next.renderConfig, materials } };
  }
  return { doc: next, keys: freed };
}

export type NewLayerKind = 'label' | 'sprite' | 'shape';

/**
 * A new layer in the middle of the canvas, above everything, selected by the caller: a label with
 * placeholder text in the body font, an empty image frame (filled by upload, search or cutout), or
 * a rectangle. Sizes follow the canvas so they look alike on 900x383 and 1823x2578.
 */
export function addLayer(
  doc: TemplateDoc,
  kind: NewLayerKind,
  text: string,
): { doc: TemplateDoc; key: string } {
  const { width_g, height_g } = doc.renderConfig;
  const taken = new Set(Object.keys(doc.renderConfig.materials));
  const prefix = kind === 'label' ? 'label' : kind === 'sprite' ? 'image' : 'shape';
  let n = 0;
  while (taken.has(`${prefix}_${n}`)) n += 1;
  const key = `${prefix}_${n}`;
  const unit = Math.min(width_g, height_g);
  const common = {
    key,
    pos: [round2(width_g / 2), round2(height_g / 2)] as [number, number],
    anchor: [0.5, 0.5] as [number, number],
    scale: 1,
    zIndex: Math.max(0, ...Object.values(doc.renderConfig.materials).map((l) => l.zIndex)) + 1,
  };
  const fontSize = Math.max(12, Math.round(unit / 10));
  const layer: Layer =
    kind === 'label'
      ? {
          ...common,
          type: 'label',
          text,
          fontFamily: 'noto-sans-sc',
          fontSize,
          fontWeight: 700,
          fillColor: '#1f2329',
          textAlign: 'center',
          strokeWidth: 0,
          width: round2(width_g * 0.8),
          height: round2(fontSize * 1.6),
          maxWidth: round2(width_g * 0.8),
          maxHeight: round2(fontSize * 1.6),
          fit: { mode: 'shrink', minFontSize: 12, maxLines: 2 },
        }
      : kind === 'sprite'
        ? {
            ...common,
            type: 'sprite',
            texture: '',
            fit: 'cover',
            width: round2(unit / 2),
            height: round2(unit / 2),
          }
        : {
            ...common,
            type: 'shape',
            shape: 'rect',
            fill: '#E8B04A',
            width: round2(unit / 3),
            height: round2(unit / 4),
          };
  return {
    doc: {
      ...doc,
      renderConfig: {
        ...doc.renderConfig,
        materials: { ...doc.renderConfig.materials, [key]: layer },
      },
    },
    key,
  };
}
