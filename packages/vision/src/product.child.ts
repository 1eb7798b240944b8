// Child process for OpenCV's GrabCut: opencv.js installs process-wide handlers and can abort the
// process it runs in (QUICKCREATE §5), so it gets a process of its own, never the api's.
import { createRequire } from 'node:module';

export interface GrabcutRequest {
  id: number;
  rgb: Uint8Array;
  width: number;
  height: number;
  seeds: Uint8Array;
  /** Rounds of GrabCut (default 4); its first already sorts the seeds' band by colour. */
  iterations?: number;
}
export interface GrabcutReply {
  id: number;
  /** 255 where GrabCut kept the pixel as foreground, else 0. */
  mask?: Uint8Array;
  error?: string;
}

// The parts of opencv.js used here.
interface Mat {
  data: Uint8Array;
  delete(): void;
}
interface OpenCv {
  Mat: new (rows?: number, cols?: number, type?: number) => Mat;
  Rect: new (x: number, y: number, width: number, height: number) => object;
  CV_8UC1: number;
  CV_8UC3: number;
  GC_FGD: number;
  GC_PR_FGD: number;
  GC_INIT_WITH_MASK: number;
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): Mat;
  grabCut(
    img: Mat,
    mask: Mat,
    rect: object,
    bgd: Mat,
    fgd: Mat,
    iterations: number,
    mode: number,
  ): void;
  onRuntimeInitialized?: () => void;
}

const ITERATIONS = 4;

// opencv.js is an Emscripten module with a `then` that never settles when awaited: wait for its
// runtime through the callback instead.
const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv;
const ready = new Promise<void>((resolve) => {
  if (typeof cv.Mat === 'function') resolve();
  else cv.onRuntimeInitialized = resolve;
});

function grabcut({ rgb, width, height, seeds, iterations }: GrabcutRequest): Uint8Array {
  const img = cv.matFromArray(height, width, cv.CV_8UC3, rgb);
  const mask = new cv.Mat(height, width, cv.CV_8UC1);
  mask.data.set(seeds);
  const bgd = new cv.Mat();
  const fgd = new cv.Mat();
  try {
    const rounds = iterations ?? ITERATIONS;
    cv.grabCut(img, mask, new cv.Rect(0, 0, 1, 1), bgd, fgd, rounds, cv.GC_INIT_WITH_MASK);
    return mask.data.map((label) => (label === cv.GC_FGD || label === cv.GC_PR_FGD ? 255 : 0));
  } finally {
    for (const mat of [img, mask, bgd, fgd]) mat.delete();
  }
}

// The vision worker that started this process is gone: nothing more will come.
process.on('disconnect', () => process.exit(0));

process.on('message', (request: GrabcutRequest) => {
  void ready.then(() => {
    let reply: GrabcutReply;
    try {
      reply = { id: request.id, mask: grabcut(request) };
    } catch (error) {
      reply = { id: request.id, error: String(error) };
    }
    process.send?.(reply);
  });
});
