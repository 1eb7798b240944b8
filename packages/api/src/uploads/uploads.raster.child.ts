// The SVG drawing process (uploads.raster.ts): one SVG at a time from its parent, answered with its
// visual signature (an upload's check) or as a PNG (an SVG texture of a render). It ends itself past SVG_RASTER_MAX_RSS_BYTES (librsvg's memory is not the JS
// heap, so --max-old-space-size would not bound it); its parent kills it past the time limit.
import { isImageTimeout, openImage } from '../materials/materials.image.js';
import { visualSignature, type VisualSignature } from '../materials/materials.visual.js';
import { SVG_RASTER_MAX_RSS_BYTES, SVG_RASTER_READY } from './uploads.constants.js';

export interface RasterRequest {
  id: number;
  bytes: Uint8Array;
  limitInputPixels: number;
  /** What to answer: the visual signature (default) or the picture as PNG. */
  want?: 'signature' | 'png';
}
export interface RasterReply {
  id: number;
  signature?: VisualSignature;
  png?: Uint8Array;
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
  const bytes = Buffer.from(request.bytes);
  // The parent's clock is the limit; sharp's own is only a second line.
  const answer: Promise<Omit<RasterReply, 'id'>> =
    request.want === 'png'
      ? openImage(bytes, request.limitInputPixels, 60)
          .png()
          .toBuffer()
          .then((png) => ({ png }))
      : visualSignature(bytes, request.limitInputPixels, 60).then((signature) => ({ signature }));
  answer.then(reply, (err: unknown) =>
    reply({ failure: isImageTimeout(err) ? 'complex' : 'broken' }),
  );
});
process.send?.(SVG_RASTER_READY);
