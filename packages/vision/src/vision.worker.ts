// Piscina worker: loads the models once, then runs one vision job per task off the api's event loop.
import { Piscina } from 'piscina';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import { detectFacesIn, hasBodyIn, type Box } from './faces.detect.js';
import type { Human } from '@vladmandic/human';
import type { ImageSize } from './image.check.js';
import { decodeForWork, UndecodableImage, type RgbImage } from './image.decode.js';
import { loadHuman, loadSelfieModel } from './models.load.js';
import { crispen, keepPerson } from './alpha.clean.js';
import { applyAlpha, keptShare, personAlpha, personMask } from './person.cutout.js';
import { productAlpha } from './product.cutout.js';
import { personByColour } from './person.grabcut.js';
import { personRegion } from './person.region.js';
import { plainGround } from './plain.ground.js';
import { adjustTone } from './tone.adjust.js';
import { alphaBox, keptRegion, type MainSubject } from './subject.find.js';
import { VISION_MIN_PERSON_SHARE } from './vision.limits.js';
import { BROKEN_IMAGE, BUSY_BACKGROUND, NOTHING_FOUND, type VisionTask } from './vision.task.js';

const models = (async () => {
  const human = await loadHuman();
  return { human, selfie: await loadSelfieModel() };
})();

async function mainSubject(
  human: Human,
  image: RgbImage,
  size: ImageSize,
  alpha: Uint8Array | undefined,
): Promise<MainSubject | null> {
  const box = alpha && alphaBox(alpha, image, size);
  if (box) return { box, source: 'person' };
  const [face] = await detectFacesIn(human, image, size);
  return face ? { box: face.box, source: 'face' } : null;
}

/**
 * The person cut again from the part of the picture they stand in (personRegion): on a plain ground
 * with that ground taken away exactly (plain.ground.ts), on any other recut by colour along the
 * model's edge (person.grabcut.ts); then a crisp edge, and only what is joined to their face
 * (alpha.clean.ts).
 */
async function focusedPerson(selfie: GraphModel, image: RgbImage, first: Uint8Array, face?: Box) {
  const region = personRegion(image, alphaBox(first, image, image), face);
  const ground = plainGround(image);
  const alpha = ground
    ? personAlpha(selfie, image, region, ground)
    : await personByColour(image, region ? personMask(selfie, image, region) : first, face);
  return keepPerson(crispen(alpha), image, face);
}

export default async function run(task: VisionTask) {
  try {
    return await work(task);
  } catch (error) {
    // Said as data, as the refusals below are: an error loses its class on the way back.
    if (error instanceof UndecodableImage) return BROKEN_IMAGE;
    throw error;
  }
}

async function work(task: VisionTask) {
  const { human, selfie } = await models;
  if (task.kind === 'warmUp') return null;
  if (task.kind === 'tone') {
    const toned = await adjustTone(task.base, task.change);
    return Piscina.move(new Uint8Array(toned.buffer, toned.byteOffset, toned.byteLength));
  }
  const image = await decodeForWork(task.bytes);
  if (task.kind === 'faces') return detectFacesIn(human, image, task.size);
  const person = personAlpha(selfie, image);
  const hasPerson = keptShare(person) >= VISION_MIN_PERSON_SHARE;
  if (task.kind === 'subject')
    return mainSubject(human, image, task.size, hasPerson ? person : undefined);
  // A person needs a face or a body pose too: the selfie model also takes a cat or a coffee cup
  // for one, and a face half behind a didgeridoo escapes the face detector. Faces in the working
  // image's pixels, where the focused pass looks.
  const [face] = hasPerson ? await detectFacesIn(human, image, image) : [];
  const cutPerson = hasPerson && (face !== undefined || (await hasBodyIn(human, image)));
  const alpha = cutPerson
    ? await focusedPerson(selfie, image, person, face?.box)
    : await productAlpha(image);
  // Said as data: an error thrown here reaches the main thread without its code.
  if (alpha === 'busy') return BUSY_BACKGROUND;
  if (keptShare(alpha) < VISION_MIN_PERSON_SHARE) return NOTHING_FOUND;
  const png = await applyAlpha(task.bytes, alpha, image, keptRegion(alpha, image));
  // Moved, not copied, back to the main thread.
  return Piscina.move(new Uint8Array(png.buffer, png.byteOffset, png.byteLength));
}
