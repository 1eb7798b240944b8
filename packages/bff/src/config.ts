import { fileURLToPath } from 'node:url';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export interface BffConfig {
  host: string;
  port: number;
  apiUrl: string;
  webDist: string;
  upstreamTimeoutMs: number;
  introspection: boolean;
  explorer: boolean;
  logLevel: LogLevel;
  /** Requests per minute to /graphql from one IP / with one token; 0 switches the limit off. */
  rateLimitIpPerMinute: number;
  rateLimitUserPerMinute: number;
  /** Keeps rate-limit counters in Redis, shared by every bff replica. */
  redisUrl: string | undefined;
  /** Answers 503 while the event loop lags more than this; 0 switches shedding off. */
  shedEventLoopDelayMs: number;
  /** How long a page waits for its first screen's data before it is sent without; 0: never. */
  pageDataTimeoutMs: number;
}

/** Thrown by `loadConfig` with every problem found, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置错误：\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// The built web app sits beside this package in the workspace; the path is the same from src and dist.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Reads and validates the bff's environment; throws `ConfigError` listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv): BffConfig {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} 必须是 ${min} 到 ${max} 之间的整数（当前为 "${raw}"）`);
      return fallback;
    }
    return value;
  };
  // Explorer and introspection help developers; production turns them off unless asked.
  const flag = (name: string) => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return env.NODE_ENV !== 'production';
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} 必须是 true 或 false（当前为 "${raw}"）`);
    return false;
  };

  const httpUrl = (name: string, fallback: string) => {
    const value = (read(name) ?? fallback).replace(/\/+$/, '');
    if (!/^https?:$/.test(URL.parse(value)?.protocol ?? '')) {
      problems.push(`${name} 必须是 http(s) 地址，例如 ${fallback}（当前为 "${value}"）`);
    }
    return value;
  };
  const redisUrl = (name: string) => {
    const value = read(name);
    if (value !== undefined && !/^rediss?:$/.test(URL.parse(value)?.protocol ?? '')) {
      problems.push(`${name} 必须是 redis:// 或 rediss:// 地址（当前为 "${value}"）`);
    }
    return value;
  };
  const logLevel = (name: string): LogLevel => {
    const value = read(name) ?? 'info';
    if (isLogLevel(value)) return value;
    problems.push(`${name} 必须是 ${LOG_LEVELS.join(' / ')} 之一（当前为 "${value}"）`);
    return 'info';
  };

  const config: BffConfig = {
    host: read('BFF_HOST') ?? '127.0.0.1',
    port: integer('BFF_PORT', 4000, 0, 65535),
    apiUrl: httpUrl('API_URL', 'http://127.0.0.1:3001/api/v1'),
    webDist: read('WEB_DIST') ?? DEFAULT_WEB_DIST,
    upstreamTimeoutMs: integer('UPSTREAM_TIMEOUT_MS', 10_000, 1, 600_000),
    introspection: flag('GRAPHQL_INTROSPECTION'),
    explorer: flag('GRAPHQL_EXPLORER'),
    logLevel: logLevel('LOG_LEVEL'),
    // Generous: a page makes a handful of calls, and e2e runs and benchmarks come from one IP.
    rateLimitIpPerMinute: integer('RATE_LIMIT_IP_PER_MINUTE', 3000, 0, 10_000_000),
    rateLimitUserPerMinute: integer('RATE_LIMIT_USER_PER_MINUTE', 1200, 0, 10_000_000),
    redisUrl: redisUrl('REDIS_URL'),
    shedEventLoopDelayMs: integer('SHED_EVENT_LOOP_DELAY_MS', 1000, 0, 60_000),
    pageDataTimeoutMs: integer('PAGE_DATA_TIMEOUT_MS', 800, 0, 10_000),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}
