import { canvasBox, type TemplateDoc } from '@adstudio/render';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  allowed,
  drawnLayers,
  layerOf,
  layersByZ,
  moveLayers,
  round2,
  selectionTarget,
  transformLayer,
  withDescendants,
  type EditorMode,
} from './doc-ops.js';
import { SNAP_THRESHOLD } from './editor.constants.js';
import { nodeFrame } from './layer-frame.js';
import { LayerNode, type LayerNodeHandlers } from './LayerNode.js';
import { Layer, Line, Stage, Transformer, type Konva, type TransformerNode } from './konva.js';
import { guidesFor, snapBox, type Guides, type Snap } from './snap.js';

const GUIDE_COLOUR = '#ff3b8d';
const MIN_BOX_PX = 4;

interface EditorCanvasProps {
  doc: TemplateDoc;
  mode: EditorMode;
  zoom: number;
  selection: readonly string[];
  images: ReadonlyMap<string, HTMLImageElement>;
  onSelect: (keys: readonly string[]) => void;
  /** A finished gesture (drag end, transform end): one history entry. */
  onCommit: (doc: TemplateDoc) => void;
  /** The document while a transform is under way (labels re-fit live), or null when it ends. */
  onDraft: (doc: TemplateDoc | null) => void;
  onEditText: (key: string) => void;
}

interface DragGesture {
  leader: Konva.Node;
  key: string;
  start: { x: number; y: number };
  keys: readonly string[];
  guides: Guides;
}

/** The Konva stage: one shape per layer, the Transformer, and snapping guides while dragging. */
export function EditorCanvas({
  doc,
  mode,
  zoom,
  selection,
  images,
  onSelect,
  onCommit,
  onDraft,
  onEditText,
}: EditorCanvasProps) {
  const nodes = useRef(new Map<string, Konva.Shape>());
  const transformer = useRef<TransformerNode>(null);
  const drag = useRef<DragGesture | null>(null);
  const draft = useRef<TemplateDoc | null>(null);
  const [lines, setLines] = useState<Snap['lines']>({});
  // Handlers read the latest props through a ref so LayerNode's memo holds across renders. It is
  // written once the render commits (first of the layout effects), before any gesture can read it.
  const latest = useRef({ doc, mode, zoom, selection, onSelect, onCommit, onEditText });
  useLayoutEffect(() => {
    latest.current = { doc, mode, zoom, selection, onSelect, onCommit, onEditText };
  });

  const { width_g, height_g } = doc.renderConfig;
  const shell = useMemo(
    () => ({ ...doc, renderConfig: { width_g, height_g, materials: {} } }),
    // Layer nodes read only the canvas size from the shell, so it changes only with the size.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the layers in the shell are never read
    [width_g, height_g],
  );

  const selectedKeys = useMemo(() => withDescendants(doc, selection), [doc, selection]);
  const selectedLayers = [...selectedKeys].flatMap((k) => layerOf(doc, k) ?? []);
  const canResize = selectedLayers.every((l) => allowed(l, mode, 'resize'));

  // Konva nodes keep what a gesture did to them; after every change they are set back to the
  // document, which is the only truth (a locked layer dragged along by the Transformer snaps back).
  useLayoutEffect(() => {
    for (const [key, node] of nodes.current) {
      const layer = layerOf(doc, key);
      if (layer && !(layer.type === 'sprite' && layer.hug)) node.setAttrs(nodeFrame(layer));
    }
    const tr = transformer.current;
    if (tr) {
      tr.nodes(
        [...selectedKeys].flatMap((k) => nodes.current.get(k) ?? []).filter((n) => n.listening()),
      );
      tr.getLayer()?.batchDraw();
    }
  }, [doc, selectedKeys]);

  const handlers = useMemo<LayerNodeHandlers>(
    () => ({
      register(key, node) {
        if (node) nodes.current.set(key, node);
        else nodes.current.delete(key);
      },
      onPointerDown(key, e) {
        const { doc: d, selection: current, onSelect: select } = latest.current;
        const target = selectionTarget(d, key);
        const shift = 'shiftKey' in e.evt && e.evt.shiftKey;
        if (shift)
          select(
            current.includes(target) ? current.filter((k) => k !== target) : [...current, target],
          );
        else if (!current.includes(target)) select([target]);
      },
      onDragStart(key, e) {
        if (drag.current) return;
        const { doc: d, selection: current, onSelect: select } = latest.current;
        const target = selectionTarget(d, key);
        const keys = current.includes(target) ? current : [target];
        if (keys !== current) select(keys);
        drag.current = {
          leader: e.target,
          key,
          start: { x: e.target.x(), y: e.target.y() },
          keys,
          guides: guidesFor(d, withDescendants(d, keys)),
        };
      },
      onDragMove(key, e) {
        const g = drag.current;
        const layer = layerOf(latest.current.doc, key);
        if (!g || e.target !== g.leader || !layer) return;
        const node = e.target;
        const box = canvasBox({ ...layer, pos: [node.x(), node.y()] });
        // The threshold is in screen pixels, so it shrinks in canvas px as the zoom grows.
        const snap = snapBox(box, g.guides, SNAP_THRESHOLD / latest.current.zoom);
        node.position({ x: node.x() + snap.dx, y: node.y() + snap.dy });
        setLines((prev) =>
          prev.vertical === snap.lines.vertical && prev.horizontal === snap.lines.horizontal
            ? prev
            : snap.lines,
        );
      },
      onDragEnd() {
        const g = drag.current;
        if (!g) return;
        drag.current = null;
        setLines({});
        const { doc: d, mode: m, onCommit: commit } = latest.current;
        const dx = g.leader.x() - g.start.x;
        const dy = g.leader.y() - g.start.y;
        commit(moveLayers(d, g.keys, round2(dx), round2(dy), m));
      },
      onDblClick(key) {
        if (layerOf(latest.current.doc, key)?.type === 'label') latest.current.onEditText(key);
      },
    }),
    [],
  );

  const onTransform = useCallback(() => {
    const tr = transformer.current;
    const base = draft.current ?? latest.current.doc;
    if (!tr) return;
    let next = base;
    for (const node of tr.nodes()) {
      const key = String(node.getAttr('layerKey'));
      next = transformLayer(
        next,
        key,
        {
          pos: [node.x(), node.y()],
          scaleX: node.scaleX(),
          scaleY: node.scaleY(),
          rotation: node.rotation(),
        },
        latest.current.mode,
      );
      // Scale goes into the layer's box, so a label re-fits its text instead of stretching.
      const layer = layerOf(next, key);
      if (layer) node.setAttrs(nodeFrame(layer));
    }
    draft.current = next;
    onDraft(next);
  }, [onDraft]);

  const onTransformEnd = useCallback(() => {
    const next = draft.current;
    draft.current = null;
    onDraft(null);
    if (next) latest.current.onCommit(next);
  }, [onDraft]);

  const shown = useMemo(() => new Set(drawnLayers(doc).map((l) => l.key)), [doc]);
  const guideWidth = 1 / zoom;

  return (
    <Stage
      width={Math.round(width_g * zoom)}
      height={Math.round(height_g * zoom)}
      scaleX={zoom}
      scaleY={zoom}
      onMouseDown={(e) => {
        if (e.target === e.target.getStage()) onSelect([]);
      }}
    >
      <Layer>
        {layersByZ(doc)
          .filter((l) => l.type !== 'group')
          .map((l) => (
            <LayerNode
              key={l.key}
              layer={l}
              hugTarget={l.type === 'sprite' && l.hug ? layerOf(doc, l.hug.target) : undefined}
              shell={shell}
              images={images}
              visible={shown.has(l.key)}
              draggable={allowed(l, mode, 'move')}
              handlers={handlers}
            />
          ))}
        <Transformer
          ref={transformer}
          flipEnabled={false}
          resizeEnabled={canResize}
          rotateEnabled={canResize}
          rotationSnaps={[0, 90, 180, 270]}
          anchorSize={8}
          borderStroke={GUIDE_COLOUR}
          anchorStroke={GUIDE_COLOUR}
          ignoreStroke
          boundBoxFunc={(oldBox, newBox) =>
            Math.abs(newBox.width) < MIN_BOX_PX || Math.abs(newBox.height) < MIN_BOX_PX
              ? oldBox
              : newBox
          }
          onTransform={onTransform}
          onTransformEnd={onTransformEnd}
        />
      </Layer>
      <Layer listening={false}>
        {lines.vertical !== undefined && (
          <Line
            points={[lines.vertical, 0, lines.vertical, height_g]}
            stroke={GUIDE_COLOUR}
            strokeWidth={guideWidth}
            dash={[4 * guideWidth, 4 * guideWidth]}
          />
        )}
        {lines.horizontal !== undefined && (
          <Line
            points={[0, lines.horizontal, width_g, lines.horizontal]}
            stroke={GUIDE_COLOUR}
            strokeWidth={guideWidth}
            dash={[4 * guideWidth, 4 * guideWidth]}
          />
        )}
      </Layer>
    </Stage>
  );
}
