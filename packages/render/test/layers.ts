// Layers for tests in every package (`@adstudio/render/test`): a label or a picture with ordinary
// defaults, so a test names only the fields it is about.
import type { LabelLayer, ShapeLayer, SpriteLayer } from '../src/template.schema.js';

type Placed = 'key' | 'pos' | 'width' | 'height';

/** A one-line label that shrinks to fit its box; the box's top left at `pos` unless `anchor` says. */
export function labelLayer(
  over: Partial<LabelLayer> & Pick<LabelLayer, Placed | 'text'>,
): LabelLayer {
  return {
    type: 'label',
    fontFamily: 'noto-sans-sc',
    fontSize: 40,
    fontWeight: 700,
    fillColor: '#222222',
    textAlign: 'center',
    strokeWidth: 0,
    maxWidth: over.width,
    maxHeight: over.height,
    fit: { mode: 'shrink', minFontSize: 20, maxLines: 1 },
    anchor: [0, 0],
    scale: 1,
    zIndex: 1,
    ...over,
  };
}

/** A picture filling its box; the box's top left at `pos` unless `anchor` says. */
export function spriteLayer(
  over: Partial<SpriteLayer> & Pick<SpriteLayer, Placed | 'texture'>,
): SpriteLayer {
  return { type: 'sprite', fit: 'cover', anchor: [0, 0], scale: 1, zIndex: 1, ...over };
}

/** A plain rectangle; the box's top left at `pos` unless `anchor` says. */
export function shapeLayer(over: Partial<ShapeLayer> & Pick<ShapeLayer, Placed>): ShapeLayer {
  return {
    type: 'shape',
    shape: 'rect',
    fill: '#D5DEE6',
    anchor: [0, 0],
    scale: 1,
    zIndex: 1,
    ...over,
  };
}
