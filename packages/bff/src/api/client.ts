import { BrokenCircuitError, circuitBreaker, ConsecutiveBreaker, handleWhen } from 'cockatiel';
import { Agent, request, type Dispatcher } from 'undici';
import type { ApiData, ApiForm, ApiQuery, RoutePath } from './contract.js';
import { isEnvelope, unwrap, type Envelope } from './envelope.js';
import { UpstreamError } from './errors.js';

export type Params = Record<string, string | number | boolean | null | undefined>;

/** One request's view of the api: its token is sent with every call. */
export interface ApiClient {
  get<P extends RoutePath<'get'>>(path: P, query?: ApiQuery<P, 'get'>): Promise<ApiData<P, 'get'>>;
  post<P extends RoutePath<'post'>>(path: P, form?: ApiForm<P>): Promise<ApiData<P, 'post'>>;
  /** DELETE with the parameters in the query string (spec: DELETE /client/template). */
  delete<P extends RoutePath<'delete'>>(
    path: P,
    query?: ApiQuery<P, 'delete'>,
  ): Promise<ApiData<P, 'delete'>>;
}

export interface UpstreamCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  attempt: number;
}

export interface CircuitBreakerOptions {
  /** Consecutive failed calls that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit fails fast before one probe call may try again. */
  halfOpenAfterMs: number;
}

export interface UpstreamOptions {
  /** e.g. http://127.0.0.1:3001/api/v1 */
  baseUrl: string;
  timeoutMs: number;
  /** For LONG_OPERATIONS (default LONG_OPERATION_TIMEOUT_MS; never below timeoutMs). */
  longTimeoutMs?: number;
  /** Tests pass a MockAgent to fake faults the real api cannot produce. */
  dispatcher?: Dispatcher;
  breaker?: CircuitBreakerOptions;
  /** Called before every HTTP attempt, so tests can count upstream calls. */
  onCall?: (call: UpstreamCall) => void;
}

/** The shared transport: one keep-alive pool and one circuit breaker for the whole process. */
export interface Upstream {
  /**
   * A request's view of the api. `headers` are read at each call, so a header set after the
   * client is made (an access token's use id, set once its operation is checked) goes with
   * every later call.
   */
  client(token: string | null, headers?: Readonly<Record<string, string>>): ApiClient;
  close(): Promise<void>;
}

interface Outgoing {
  method: UpstreamCall['method'];
  path: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

// A probe every 250 ms closes the circuit within a quarter of a second of the api answering again
// (BRIEF §4: a clear error in < 1 s while it is down, and back as soon as it is up).
const DEFAULT_BREAKER: CircuitBreakerOptions = { failureThreshold: 5, halfOpenAfterMs: 250 };
// The api is on the same network: a connect that takes longer means it is gone, and waiting the
// whole request timeout for it would break the 1 s bar while it is down.
const CONNECT_TIMEOUT_MS = 500;
/**
 * Calls that run a render or vision job on the api. The api bounds each job (RENDER_TIMEOUT_MS 15 s,
 * vision 30 s) and then answers 503 作图超时 itself; the bff waits that budget out, with room for
 * the job's place in line and the save, rather than giving up first and leaving the api to finish a
 * render nobody is told about (issue 29: UPSTREAM_TIMEOUT at 10 s, the design saved later).
 */
export const LONG_OPERATIONS: ReadonlySet<string> = new Set([
  '/render/renderClient',
  '/render/posterRenderClient',
  '/client/design/save',
  '/client/design/export',
  '/client/composeTemplate/addMaterial',
  '/client/composeTemplate/getSmartProfile',
  '/client/img/cutout',
  '/client/img/adjustTone',
  '/client/getRoleInfo',
  '/client/re_getMainInfo',
  // 批量生成's preflight checks every row of up to 5,000 (issue 33).
  '/client/batch/preflight',
]);
export const LONG_OPERATION_TIMEOUT_MS = 40_000;
// A proxy's answers while the api behind it is restarting; anything else non-JSON is garbage.
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** Creates the api transport: form-encoded POSTs, Bearer forwarding, timeouts, retry, breaker. */
export function createUpstream(options: UpstreamOptions): Upstream {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const ownAgent = options.dispatcher
    ? undefined
    : new Agent({ keepAliveTimeout: 30_000, connect: { timeout: CONNECT_TIMEOUT_MS } });
  const dispatcher = options.dispatcher ?? ownAgent;
  const { failureThreshold, halfOpenAfterMs } = options.breaker ?? DEFAULT_BREAKER;
  const longTimeoutMs = Math.max(
    options.timeoutMs,
    options.longTimeoutMs ?? LONG_OPERATION_TIMEOUT_MS,
  );
  // cockatiel: while open every call fails at once; after `halfOpenAfterMs` one call goes through
  // as a probe (calls arriving meanwhile wait for its outcome) and its success closes the circuit.
  const newBreaker = (counts: (err: UpstreamError) => boolean) =>
    circuitBreaker(
      handleWhen((err) => err instanceof UpstreamError && counts(err)),
      { halfOpenAfter: halfOpenAfterMs, breaker: new ConsecutiveBreaker(failureThreshold) },
    );
  // The api as a whole is down only when it cannot be reached (refused, reset, a proxy's 502/503,
  // garbage). A timeout says one operation is slow: it opens that operation's circuit alone, so
  // renders timing out no longer take every other user's search with them (issue 29).
  const breaker = newBreaker((err) => err.failure !== 'timeout');
  // Keyed by route path, the contract's closed set (no ids in paths). An api that hangs altogether
  // costs each operation one timeout's worth of failures before its own circuit opens.
  const slowOperations = new Map<string, ReturnType<typeof newBreaker>>();
  const operationBreaker = (path: string) => {
    let known = slowOperations.get(path);
    if (!known) {
      known = newBreaker((err) => err.failure === 'timeout');
      slowOperations.set(path, known);
    }
    return known;
  };

  // One HTTP attempt. Only a failure of the api itself throws here (and so counts for the
  // breaker); any envelope, even `{code:500}` caused by one request's input, proves the api is up.
  async function exchange(out: Outgoing, attempt: number): Promise<Envelope<unknown>> {
    options.onCall?.({ method: out.method, path: out.path, attempt });
    const timeoutMs = LONG_OPERATIONS.has(out.path) ? longTimeoutMs : options.timeoutMs;
    const signal = AbortSignal.timeout(timeoutMs);
    let status: number;
    let body: unknown;
    try {
      const { method, headers, body: form } = out;
      const res = await request(out.url, { method, headers, body: form, signal, dispatcher });
      status = res.statusCode;
      body = parseJson(await res.body.text());
    } catch (err) {
      if (signal.aborted) {
        throw new UpstreamError('timeout', out.path, `no answer in ${timeoutMs} ms`);
      }
      throw new UpstreamError('unavailable', out.path, describe(err));
    }
    if (isEnvelope(body)) return body;
    if (!GATEWAY_STATUSES.has(status)) {
      throw new UpstreamError('unavailable', out.path, 'malformed envelope');
    }
    throw new UpstreamError(status === 504 ? 'timeout' : 'unavailable', out.path, `HTTP ${status}`);
  }

  // The shape of data is the route's response schema (contract.ts); the api validated it on the way out.
  async function send<T>(out: Outgoing): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      // Only GETs are idempotent; a POST might have been applied before the connection dropped.
      // A timeout is not retried either: the caller's time budget is spent.
      const mayRetry = out.method === 'GET' && attempt === 1;
      let envelope: Envelope<unknown>;
      try {
        envelope = await breaker.execute(() =>
          operationBreaker(out.path).execute(() => exchange(out, attempt)),
        );
      } catch (err) {
        if (err instanceof BrokenCircuitError) {
          throw new UpstreamError('unavailable', out.path, 'circuit open');
        }
        if (mayRetry && err instanceof UpstreamError && err.failure === 'unavailable') continue;
        throw err;
      }
      return unwrap(envelope, out.path) as T;
    }
  }

  const prepare = (
    method: Outgoing['method'],
    path: string,
    token: string | null,
    params: Params = {},
    extra: Readonly<Record<string, string>> = {},
  ): Outgoing => {
    const headers: Record<string, string> = { ...extra, accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const encoded = encode(params);
    if (method !== 'POST') {
      return { method, path, headers, url: `${baseUrl}${path}${encoded && `?${encoded}`}` };
    }
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { method, path, headers, url: baseUrl + path, body: encoded };
  };

  return {
    client: (token, extra) => ({
      get: (path, query) => send(prepare('GET', path, token, query, extra)),
      post: (path, form) => send(prepare('POST', path, token, form, extra)),
      delete: (path, query) => send(prepare('DELETE', path, token, query, extra)),
    }),
    close: async () => {
      await ownAgent?.close();
    },
  };
}

function encode(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  return search.toString();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = 'code' in err && typeof err.code === 'string' ? `${err.code}: ` : '';
  return code + err.message;
}
