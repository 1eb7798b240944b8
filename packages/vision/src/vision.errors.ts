// The closed set of reasons vision refuses an input; the api maps each code to a 4xx.
export type VisionErrorCode =
  | 'NOT_AN_IMAGE'
  | 'SVG_NOT_SUPPORTED'
  | 'IMAGE_TOO_SMALL'
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_BROKEN'
  | 'BACKGROUND_BUSY'
  | 'NOTHING_TO_CUT'
  | 'VISION_TIMEOUT';

export class VisionError extends Error {
  override readonly name = 'VisionError';
  constructor(
    readonly code: VisionErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isVisionError(error: unknown): error is VisionError {
  return error instanceof VisionError;
}
