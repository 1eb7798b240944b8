import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';

export interface OpenRequest {
  /** Names the kind of request in the per-kind figures and failure notes. */
  name: string;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** A false answer counts as an error. */
  check: (status: number, body: string) => boolean;
}

export interface OpenLoadOptions {
  origin: string;
  rps: number;
  seconds: number;
  /** The i-th request of the run. */
  next: (i: number) => OpenRequest;
  /** Requests allowed in flight at once; a send that finds this many is refused and counted as an error. */
  maxOutstanding: number;
  timeoutMs: number;
  connections: number;
}

export interface OpenLoadResult {
  /** Requests the schedule called for. */
  scheduled: number;
  errors: number;
  timeouts: number;
  /** Sends refused because maxOutstanding requests were still in flight. */
  refused: number;
  /** From the first send to the last. */
  seconds: number;
  /** Good answers per second of sending. */
  rps: number;
  /** Milliseconds from each request's scheduled time to its answer read in full. */
  latencies: number[];
  byName: Map<string, number[]>;
  /** Failure descriptions with their counts. */
  failures: Map<string, number>;
}

/**
 * Open-loop load at a constant rate: request i is due at start + i/rps whatever is still in flight,
 * and its latency counts from that due time, so a slow server or a late timer shows in the figures
 * instead of slowing the load down (coordinated omission).
 */
export async function runOpenLoad(o: OpenLoadOptions): Promise<OpenLoadResult> {
  const pool = new Pool(o.origin, { connections: o.connections, pipelining: 1 });
  const result: OpenLoadResult = {
    scheduled: Math.round(o.rps * o.seconds),
    errors: 0,
    timeouts: 0,
    refused: 0,
    seconds: 0,
    rps: 0,
    latencies: [],
    byName: new Map(),
    failures: new Map(),
  };
  const fail = (what: string) => {
    result.errors += 1;
    result.failures.set(what, (result.failures.get(what) ?? 0) + 1);
  };
  const send = async (r: OpenRequest, due: number) => {
    const signal = AbortSignal.timeout(o.timeoutMs);
    try {
      const res = await pool.request({
        path: r.path,
        method: r.method,
        headers: r.headers,
        body: r.body ?? null,
        signal,
      });
      const text = await res.body.text();
      if (!r.check(res.statusCode, text)) {
        fail(`${r.name}: HTTP ${res.statusCode} ${text.slice(0, 160)}`);
        return;
      }
      const latency = performance.now() - due;
      result.latencies.push(latency);
      const own = result.byName.get(r.name) ?? [];
      own.push(latency);
      result.byName.set(r.name, own);
    } catch (err) {
      if (signal.aborted) {
        result.timeouts += 1;
        fail(`${r.name}: no answer within ${o.timeoutMs} ms`);
      } else fail(`${r.name}: ${String(err)}`);
    }
  };

  const inFlight = new Set<Promise<void>>();
  const interval = 1000 / o.rps;
  const started = performance.now();
  for (let i = 0; i < result.scheduled; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    if (inFlight.size >= o.maxOutstanding) {
      result.refused += 1;
      fail(`refused: ${o.maxOutstanding} requests still in flight`);
      continue;
    }
    const sent = send(o.next(i), due).finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  }
  // Up to the last send: answers still in flight afterwards do not stretch the rate.
  result.seconds = Math.max(performance.now() - started, interval) / 1000;
  await Promise.all(inFlight);
  result.rps = result.latencies.length / result.seconds;
  await pool.close();
  return result;
}
