import { Agent, request, type Dispatcher } from 'undici';
import { unwrap } from './envelope.js';
import { ApiError, UpstreamError } from './errors.js';

export type Params = Record<string, string | number | boolean | null | undefined>;

/** One request's view of the api: its token is sent with every call. */
export interface ApiClient {
  get<T>(path: string, query?: Params): Promise<T>;
  post<T>(path: string, form?: Params): Promise<T>;
}

export interface UpstreamCall {
  method: 'GET' | 'POST';
  path: string;
  attempt: number;
}

export interface CircuitBreakerOptions {
  /** Consecutive failed calls that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit fails fast before one call may try again. */
  openMs: number;
}

export interface UpstreamOptions {
  /** e.g. http://127.0.0.1:3001/api/v1 */
  baseUrl: string;
  timeoutMs: number;
  /** Tests pass a MockAgent to fake faults the real api cannot produce. */
  dispatcher?: Dispatcher;
  breaker?: CircuitBreakerOptions;
  /** Called before every HTTP attempt, so tests can count upstream calls. */
  onCall?: (call: UpstreamCall) => void;
}

/** The shared transport: one keep-alive pool and one circuit breaker for the whole process. */
export interface Upstream {
  client(token: string | null): ApiClient;
  close(): Promise<void>;
}

interface Outgoing {
  method: UpstreamCall['method'];
  path: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const DEFAULT_BREAKER: CircuitBreakerOptions = { failureThreshold: 5, openMs: 10_000 };
// Only a gateway's "try again" answers are worth a second attempt; the api's own errors are final.
const RETRYABLE_STATUSES = new Set([502, 503]);

/** Creates the api transport: form-encoded POSTs, Bearer forwarding, timeouts, retry, breaker. */
export function createUpstream(options: UpstreamOptions): Upstream {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const ownAgent = options.dispatcher ? undefined : new Agent({ keepAliveTimeout: 30_000 });
  const dispatcher = options.dispatcher ?? ownAgent;
  const breaker = createBreaker(options.breaker ?? DEFAULT_BREAKER);

  async function exchange(out: Outgoing): Promise<{ status: number; body: unknown }> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const { method, headers, body } = out;
      const res = await request(out.url, { method, headers, body, signal, dispatcher });
      return { status: res.statusCode, body: parseJson(await res.body.text()) };
    } catch (err) {
      if (signal.aborted) {
        throw new UpstreamError('timeout', out.path, `no answer in ${options.timeoutMs} ms`);
      }
      throw new UpstreamError('unavailable', out.path, describe(err));
    }
  }

  async function send<T>(out: Outgoing): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      breaker.check(out.path);
      options.onCall?.({ method: out.method, path: out.path, attempt });
      // Only GETs are idempotent; a POST might have been applied before the connection dropped.
      const mayRetry = out.method === 'GET' && attempt === 1;
      let answer: { status: number; body: unknown };
      try {
        answer = await exchange(out);
      } catch (err) {
        if (mayRetry && err instanceof UpstreamError && err.failure === 'unavailable') continue;
        breaker.failed();
        throw err;
      }
      if (mayRetry && RETRYABLE_STATUSES.has(answer.status)) continue;
      try {
        const data = unwrap(answer.body, out.path);
        breaker.succeeded();
        // The shape of data is the contract of the call, which its *.api.ts function names.
        return data as T;
      } catch (err) {
        // The api's own 4xx answers prove it is up; only 5xx and garbage count as failures.
        if (err instanceof ApiError && err.code < 500) breaker.succeeded();
        else breaker.failed();
        throw err;
      }
    }
  }

  const prepare = (
    method: Outgoing['method'],
    path: string,
    token: string | null,
    params: Params = {},
  ): Outgoing => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const encoded = encode(params);
    if (method === 'GET') {
      return { method, path, headers, url: `${baseUrl}${path}${encoded && `?${encoded}`}` };
    }
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { method, path, headers, url: baseUrl + path, body: encoded };
  };

  return {
    client: (token) => ({
      get: (path, query) => send(prepare('GET', path, token, query)),
      post: (path, form) => send(prepare('POST', path, token, form)),
    }),
    close: async () => {
      await ownAgent?.close();
    },
  };
}

function createBreaker({ failureThreshold, openMs }: CircuitBreakerOptions) {
  let failures = 0;
  let openUntil = 0;
  return {
    check(path: string) {
      if (Date.now() < openUntil) throw new UpstreamError('unavailable', path, 'circuit open');
    },
    succeeded() {
      failures = 0;
    },
    // Past the threshold every failure re-opens, so after `openMs` one failing trial call is enough.
    failed() {
      failures += 1;
      if (failures >= failureThreshold) openUntil = Date.now() + openMs;
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
