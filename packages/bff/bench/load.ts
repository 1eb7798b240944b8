import { Pool } from 'undici';
import { since } from '@adstudio/api/bench';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  /** Completed requests per second. */
  rps: number;
  latencies: number[];
}

export interface LoadOptions {
  origin: string;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /** Checks a response body; a false answer counts as an error. */
  check?: (status: number, body: string) => boolean;
}

/** Closed-loop load: `connections` keep-alive sockets, each sending its next request as soon as the last one is read. */
export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(o.origin, { connections: o.connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const started = process.hrtime.bigint();
  const end = Date.now() + o.seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const start = process.hrtime.bigint();
      try {
        const res = await pool.request({
          origin: o.origin,
          path: o.path,
          method: o.method,
          headers: o.headers,
          body: o.body ?? null,
        });
        const text = await res.body.text();
        if (o.check && !o.check(res.statusCode, text)) errors += 1;
        else latencies.push(since(start));
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: o.connections }, worker));
  const seconds = since(started) / 1000;
  await pool.close();
  return {
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    latencies,
  };
}
