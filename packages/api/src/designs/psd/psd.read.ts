// Reading a PSD: the header checks (psd.header.ts), then ag-psd with every layer's pixels kept as
// bytes. Runs in the import's worker thread (psd.worker.ts): decoding a 60 MB file takes seconds.
import { initializeCanvas, readPsd, type Psd } from 'ag-psd';
import { PSD_DECODE_MAX_BYTES } from './psd.constants.js';
import { checkPsdHeader, psdBroken, readPsdHeader } from './psd.header.js';

// ag-psd decodes pixels into ImageData; without a canvas, plain arrays are all it needs
// (useImageData keeps every layer's pixels as bytes, never drawn).
initializeCanvas(
  () => {
    throw new Error('PSD import draws on no canvas');
  },
  (width: number, height: number) => ({
    width,
    height,
    data: new Uint8ClampedArray(width * height * 4),
    colorSpace: 'srgb',
  }),
);

/** Header checks, then ag-psd; its failures are a broken file (or one too large to decode). */
export function readCheckedPsd(bytes: Buffer) {
  const size = checkPsdHeader(readPsdHeader(bytes));
  let psd: Psd;
  try {
    psd = readPsd(bytes, {
      useImageData: true,
      skipCompositeImageData: true,
      skipThumbnail: true,
      skipLinkedFilesData: true,
      totalMemoryLimit: PSD_DECODE_MAX_BYTES,
    });
  } catch (err) {
    const memory = err instanceof Error && /memory limit/iu.test(err.message);
    throw psdBroken(memory ? 'memory' : 'decode');
  }
  return { psd, size };
}
