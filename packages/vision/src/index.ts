// @adstudio/vision: offline faces and person cutout on CPU, out of the caller's event loop.
export type { Box, Face, FaceAngle } from './faces.detect.js';
export type { MainSubject } from './subject.find.js';
export { checkImage, type ImageSize } from './image.check.js';
export { createVision, type TonedImage, type Vision } from './vision.client.js';
export { isVisionError, VisionError, type VisionErrorCode } from './vision.errors.js';
export * from './vision.limits.js';
