// Konva's core plus the two shapes the editor uses, and react-konva's core build: the full `konva`
// entry registers every shape and filter that the editor never draws, because each layer is drawn by
// @adstudio/render inside a plain Shape. Measured (esbuild, minified, React and render external):
// konva + react-konva + editor 100 KB gzip this way, 119 KB with the full entry.
import Konva from 'konva/lib/Core.js';
import 'konva/lib/shapes/Line.js';
// The Transformer draws its anchors with Rect, so the crop box's Rect costs nothing more.
import 'konva/lib/shapes/Rect.js';
import 'konva/lib/shapes/Transformer.js';

export { Konva };
export { Layer, Line, Rect, Shape, Stage, Transformer } from 'react-konva/lib/ReactKonvaCore.js';
export type { Transformer as TransformerNode } from 'konva/lib/shapes/Transformer.js';
