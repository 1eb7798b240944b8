// Vision jobs in this process's worker threads, bounded like renders (render.queue.ts): at most
// `workers` running, `queueMax` waiting, the rest refused at once with 503 rather than left to hang.
import {
  checkImage,
  createVision,
  isVisionError,
  type Face,
  type MainSubject,
  type TonedImage,
  type Vision,
} from '@adstudio/vision';
import PQueue from 'p-queue';
import { ApiError } from '../http/errors.js';

export interface VisionQueue {
  detectFaces(bytes: Uint8Array): Promise<Face[]>;
  cutout(bytes: Uint8Array): Promise<Buffer>;
  mainSubject(bytes: Uint8Array): Promise<MainSubject | null>;
  adjustTone(base: Uint8Array, change: Uint8Array): Promise<TonedImage>;
  close(): Promise<void>;
}

// The vision package's refusals carry their Chinese message; the api gives them a status.
async function inApiTerms<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!isVisionError(error)) throw error;
    const name = error.code === 'VISION_TIMEOUT' ? 'visionTimeout' : 'visionBadImage';
    throw new ApiError(name, { reason: error.message });
  }
}

export function createVisionQueue(limits: { workers: number; queueMax: number }): VisionQueue {
  // Threads and models load with the first job, not with every api (or test) that never asks.
  let vision: Vision | undefined;
  const queue = new PQueue({ concurrency: limits.workers });
  async function enqueue<T>(inputs: Uint8Array[], job: (v: Vision) => Promise<T>): Promise<T> {
    // A picture vision would refuse is refused here, from its header, without taking a place in line.
    await inApiTerms(Promise.all(inputs.map(checkImage)));
    if (queue.size >= limits.queueMax) throw new ApiError('visionBusy');
    vision ??= createVision({ workers: limits.workers });
    const running = vision;
    return inApiTerms(queue.add(() => job(running), { throwOnTimeout: true }));
  }
  return {
    detectFaces: (bytes) => enqueue([bytes], (v) => v.detectFaces(bytes)),
    cutout: (bytes) => enqueue([bytes], (v) => v.cutout(bytes)),
    mainSubject: (bytes) => enqueue([bytes], (v) => v.mainSubject(bytes)),
    adjustTone: (base, change) => enqueue([base, change], (v) => v.adjustTone(base, change)),
    async close() {
      queue.clear();
      await queue.onIdle();
      await vision?.close();
    },
  };
}
