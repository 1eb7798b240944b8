import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { visualSignature, type VisualSignature } from '../materials/materials.visual.js';

/** One manifest entry as far as its signature goes. */
export interface SignedPhoto {
  file: string;
  /** The perceptual hash and colour of the file, shipped so that seeding decodes no photo. */
  visual?: VisualSignature;
}

/** A photo's signature: the shipped one, or a decode of the file when the manifest has none. */
export function signatureOf(photo: SignedPhoto, photosDir: string): Promise<VisualSignature> {
  return photo.visual ? Promise.resolve(photo.visual) : visualSignature(join(photosDir, photo.file));
}

/**
 * Writes each photo's signature into the manifest (a pure function of the file). build-photos.mjs
 * runs it after the photos change; demo-materials.content.test.ts holds the shipped ones to it.
 */
export async function signManifest(manifest: string, photosDir: string): Promise<number> {
  const photos = JSON.parse(readFileSync(manifest, 'utf8')) as SignedPhoto[];
  const signed = [];
  for (const photo of photos) {
    signed.push({ ...photo, visual: await visualSignature(join(photosDir, photo.file)) });
  }
  writeFileSync(manifest, `${JSON.stringify(signed, null, 2)}\n`);
  return signed.length;
}
