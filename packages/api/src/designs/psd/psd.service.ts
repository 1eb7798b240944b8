// PSD import (issue 32 item 2): the header is checked before anything is decoded; then the layers
// become a template document whose images are stored as the designer's uploads (PNG), drawn once for
// its preview, and saved as the designer's design in one transaction. On any failure the images
// written so far are removed: nothing is stored half-done.
import { randomBytes } from 'node:crypto';
import { CATEGORY_OFFICIAL } from '@adstudio/domain';
import { LAYER_MAX } from '@adstudio/render';
import { ApiError } from '../../http/errors.js';
import { outputKey, acceptOutcome } from '../../render/render.job.js';
import { readTemplateDoc, templateWriteOf } from '../../templates/templates.document.js';
import { upsertTemplate } from '../../templates/templates.repo.js';
import { templateInfo } from '../../templates/templates.service.js';
import { DESIGN_NAME_MAX_CHARS } from '../designs.constants.js';
import type { DesignsDeps } from '../designs.service.js';
import type { StorageDriver } from '../../uploads/uploads.storage.js';
import type { ConvertedPsd } from './psd.convert.js';
import { checkPsdHeader, readPsdHeader } from './psd.header.js';
import type { PsdPool } from './psd.pool.js';
import { PSD_IMAGE_STAND_IN } from './psd.constants.js';

/** The name of the design: the file's, less .psd, else the default. */
const nameOf = (fileName: string) =>
  fileName
    .replace(/\.psd$/iu, '')
    .trim()
    .slice(0, DESIGN_NAME_MAX_CHARS) || '导入的 PSD';

// The worker's stand-in URLs become the stored images' keys and URLs.
function placeImages(converted: ConvertedPsd, userId: number, storage: StorageDriver) {
  const images = converted.images.map((image) => {
    const key = outputKey(userId, 'png');
    return { standIn: image.key, key, url: storage.url(key), png: Buffer.from(image.png) };
  });
  const urlOf = new Map(images.map((i) => [i.standIn, i.url]));
  const materials = Object.fromEntries(
    Object.entries(converted.doc.renderConfig.materials).map(([key, l]) => [
      key,
      l.type === 'sprite' && l.texture.startsWith(PSD_IMAGE_STAND_IN)
        ? { ...l, texture: urlOf.get(l.texture) ?? l.texture }
        : l,
    ]),
  );
  const doc = { ...converted.doc, renderConfig: { ...converted.doc.renderConfig, materials } };
  return { doc, images, warnings: converted.warnings, slots: converted.slots };
}

/** Imports the designer's PSD as their design; answers it, the warnings and the slots found. */
export async function importPsd(
  deps: DesignsDeps & { psdPool: PsdPool },
  userId: number,
  file: { bytes: Buffer; name: string },
  callerGone?: AbortSignal,
) {
  const { db, clock, storage, renderQueue } = deps;
  // The header first, here: a CMYK, 16-bit or 5,000-layer file is refused before any thread starts.
  const size = checkPsdHeader(readPsdHeader(file.bytes));
  const placed = placeImages(await deps.psdPool.convert(file.bytes), userId, storage);
  const count = Object.keys(placed.doc.renderConfig.materials).length;
  if (count > LAYER_MAX) throw new ApiError('psdTooManyLayers', { count, limit: LAYER_MAX });
  // The document the editor and the renderer will read, checked as every save is.
  const doc = readTemplateDoc(placed.doc);
  const written: string[] = [];
  try {
    for (const image of placed.images) {
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
      warnings: placed.warnings,
      slots: placed.slots,
    };
  } catch (err) {
    await storage.remove(written);
    throw err;
  }
}
