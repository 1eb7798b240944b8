import { drawTemplate, type Layer, type TemplateDoc } from '@adstudio/render';
import { browserMeasurer } from '@adstudio/render/browser';
import { memo, useMemo } from 'react';
import { hugs, nodeDoc, nodeFrame } from './layer-frame.js';
import { Shape, type Konva } from './konva.js';

const PLACEHOLDER_FILL = 'rgba(154,160,166,0.15)';
const PLACEHOLDER_LINE = '#9aa0a6';

export interface LayerNodeHandlers {
  register(key: string, node: Konva.Shape | null): void;
  onPointerDown(key: string, event: Konva.KonvaEventObject<MouseEvent | TouchEvent>): void;
  onDragStart(key: string, event: Konva.KonvaEventObject<DragEvent>): void;
  onDragMove(key: string, event: Konva.KonvaEventObject<DragEvent>): void;
  onDragEnd(key: string): void;
  onDblClick(key: string): void;
}

interface LayerNodeProps {
  layer: Layer;
  /** The hugged label of a hugging frame (its layout sizes the frame). */
  hugTarget: Layer | undefined;
  /** The document shell (size, meta); only its renderConfig dimensions are read. */
  shell: TemplateDoc;
  images: ReadonlyMap<string, HTMLImageElement>;
  visible: boolean;
  draggable: boolean;
  handlers: LayerNodeHandlers;
}

/** One layer as a Konva shape drawn by render's drawTemplate (see layer-frame.ts for why). */
export const LayerNode = memo(function LayerNode({
  layer,
  hugTarget,
  shell,
  images,
  visible,
  draggable,
  handlers,
}: LayerNodeProps) {
  const doc = useMemo(() => {
    const materials: Record<string, Layer> = { [layer.key]: layer };
    if (hugTarget) materials[hugTarget.key] = hugTarget;
    return nodeDoc({ ...shell, renderConfig: { ...shell.renderConfig, materials } }, layer);
  }, [layer, hugTarget, shell]);
  const hugging = hugs(layer);
  const frame = hugging
    ? { x: 0, y: 0, width: shell.renderConfig.width_g, height: shell.renderConfig.height_g }
    : nodeFrame(layer);
  const { key } = layer;
  return (
    <Shape
      {...frame}
      ref={(node) => {
        handlers.register(key, node);
        return () => {
          handlers.register(key, null);
        };
      }}
      layerKey={key}
      visible={visible}
      // A hugging frame follows its label and is selected through it.
      listening={!hugging}
      draggable={draggable && !hugging}
      perfectDrawEnabled={false}
      sceneFunc={(context, shape) => {
        const ctx = context._context;
        drawTemplate(ctx, doc, images, browserMeasurer);
        // An image frame with nothing in it yet (or still loading) would be invisible and unclickable
        // by eye; the editor outlines it. Export draws from the document and never shows this.
        if (layer.type === 'sprite' && !hugging && !images.has(layer.texture)) {
          ctx.save();
          ctx.fillStyle = PLACEHOLDER_FILL;
          ctx.strokeStyle = PLACEHOLDER_LINE;
          ctx.lineWidth = 2;
          ctx.setLineDash([8, 6]);
          ctx.fillRect(0, 0, shape.width(), shape.height());
          ctx.strokeRect(0, 0, shape.width(), shape.height());
          ctx.restore();
        }
      }}
      hitFunc={(context, shape) => {
        context.beginPath();
        context.rect(0, 0, shape.width(), shape.height());
        context.closePath();
        context.fillStrokeShape(shape);
      }}
      onMouseDown={(e) => {
        handlers.onPointerDown(key, e);
      }}
      onTouchStart={(e) => {
        handlers.onPointerDown(key, e);
      }}
      onDragStart={(e) => {
        handlers.onDragStart(key, e);
      }}
      onDragMove={(e) => {
        handlers.onDragMove(key, e);
      }}
      onDragEnd={() => {
        handlers.onDragEnd(key);
      }}
      onDblClick={() => {
        handlers.onDblClick(key);
      }}
      onDblTap={() => {
        handlers.onDblClick(key);
      }}
    />
  );
});
