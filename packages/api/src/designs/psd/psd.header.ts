// The PSD header and the layer count, read from the first bytes before ag-psd decodes anything
// (Adobe's PSD file format: File Header, Color Mode Data, Image Resources, Layer and Mask
// Information). A CMYK, 16-bit or 5,000-layer file is refused here, in microseconds.
import { canvasSizeOf, type CanvasSizeEntry } from '@adstudio/domain';
import { ApiError, type ErrorName } from '../../http/errors.js';
import {
  PSD_BROKEN_REASONS,
  PSD_COLOR_MODES,
  PSD_DEPTH,
  PSD_LAYER_MAX,
  PSD_RGB,
} from './psd.constants.js';

export interface PsdHeader {
  channels: number;
  width: number;
  height: number;
  depth: number;
  colorMode: number;
  /** Layer records: each layer once, each group twice (its start and its end). */
  layerRecords: number;
}

const HEADER_BYTES = 26;

/**
 * A refusal of the file, keeping its catalogue name and values so that it can cross from the
 * import's worker thread (psd.worker.ts) as plain data and be thrown again as the same ApiError.
 */
export class PsdRefused extends ApiError {
  constructor(
    readonly errorName: ErrorName,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(errorName, vars);
  }
}

export const psdBroken = (reason: keyof typeof PSD_BROKEN_REASONS) =>
  new PsdRefused('psdBroken', { reason: PSD_BROKEN_REASONS[reason] });

/** The header and layer count as stored; throws psdBroken when the file is not a readable PSD. */
export function readPsdHeader(bytes: Uint8Array): PsdHeader {
  if (bytes.length === 0) throw psdBroken('empty');
  if (bytes.length < HEADER_BYTES) throw psdBroken('truncated');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0) !== 0x38425053) throw psdBroken('signature'); // '8BPS'
  const version = view.getUint16(4);
  if (version === 2) throw psdBroken('psb');
  if (version !== 1) throw psdBroken('signature');
  const header = {
    channels: view.getUint16(12),
    height: view.getUint32(14),
    width: view.getUint32(18),
    depth: view.getUint16(22),
    colorMode: view.getUint16(24),
  };
  // Colour mode data, then image resources: each a length and its bytes.
  let at = HEADER_BYTES;
  for (let section = 0; section < 2; section += 1) {
    if (at + 4 > bytes.length) throw psdBroken('truncated');
    at += 4 + view.getUint32(at);
  }
  if (at + 4 > bytes.length) throw psdBroken('truncated');
  const layerAndMask = view.getUint32(at);
  let layerRecords = 0;
  if (layerAndMask >= 6) {
    if (at + 10 > bytes.length) throw psdBroken('truncated');
    // A negative count means the first alpha channel holds the merged transparency.
    layerRecords = view.getUint32(at + 4) === 0 ? 0 : Math.abs(view.getInt16(at + 8));
  }
  return { ...header, layerRecords };
}

/** Refuses what the template could not hold, in the order a designer would fix it. */
export function checkPsdHeader(header: PsdHeader): CanvasSizeEntry {
  if (header.colorMode !== PSD_RGB) {
    throw new PsdRefused('psdColorMode', {
      mode: PSD_COLOR_MODES[header.colorMode] ?? String(header.colorMode),
    });
  }
  if (header.depth !== PSD_DEPTH) throw new PsdRefused('psdDepth', { depth: header.depth });
  const size = canvasSizeOf(header.width, header.height);
  if (!size) throw new PsdRefused('psdCanvasSize', { size: `${header.width}x${header.height}` });
  if (header.layerRecords > PSD_LAYER_MAX) {
    throw new PsdRefused('psdTooManyLayers', { count: header.layerRecords, limit: PSD_LAYER_MAX });
  }
  return size;
}
