// The SVG drawing process (uploads.raster.ts): one SVG at a time from its parent, answered with its
// visual signature. It ends itself past SVG_RASTER_MAX_RSS_BYTES (librsvg's memory is not the JS
// heap, so --max-old-space-size would not bound it); its parent kills it past the time limit.
import { isImageTimeout } from '../materials/materials.image.js';
import { visualSignature, type VisualSignature } from '../materials/materials.visual.js';
import { SVG_RASTER_MAX_RSS_BYTES } from './uploads.constants.js';

export interface RasterRequest {
  id: number;
  bytes: Uint8Array;
  limitInputPixels: number;
}
export interface RasterReply {
  id: number;
  signature?: VisualSignature;
  failure?: 'broken' | 'complex';
}
/** The exit code of a child that went past its memory. */
export const RASTER_OUT_OF_MEMORY = 3;

setInterval(() => {
  if (process.memoryUsage.rss() > SVG_RASTER_MAX_RSS_BYTES) process.exit(RASTER_OUT_OF_MEMORY);
}, 25);
process.on('disconnect', () => process.exit(0));
process.on('message', (request: RasterRequest) => {
  const reply = (answer: Omit<RasterReply, 'id'>) => process.send?.({ id: request.id, ...answer });
  // The parent's clock is the limit; sharp's own is only a second line.
  visualSignature(Buffer.from(request.bytes), request.limitInputPixels, 60).then(
    (signature) => reply({ signature }),
    (err: unknown) => reply({ failure: isImageTimeout(err) ? 'complex' : 'broken' }),
  );
});
