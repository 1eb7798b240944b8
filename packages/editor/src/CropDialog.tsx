// 裁剪 (issue 32 item 3): the whole image with a crop box over it — Konva's Rect dragged inside the
// image and resized by a Transformer, keeping the layer's aspect (保持比例) or free. The result is
// the sprite's `crop`, which render's drawTemplate draws the same in the browser and on the server.
import type { SpriteLayer } from '@adstudio/render';
import { useEffect, useRef, useState } from 'react';
import { aspectCrop, cropOf, cropPixels, layerAspect, type ImageSize } from './crop.js';
import type { Box } from './doc-ops.js';
import { EDITOR_STRINGS } from './editor.strings.js';
import { ImageToolDialog, viewScale } from './ImageToolDialog.js';
import { styles } from './editor.styles.js';
import type { Rect as RectNode } from 'konva/lib/shapes/Rect.js';
import {
  Layer,
  Rect,
  Shape,
  Stage,
  Transformer,
  type Konva,
  type TransformerNode,
} from './konva.js';

const S = EDITOR_STRINGS.image;
const SHADE = 0.35;
const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
const EDGES = [...CORNERS, 'top-center', 'middle-right', 'bottom-center', 'middle-left'];

interface CropDialogProps {
  layer: SpriteLayer;
  image: HTMLImageElement;
  onApply: (crop: Box, size: ImageSize) => void;
  onReset: (size: ImageSize) => void;
  onClose: () => void;
}

export function CropDialog({ layer, image, onApply, onReset, onClose }: CropDialogProps) {
  const size: ImageSize = { width: image.naturalWidth, height: image.naturalHeight };
  // The view fits the dialog (and a phone's screen); one view pixel is 1 / k image pixels.
  const k = viewScale(size);
  const view = { w: size.width * k, h: size.height * k };
  const [keep, setKeep] = useState(true);
  const [crop, setCrop] = useState<Box>(() =>
    layer.crop ? cropOf(layer) : aspectCrop(cropOf(layer), size, layerAspect(layer)),
  );
  const rect = useRef<RectNode>(null);
  const transformer = useRef<TransformerNode>(null);

  useEffect(() => {
    if (rect.current) transformer.current?.nodes([rect.current]);
  }, []);

  // The box as it stands on the stage (a Transformer resizes by scale; it is folded in here).
  const read = (node: Konva.Node): Box => {
    const w = node.width() * node.scaleX();
    const h = node.height() * node.scaleY();
    return { x: node.x() / view.w, y: node.y() / view.h, w: w / view.w, h: h / view.h };
  };
  const settle = (node: Konva.Node) => {
    const next = read(node);
    node.scale({ x: 1, y: 1 });
    setCrop(next);
  };
  const px = cropPixels(crop, size);

  return (
    <ImageToolDialog title={S.cropTitle} hint={S.cropHint}>
      <Stage width={view.w} height={view.h}>
        <Layer>
          <Shape
            listening={false}
            sceneFunc={(ctx) => {
              // The whole image shaded, the kept part bright.
              ctx.save();
              ctx.globalAlpha = SHADE;
              ctx.drawImage(image, 0, 0, view.w, view.h);
              ctx.globalAlpha = 1;
              ctx.beginPath();
              ctx.rect(crop.x * view.w, crop.y * view.h, crop.w * view.w, crop.h * view.h);
              ctx.clip();
              ctx.drawImage(image, 0, 0, view.w, view.h);
              ctx.restore();
            }}
          />
          <Rect
            ref={rect}
            name="crop-box"
            x={crop.x * view.w}
            y={crop.y * view.h}
            width={crop.w * view.w}
            height={crop.h * view.h}
            stroke="#fff"
            strokeWidth={1}
            dash={[4, 4]}
            draggable
            dragBoundFunc={(pos) => {
              const node = rect.current;
              const w = node ? node.width() * node.scaleX() : 0;
              const h = node ? node.height() * node.scaleY() : 0;
              return {
                x: Math.min(Math.max(pos.x, 0), view.w - w),
                y: Math.min(Math.max(pos.y, 0), view.h - h),
              };
            }}
            onDragMove={(e) => {
              setCrop(read(e.target));
            }}
            onDragEnd={(e) => {
              settle(e.target);
            }}
            onTransform={(e) => {
              setCrop(read(e.target));
            }}
            onTransformEnd={(e) => {
              settle(e.target);
            }}
          />
          <Transformer
            ref={transformer}
            rotateEnabled={false}
            flipEnabled={false}
            keepRatio={keep}
            enabledAnchors={keep ? CORNERS : EDGES}
            boundBoxFunc={(old, next) => {
              const inside =
                next.x >= -0.5 &&
                next.y >= -0.5 &&
                next.x + next.width <= view.w + 0.5 &&
                next.y + next.height <= view.h + 0.5;
              return inside && next.width >= 8 && next.height >= 8 ? next : old;
            }}
          />
        </Layer>
      </Stage>
      <div style={{ ...styles.row, marginTop: 12 }}>
        <label style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={keep}
            onChange={(e) => {
              setKeep(e.target.checked);
              if (e.target.checked) setCrop(aspectCrop(crop, size, layerAspect(layer)));
            }}
          />
          {S.cropKeepAspect}
        </label>
        <span style={{ color: '#646a73' }}>
          {px.w} × {px.h}
        </span>
        <span style={{ flex: 1 }} />
        <button
          type="button"
          style={styles.button}
          onClick={() => {
            onReset(size);
          }}
        >
          {S.cropReset}
        </button>
        <button type="button" style={styles.button} onClick={onClose}>
          {S.cropCancel}
        </button>
        <button
          type="button"
          style={styles.primary}
          onClick={() => {
            onApply(crop, size);
          }}
        >
          {S.cropApply}
        </button>
      </div>
    </ImageToolDialog>
  );
}
