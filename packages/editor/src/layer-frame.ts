// How a layer sits in its Konva node. Each layer is one Konva.Shape whose sceneFunc runs render's
// drawTemplate on a one-layer document, so the editor draws exactly what the server renders and
// Konva only supplies position, rotation, hit testing and the Transformer.
//
// Why per-layer shapes rather than one offscreen bitmap of the unselected layers: a drag redraws the
// whole Konva layer, but text layouts come from render's measurement cache (a few additions per
// line), so it is cheap — measured in headless Chromium on the 2-core build machine, dragging one
// layer of a 40-layer poster drew each frame in 2–3 ms p50, 6–10 ms p95 (test/editor.browser.test.ts
// prints it). A bitmap would have to be re-rendered whenever the selection changes and would need
// three of them (below, dragged, above) to keep the stacking order while dragging.
import type { Layer, TemplateDoc } from '@adstudio/render';

export interface NodeFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  offsetX: number;
  offsetY: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
}

/**
 * The node's attributes: positioned at the layer's anchor point, the box offset by the anchor, so
 * Konva rotates and scales around the same point as drawTemplate does.
 */
export function nodeFrame(layer: Layer): NodeFrame {
  const width = layer.width * layer.scale;
  const height = layer.height * layer.scale;
  return {
    x: layer.pos[0],
    y: layer.pos[1],
    width,
    height,
    offsetX: layer.anchor[0] * width,
    offsetY: layer.anchor[1] * height,
    rotation: layer.rotation ?? 0,
    scaleX: 1,
    scaleY: 1,
  };
}

/** A hugging frame is sized by its target's laid-out text, so it is drawn in canvas coordinates. */
export const hugs = (layer: Layer) => layer.type === 'sprite' && layer.hug !== undefined;

/**
 * The document drawn inside the layer's node: the layer alone, moved so its box starts at the node's
 * origin and unrotated (the node carries both). A hugging frame keeps canvas coordinates and takes its
 * target along, invisible, because render sizes the frame from the target's layout.
 */
export function nodeDoc(doc: TemplateDoc, layer: Layer): TemplateDoc {
  const materials: Record<string, Layer> = {};
  if (layer.type === 'sprite' && layer.hug) {
    materials[layer.key] = layer;
    const target = doc.renderConfig.materials[layer.hug.target];
    if (target) materials[target.key] = { ...target, opacity: 0 };
  } else {
    const frame = nodeFrame(layer);
    materials[layer.key] = { ...layer, pos: [frame.offsetX, frame.offsetY], rotation: 0 };
  }
  return { ...doc, renderConfig: { ...doc.renderConfig, materials } };
}
