// One worker thread for PSD imports (psd.worker.ts): decoding a large PSD blocks for seconds (a
// 58 MB file: 2.8 s), which the api's event loop must not. Imports are a designer's occasional act:
// they wait in line for the one thread rather than take the render and smart threads' cores.
import { Piscina } from 'piscina';
import { ApiError } from '../../http/errors.js';
import type { ConvertedPsd } from './psd.convert.js';
import type { PsdWork } from './psd.worker.js';

// Sources run through tsx (dev, tests); a build runs the compiled .js beside this file.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER = new URL(fromSource ? './psd.worker.ts' : './psd.worker.js', import.meta.url).href;

export interface PsdPool {
  /** The PSD read, checked and converted in the thread; its refusals thrown as the same ApiError. */
  convert(bytes: Buffer): Promise<ConvertedPsd>;
  close(): Promise<void>;
}

/** The pool; its thread starts with the first import and goes when idle (the decoder's memory too). */
export function createPsdPool(): PsdPool {
  let pool: Piscina<{ bytes: Uint8Array }, PsdWork> | undefined;
  return {
    async convert(bytes) {
      pool ??= new Piscina({
        filename: WORKER,
        minThreads: 0,
        maxThreads: 1,
        idleTimeout: 10_000,
        ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
      });
      const work = await pool.run({ bytes });
      if (!work.ok) throw new ApiError(work.errorName, work.vars);
      return work.converted;
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
