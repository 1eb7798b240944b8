import { createHash } from 'node:crypto';
import type { Face } from '@adstudio/vision';
import sharp from 'sharp';
import { ApiError } from '../http/errors.js';
import { loadTextures, type TextureDeps } from '../render/render.textures.js';
import type { StorageDriver } from '../uploads/uploads.storage.js';
import type { VisionQueue } from './vision.queue.js';
import type { MainInfoResult, RoleInfoBody, RoleInfoResult } from './vision.schema.js';

export interface VisionDeps extends TextureDeps {
  storage: StorageDriver;
  vision: VisionQueue;
  enabled: boolean;
  /** Starts vision's facts of a picture made here, as an upload does (smart/smart.facts.ts). */
  imageFacts?: { prepare(bytes: Uint8Array, width: number, height: number): void } | undefined;
}

// spec §3: res_parh "1" tells the page that cutout is switched off.
const CUTOUT_OFF = '1';

// The same files a render may use, by the same rules: nothing is fetched from a URL, so no
// address (private, loopback or outside) is ever reached.
async function readImage(deps: VisionDeps, ref: string, userId: number): Promise<Uint8Array> {
  const loaded = await loadTextures(deps, [ref], userId);
  const bytes = 'images' in loaded ? loaded.images[ref] : undefined;
  if (!bytes) throw new ApiError('renderImageRefused', { ref: ref.slice(0, 100) });
  return bytes;
}

// Named by the inputs' hash: the same request again reuses the file. The key has the uploads'
// shape, so the result can go straight into a template as the user's own image.
async function storeResult(
  deps: VisionDeps,
  userId: number,
  inputs: Uint8Array[],
  bytes: Buffer,
  format: 'png' | 'jpeg',
) {
  const digest = (input: Uint8Array) => createHash('sha256').update(input).digest('hex');
  const name = digest(Buffer.from(inputs.map(digest).join(':'))).slice(0, 32);
  const key = `user_upload/${userId}/${name}.${format === 'png' ? 'png' : 'jpg'}`;
  await deps.storage.write(key, bytes, `image/${format}`);
  return deps.storage.url(key);
}

export async function cutout(deps: VisionDeps, userId: number, path: string) {
  if (!deps.enabled) return { res_parh: CUTOUT_OFF };
  const bytes = await readImage(deps, path, userId);
  const png = await deps.vision.cutout(bytes, { user: String(userId) });
  const stored = await storeResult(deps, userId, [bytes], png, 'png');
  // The cut-out goes into 智能创作 next: its faces are found now, as an upload's are, so the
  // designs are placed by them rather than after SMART_VISION_WAIT_MS without them.
  const { width, height } = await sharp(png).metadata();
  if (width && height) deps.imageFacts?.prepare(png, width, height);
  return { res_parh: stored };
}

/** Switched off, the picture comes back as it was. */
export async function adjustTone(
  deps: VisionDeps,
  userId: number,
  baseImg: string,
  changeImg: string,
) {
  if (!deps.enabled) return { changeImg };
  const [base, change] = await Promise.all([
    readImage(deps, baseImg, userId),
    readImage(deps, changeImg, userId),
  ]);
  const toned = await deps.vision.adjustTone(base, change, { user: String(userId) });
  return { changeImg: await storeResult(deps, userId, [base, change], toned.bytes, toned.format) };
}

function decodeBase64(image: string): Uint8Array {
  const payload = image.replace(/^data:image\/[\w+.-]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) throw new ApiError('visionBadBase64');
  return Buffer.from(payload, 'base64');
}

const present = (face: Face) => ({
  location: face.box,
  angle: face.angle,
  face_probability: face.score,
});

export async function roleInfo(
  deps: VisionDeps,
  userId: number,
  body: RoleInfoBody,
): Promise<RoleInfoResult> {
  // Switched off, a page places the person without face data rather than failing.
  if (!deps.enabled) return { result: { face_num: 0, face_list: [] } };
  const bytes =
    body.image_type === 'BASE64'
      ? decodeBase64(body.image)
      : await readImage(deps, body.image, userId);
  const faces = await deps.vision.detectFaces(bytes, { user: String(userId) });
  return { result: { face_num: faces.length, face_list: faces.map(present) } };
}

export async function mainInfo(
  deps: VisionDeps,
  userId: number,
  imgUrl: string,
): Promise<MainInfoResult> {
  if (!deps.enabled) return { result: null };
  const subject = await deps.vision.mainSubject(await readImage(deps, imgUrl, userId), {
    user: String(userId),
  });
  return { result: subject && { location: subject.box, source: subject.source } };
}
