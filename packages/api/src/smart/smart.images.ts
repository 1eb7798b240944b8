// What the pipeline knows about each image (QUICKCREATE §6 step 1), behind a port: today the pixel
// size read from the stored file; vision (cutout, faces, main subject) plugs in as another
// ImageFactsPort, or decorates this one, without the pipeline changing.
import type { ImageBox } from '@adstudio/render';
import sharp from 'sharp';
import { ApiError } from '../http/errors.js';
import { loadTextures, type TextureDeps } from '../render/render.textures.js';

export interface ImageFacts {
  width: number;
  height: number;
  /** Face box in 0..1 of the image and yaw in degrees (positive: facing the viewer's right). */
  face?: { box: ImageBox; yaw: number };
  /** Main subject box in 0..1 of the image. */
  subject?: ImageBox;
  /** The cut-out (transparent) version of the image, when one exists. */
  cutout?: string;
}

export interface ImageFactsPort {
  /** Facts of each reference, keyed by it; a reference the caller may not use is a 400. */
  factsOf(refs: readonly string[], userId: number): Promise<Map<string, ImageFacts>>;
}

/** Pixel sizes from the files the api holds (library photos, materials, the caller's uploads). */
export function storedImageFacts(deps: TextureDeps): ImageFactsPort {
  return {
    async factsOf(refs, userId) {
      const loaded = await loadTextures(deps, refs, userId);
      if ('refused' in loaded) throw new ApiError('renderImageRefused', { ref: loaded.refused });
      const facts = new Map<string, ImageFacts>();
      for (const ref of refs) {
        const bytes = loaded.images[ref];
        const meta = bytes
          ? await sharp(bytes)
              .metadata()
              .catch(() => undefined)
          : undefined;
        if (!meta?.width || !meta.height)
          throw new ApiError('renderImageRefused', { ref: ref.slice(0, 100) });
        facts.set(ref, { width: meta.width, height: meta.height });
      }
      return facts;
    },
  };
}
