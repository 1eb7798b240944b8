// The import's heavy part off the event loop (a piscina thread, psd.pool.ts): read and check the
// PSD, convert its layers and encode their PNGs. Answers plain data: the document with each image
// named by a stand-in URL (psd-image:<n>, the main thread stores it and puts the real URL in), or
// the refusal's catalogue name and values.
import type { ErrorName } from '../../http/errors.js';
import { PSD_IMAGE_STAND_IN } from './psd.constants.js';
import { convertPsd, type ConvertedPsd } from './psd.convert.js';
import { PsdRefused } from './psd.header.js';
import { readCheckedPsd } from './psd.read.js';

export type PsdWork =
  | { ok: true; converted: ConvertedPsd }
  | { ok: false; errorName: ErrorName; vars: Record<string, string | number> };

export default async function convertInWorker({ bytes }: { bytes: Uint8Array }): Promise<PsdWork> {
  try {
    const { psd, size } = readCheckedPsd(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
    let n = 0;
    const converted = await convertPsd(psd, size, () => {
      const name = `${PSD_IMAGE_STAND_IN}${n++}`;
      return { key: name, url: name };
    });
    return { ok: true, converted };
  } catch (err) {
    if (err instanceof PsdRefused) return { ok: false, errorName: err.errorName, vars: err.vars };
    throw err;
  }
}
