// What the main thread and the workers say to each other; kept apart from vision.worker.ts, whose
// import would load the models.
import type { ImageSize } from './image.check.js';

export type VisionTask =
  | { kind: 'faces' | 'cutout' | 'subject'; bytes: Uint8Array; size: ImageSize }
  | { kind: 'tone'; base: Uint8Array; change: Uint8Array }
  | { kind: 'warmUp' };

/** A cutout's answers when there is nothing it can cut cleanly. */
export const BUSY_BACKGROUND = 'busyBackground';
export const NOTHING_FOUND = 'nothingFound';
/** Any job's answer when a picture's header read well but its pixels do not decode. */
export const BROKEN_IMAGE = 'brokenImage';
