// PSD import (issue 32 item 2): the header is checked before anything is decoded; then the layers
// become a template document whose images are stored as the designer's uploads (PNG), drawn once for
// its preview, and saved as the designer's design in one transaction. On any failure the images
// written so far are removed: nothing is stored half-done.
import { randomBytes } from 'node:crypto';
import { CATEGORY_OFFICIAL, LAYER_MAX } from '@adstudio/render';
import { initializeCanvas, readPsd, type Psd } from 'ag-psd';
import { ApiError } from '../../http/errors.js';
import { outputKey, acceptOutcome } from '../../render/render.job.js';
import { readTemplateDoc, templateWriteOf } from '../../templates/templates.document.js';
import { upsertTemplate } from '../../templates/templates.repo.js';
import { templateInfo } from '../../templates/templates.service.js';
import { DESIGN_NAME_MAX_CHARS } from '../designs.constants.js';
import type { DesignsDeps } from '../designs.service.js';
import { PSD_BROKEN_REASONS, PSD_DECODE_MAX_BYTES } from './psd.constants.js';
import { convertPsd } from './psd.convert.js';
import { checkPsdHeader, readPsdHeader } from './psd.header.js';

// ag-psd decodes pixels into ImageData; the server has no canvas, and plain arrays are all it needs
// (useImageData keeps every layer's pixels as bytes, never drawn to a canvas).
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

/** The name of the design: the file's, less .psd, else the default. */
const nameOf = (fileName: string) =>
  fileName
    .replace(/\.psd$/iu, '')
    .trim()
    .slice(0, DESIGN_NAME_MAX_CHARS) || '导入的 PSD';

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
    throw new ApiError('psdBroken', {
      reason: memory ? PSD_BROKEN_REASONS.memory : PSD_BROKEN_REASONS.decode,
    });
  }
  return { psd, size };
}

/** Imports the designer's PSD as their design; answers it, the warnings and the slots found. */
export async function importPsd(
  deps: DesignsDeps,
  userId: number,
  file: { bytes: Buffer; name: string },
  callerGone?: AbortSignal,
) {
  const { db, clock, storage, renderQueue } = deps;
  const { psd, size } = readCheckedPsd(file.bytes);
  const converted = await convertPsd(psd, size, () => {
    const key = outputKey(userId, 'png');
    return { key, url: storage.url(key) };
  });
  const count = Object.keys(converted.doc.renderConfig.materials).length;
  if (count > LAYER_MAX) throw new ApiError('psdTooManyLayers', { count, limit: LAYER_MAX });
  // The document the editor and the renderer will read, checked as every save is.
  const doc = readTemplateDoc(converted.doc);
  const written: string[] = [];
  try {
    for (const image of converted.images) {
      await storage.write(image.key, image.png, 'image/png');
      written.push(image.key);
    }
    const preview = acceptOutcome(
      await renderQueue.run({
        userId,
        kind: size.category === CATEGORY_OFFICIAL ? 'banner' : 'poster',
        doc,
        format: 'jpeg',
        purpose: 'design',
      }),
    );
    written.push(preview.key);
    if (callerGone?.aborted) throw new ApiError('renderAbandoned');
    const id = await db.tx((tx) =>
      upsertTemplate(
        tx,
        templateWriteOf(doc, {
          template_id: `design_${randomBytes(8).toString('hex')}`,
          name: nameOf(file.name),
          path: preview.url,
          owner_id: userId,
          created_at: clock(),
          replaceObj: {},
        }),
      ),
    );
    return {
      template: await templateInfo(deps, id, userId),
      warnings: converted.warnings,
      slots: converted.slots,
    };
  } catch (err) {
    await storage.remove(written);
    throw err;
  }
}
