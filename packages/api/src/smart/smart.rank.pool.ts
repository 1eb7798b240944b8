// getSmartProfile's ranking off the event loop (issue 29 item 2): a worker-thread pool (piscina)
// of SMART_WORKERS threads, each with the library and fonts loaded once (smart.rank.worker.ts).
// A request waits in a bounded line (SMART_QUEUE_MAX, then 503 at once) and has SMART_TIMEOUT_MS,
// waiting included; past it the thread is stopped (piscina ends a running task's thread on abort).
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { ApiError } from '../http/errors.js';
import type { RankRequest, RankResult } from './smart.rank.js';
import type { RankTask } from './smart.rank.worker.js';

// Sources run through tsx (dev, tests, benches); a build runs the compiled .js beside this file.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER = new URL(
  fromSource ? './smart.rank.worker.ts' : './smart.rank.worker.js',
  import.meta.url,
).href;

export interface RankPoolLimits {
  workers: number;
  queueMax: number;
  timeoutMs: number;
}

export interface RankPool {
  rank: (req: RankRequest) => Promise<RankResult>;
  /** Requests handed to the threads and not answered yet (what tests wait on, never a clock). */
  inFlight(): number;
  close(): Promise<void>;
}

const isAbort = (e: Error) => e.name === 'AbortError' || e.name === 'TimeoutError';

/** The pool; its threads start with the first request, not with every api (or test) that never ranks. */
export function createRankPool(limits: RankPoolLimits): RankPool {
  let pool: Piscina<RankTask, RankResult | undefined> | undefined;
  let warm: Promise<unknown> | undefined;
  const started = () => {
    if (!pool) {
      const p = new Piscina<RankTask, RankResult | undefined>({
        filename: WORKER,
        minThreads: limits.workers,
        maxThreads: limits.workers,
        maxQueue: limits.queueMax,
        ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
      });
      pool = p;
      // The threads' start-up (modules, fonts) is not a request's fault: budgets count from here.
      warm = Promise.all(Array.from({ length: limits.workers }, () => p.run({ warmUp: true })));
    }
    return { pool, warm };
  };
  let inFlight = 0;
  return {
    // An arrow: the routes hand `rank` on alone.
    rank: async (req) => {
      const { pool: p, warm: ready } = started();
      await ready;
      inFlight += 1;
      try {
        const out = await p.run(req, { signal: AbortSignal.timeout(limits.timeoutMs) });
        if (!out) throw new Error('smart ranking answered nothing');
        return out;
      } catch (err) {
        const e = err as Error;
        if (isAbort(e)) throw new ApiError('smartTimeout');
        // piscina's refusals when its line (maxQueue) is full, or none is allowed and all are busy.
        if (/queue is at limit|no task queue available/i.test(e.message)) {
          throw new ApiError('smartBusy');
        }
        throw err;
      } finally {
        inFlight -= 1;
      }
    },
    inFlight: () => inFlight,
    async close() {
      await pool?.destroy();
    },
  };
}

const pools = new WeakMap<object, RankPool>();

/** This api's one pool (keyed by its deps, which every plugin scope shares), closed with the app. */
export function rankPoolOf(app: FastifyInstance): RankPool {
  let pool = pools.get(app.deps);
  if (!pool) {
    const created = createRankPool(app.deps.config.smart);
    pools.set(app.deps, created);
    app.addHook('onClose', () => created.close());
    pool = created;
  }
  return pool;
}
