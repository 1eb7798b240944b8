// Faces with box and head angles, in the coordinates of the upright original image.
import { pad, tensor4d, type Tensor4D } from '@tensorflow/tfjs-core';
import type { Human } from '@vladmandic/human';
import type { RgbImage } from './image.decode.js';
import type { ImageSize } from './image.check.js';

/** Pixels of the upright original picture. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Degrees, as getRoleInfo's face_list.angle. */
export interface FaceAngle {
  yaw: number;
  pitch: number;
  roll: number;
}

export interface Face {
  box: Box;
  angle: FaceAngle;
  score: number;
}

// On the overall score (box and mesh), not the detector's: on the demo photos a rocket and two
// dogs scored 0.35 as faces, the weakest real face (a musician half behind his didgeridoo) 0.43;
// a tiny face at the back of an orchestra passes only on this score.
const MIN_FACE_SCORE = 0.4;

// Human keeps the options of its last call, so every call names the models it runs.
const FACES_ONLY = { face: { enabled: true }, body: { enabled: false } };
const BODY_ONLY = { face: { enabled: false }, body: { enabled: true } };
// MoveNet's pose score: on the demo photos a person (even with the face hidden behind an
// instrument) scores 0.85, dogs, cats and products 0.23–0.37.
const MIN_BODY_SCORE = 0.6;

/**
 * The face itself (brow to chin, cheek to cheek) from its mesh: Human's own box is the detector's
 * crop, about twice the face's width with hair and background around it, which made every face
 * target (130 px, create-and-write §8) hold a face half that size, and the face's whole box wider
 * than a person standing in a narrow strip of a photo.
 */
function meshBox(
  mesh: readonly (readonly (number | undefined)[])[],
): [number, number, number, number] | undefined {
  if (mesh.length === 0) return undefined;
  const xs = mesh.map((p) => p[0] ?? 0);
  const ys = mesh.map((p) => p[1] ?? 0);
  const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
  return [x0, y0, Math.max(...xs) - x0, Math.max(...ys) - y0];
}

const toDegrees = (radians: number) => Math.round((radians * 180 * 10) / Math.PI) / 10;

// The detector sees its input squeezed to a square: a picture much longer on one side (a cut-out
// cropped to a person, 291×680) squeezed the face it fills until none was found. Past MAX_ASPECT
// it is padded with grey to PADDED_ASPECT, as a photo's frame would be; photos up to 16:9 are seen
// as they are (padding a 1024×613 orchestra to a square lost its smallest faces).
const MAX_ASPECT = 1.8;
const PADDED_ASPECT = 1.6;
const PAD_GREY = 128;

/** The picture as the detector's input, padded if it is long and narrow. */
function detectorInput(image: RgbImage): { input: Tensor4D; left: number; top: number } {
  const pixels = tensor4d(new Uint8Array(image.data), [1, image.height, image.width, 3], 'int32');
  const { width: w, height: h } = image;
  if (Math.max(w, h) <= MAX_ASPECT * Math.min(w, h)) return { input: pixels, left: 0, top: 0 };
  const pw = Math.max(w, Math.ceil(h / PADDED_ASPECT));
  const ph = Math.max(h, Math.ceil(w / PADDED_ASPECT));
  const left = Math.floor((pw - w) / 2);
  const top = Math.floor((ph - h) / 2);
  const padded = pad(
    pixels,
    [
      [0, 0],
      [top, ph - h - top],
      [left, pw - w - left],
      [0, 0],
    ],
    PAD_GREY,
  );
  pixels.dispose();
  return { input: padded, left, top };
}

export async function detectFacesIn(
  human: Human,
  image: RgbImage,
  original: ImageSize,
): Promise<Face[]> {
  const { input, left, top } = detectorInput(image);
  try {
    const result = await human.detect(input, FACES_ONLY);
    const scale = original.width / image.width;
    return result.face
      .filter((face) => face.score >= MIN_FACE_SCORE)
      .map((face) => {
        const [x, y, w, h] = meshBox(face.mesh) ?? face.box;
        const angle = face.rotation?.angle;
        return {
          box: {
            left: Math.round((x - left) * scale),
            top: Math.round((y - top) * scale),
            width: Math.round(w * scale),
            height: Math.round(h * scale),
          },
          angle: {
            yaw: toDegrees(angle?.yaw ?? 0),
            pitch: toDegrees(angle?.pitch ?? 0),
            roll: toDegrees(angle?.roll ?? 0),
          },
          score: Math.round(face.score * 100) / 100,
        };
      })
      .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
  } finally {
    input.dispose();
  }
}

/** Whether a person's body pose is in the picture (for a person whose face the detector misses). */
export async function hasBodyIn(human: Human, image: RgbImage): Promise<boolean> {
  const input = tensor4d(new Uint8Array(image.data), [1, image.height, image.width, 3], 'int32');
  try {
    const result = await human.detect(input, BODY_ONLY);
    return result.body.some((body) => body.score >= MIN_BODY_SCORE);
  } finally {
    input.dispose();
  }
}
