// Vision jobs in this process's worker threads, bounded and shared like renders (render.queue.ts,
// jobs/fair.queue.ts): at most `workers` running, `queueMax` waiting, one user at most half the
// workers and half the line (429 past it), people waiting on an answer before background
// analysis; the rest refused at once with 503 rather than left to hang.
import {
  checkImage,
  createVision,
  isVisionError,
  type Face,
  type MainSubject,
  type TonedImage,
  type Vision,
} from '@adstudio/vision';
import { ApiError } from '../http/errors.js';
import { FairQueue, fairLimits, type JobClass } from '../jobs/fair.queue.js';

/** Whose job it is: a user's call waits in their line; without one, a background job of its own. */
export interface VisionCaller {
  user: string;
  jobClass?: JobClass;
}

export interface VisionQueue {
  detectFaces(bytes: Uint8Array, caller?: VisionCaller): Promise<Face[]>;
  cutout(bytes: Uint8Array, caller?: VisionCaller): Promise<Buffer>;
  mainSubject(bytes: Uint8Array, caller?: VisionCaller): Promise<MainSubject | null>;
  adjustTone(base: Uint8Array, change: Uint8Array, caller?: VisionCaller): Promise<TonedImage>;
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
  const queue = new FairQueue({
    limits: fairLimits(limits),
    busy: 'visionBusy',
    userBusy: 'visionUserBusy',
  });
  const running = new Set<Promise<unknown>>();
  // Background jobs (smart creation's photo facts) are each their own line: held to the total only.
  let background = 0;
  async function enqueue<T>(
    inputs: Uint8Array[],
    caller: VisionCaller | undefined,
    job: (v: Vision) => Promise<T>,
  ): Promise<T> {
    // A picture vision would refuse is refused here, from its header, without taking a place in line.
    await inApiTerms(Promise.all(inputs.map(checkImage)));
    const user = caller?.user ?? `background:${(background += 1)}`;
    const jobClass = caller ? (caller.jobClass ?? 'interactive') : 'bulk';
    const done = queue.run(user, jobClass, () => {
      vision ??= createVision({ workers: limits.workers });
      return job(vision);
    });
    const settled = done.catch(() => undefined);
    running.add(settled);
    void settled.finally(() => running.delete(settled));
    return inApiTerms(done);
  }
  return {
    detectFaces: (bytes, caller) => enqueue([bytes], caller, (v) => v.detectFaces(bytes)),
    cutout: (bytes, caller) => enqueue([bytes], caller, (v) => v.cutout(bytes)),
    mainSubject: (bytes, caller) => enqueue([bytes], caller, (v) => v.mainSubject(bytes)),
    adjustTone: (base, change, caller) =>
      enqueue([base, change], caller, (v) => v.adjustTone(base, change)),
    async close() {
      queue.clear();
      await Promise.all(running);
      await vision?.close();
    },
  };
}
