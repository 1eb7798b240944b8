// createRenderer: a worker_threads pool (piscina) so drawing and encoding never block the api's
// event loop (QUICKCREATE §4: 9 previews on 2 workers).
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { TemplateError } from '../src/template.errors.js';
import type { TemplateDoc } from '../src/template.schema.js';
import { RENDER_TIMEOUT_MS } from './render.limits.js';
import { checkRenderOptions, type RenderOptions } from './render.options.js';
import type { RenderTask } from './render.worker.js';

// Sources run through tsx (dev, tests, benches); a build runs the compiled .js beside this file.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER = new URL(fromSource ? './render.worker.ts' : './render.worker.js', import.meta.url).href;

export interface Renderer {
  render(doc: TemplateDoc, opts: RenderOptions): Promise<Buffer>;
  close(): Promise<void>;
}

export function createRenderer({ workers }: { workers?: number } = {}): Renderer {
  const threads = Math.max(1, workers ?? Math.max(1, availableParallelism() - 1));
  const pool = new Piscina<RenderTask, Uint8Array>({
    filename: WORKER,
    minThreads: threads,
    maxThreads: threads,
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  // A render's time limit counts from a started pool: the workers' start-up (modules, fonts) is not
  // the request's fault.
  const warm = Promise.all(Array.from({ length: threads }, () => pool.run({ warmUp: true })));
  return {
    async render(doc, opts) {
      // Refuse oversize requests here, before a worker spends memory on them.
      checkRenderOptions(doc, opts);
      const timeoutMs = opts.timeoutMs ?? RENDER_TIMEOUT_MS;
      await warm;
      try {
        const out = await pool.run({ doc, opts: { ...opts, timeoutMs } }, { signal: AbortSignal.timeout(timeoutMs) });
        return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
      } catch (error) {
        const e = error as Error;
        if (e.name === 'AbortError' || e.name === 'TimeoutError')
          throw new TemplateError(`渲染超时（超过 ${timeoutMs / 1000} 秒）`);
        // A TemplateError crosses the thread boundary as a plain Error with the same name and message.
        if (e.name === 'TemplateError') throw new TemplateError(e.message);
        throw e;
      }
    },
    close: () => pool.destroy(),
  };
}
