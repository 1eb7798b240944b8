// createVision: the models run in a worker_threads pool (piscina) so the api's event loop never waits
// on them; results are cached by content hash, so the same picture is analysed once.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import type { Face } from './faces.detect.js';
import { checkImage } from './image.check.js';
import type { MainSubject } from './subject.find.js';
import { VisionError } from './vision.errors.js';
import { VISION_CACHE_BYTES, VISION_CACHE_ENTRIES, VISION_TIMEOUT_MS } from './vision.limits.js';
import { BROKEN_IMAGE, BUSY_BACKGROUND, NOTHING_FOUND, type VisionTask } from './vision.task.js';

// Sources run through tsx (dev, tests, benches); a build runs the compiled .js beside this file.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER = new URL(fromSource ? './vision.worker.ts' : './vision.worker.js', import.meta.url)
  .href;

export interface TonedImage {
  bytes: Buffer;
  /** PNG when the changed picture had transparency (a cutout), else JPEG. */
  format: 'png' | 'jpeg';
}

export interface Vision {
  detectFaces(bytes: Uint8Array): Promise<Face[]>;
  /** PNG of the upright picture with its person (one with a face), else its product on a plain
   *  background, kept and the rest transparent. */
  cutout(bytes: Uint8Array): Promise<Buffer>;
  /** The person's box, else the largest face's; null when the picture has neither. */
  mainSubject(bytes: Uint8Array): Promise<MainSubject | null>;
  /** `change` with its colours moved half-way to those of `base` (adjustTone). */
  adjustTone(base: Uint8Array, change: Uint8Array): Promise<TonedImage>;
  close(): Promise<void>;
}

type WorkerOut =
  | Face[]
  | Uint8Array
  | MainSubject
  | typeof BUSY_BACKGROUND
  | typeof NOTHING_FOUND
  | typeof BROKEN_IMAGE
  | null;
type Result = Face[] | Buffer | MainSubject | TonedImage | null;

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const asBuffer = (out: WorkerOut) => {
  const bytes = out as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

export function createVision({
  workers = 1,
  timeoutMs = VISION_TIMEOUT_MS,
}: { workers?: number; timeoutMs?: number } = {}): Vision {
  const pool = new Piscina<VisionTask, WorkerOut>({
    filename: WORKER,
    minThreads: workers,
    maxThreads: workers,
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  // A job's time limit counts from loaded models: loading them is not the first request's fault.
  const warm = Promise.all(Array.from({ length: workers }, () => pool.run({ kind: 'warmUp' })));
  // In-flight promises are cached too, so concurrent requests for one picture share a job.
  const cache = new LRUCache<string, Promise<Result>>({
    max: VISION_CACHE_ENTRIES,
    maxSize: VISION_CACHE_BYTES,
    // A promise's size is unknown when it is stored; an image is charged at its size once known.
    sizeCalculation: () => 1,
  });

  // Callers check their pictures first (checkImage): a refusal never waits for a worker.
  async function runTask(task: VisionTask): Promise<WorkerOut> {
    await warm;
    let out: WorkerOut;
    try {
      out = await pool.run(task, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'AbortError' || name === 'TimeoutError')
        throw new VisionError(
          'VISION_TIMEOUT',
          `图片处理超时（超过 ${timeoutMs / 1000} 秒），请换一张小一些的图片`,
        );
      throw error;
    }
    if (out === BROKEN_IMAGE)
      throw new VisionError('IMAGE_BROKEN', '图片文件不完整或已损坏，请重新上传');
    return out;
  }

  function cached<T extends Result>(key: string, work: () => Promise<T>): Promise<T> {
    const hit = cache.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const job = work();
    cache.set(key, job);
    job.then(
      (result) => {
        const bytes = Buffer.isBuffer(result)
          ? result
          : result && 'bytes' in result && result.bytes;
        if (bytes && cache.get(key) === job)
          cache.set(key, job, { size: Math.max(1, bytes.length) });
      },
      // A refusal or a failure is not remembered: the next try runs again.
      () => cache.delete(key),
    );
    return job;
  }

  const single = async (kind: 'faces' | 'cutout' | 'subject', bytes: Uint8Array) =>
    runTask({ kind, bytes, size: await checkImage(bytes) });

  return {
    detectFaces: (bytes) =>
      cached(`faces:${hashOf(bytes)}`, async () => (await single('faces', bytes)) as Face[]),
    cutout: (bytes) =>
      cached(`cutout:${hashOf(bytes)}`, async () => {
        const out = await single('cutout', bytes);
        if (out === BUSY_BACKGROUND)
          throw new VisionError(
            'BACKGROUND_BUSY',
            '没有找到清晰的人物，背景也太复杂，无法自动抠图；请换一张人物清晰或纯色背景的图片',
          );
        if (out === NOTHING_FOUND)
          throw new VisionError(
            'NOTHING_TO_CUT',
            '没有找到可以抠出的主体，请换一张主体更清楚的图片',
          );
        return asBuffer(out);
      }),
    mainSubject: (bytes) =>
      cached(
        `subject:${hashOf(bytes)}`,
        async () => (await single('subject', bytes)) as MainSubject | null,
      ),
    adjustTone: (base, change) =>
      cached(`tone:${hashOf(base)}:${hashOf(change)}`, async () => {
        await Promise.all([checkImage(base), checkImage(change)]);
        const bytes = asBuffer(await runTask({ kind: 'tone', base, change }));
        const format = bytes.subarray(0, 4).equals(PNG_SIGNATURE) ? 'png' : 'jpeg';
        return { bytes, format } satisfies TonedImage;
      }),
    close: () => pool.destroy(),
  };
}
