import { resolve } from 'node:path';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Every environment variable the api reads, with its default ('' means unset). `.env.example` is written from this. */
export const API_ENV_DEFAULTS = {
  // Interface the api listens on; 0.0.0.0 inside containers.
  API_HOST: '127.0.0.1',
  // TCP port of the REST api (the bff's API_URL points here); 0 picks a free port.
  API_PORT: '3001',
  // Folder for local data, resolved against the working directory; PGlite keeps its files in DATA_DIR/pglite.
  DATA_DIR: './data',
  // postgres://user:pass@host:5432/db to use a PostgreSQL server instead of the embedded PGlite.
  DATABASE_URL: '',
  // Appended to a staff account name that has no @ (spec platform-core §5).
  STAFF_MAIL_SUFFIX: '@adstudio.cn',
  // crypto-js AES phrase the browser uses for staff (用户) logins; obfuscation only, it is public.
  LOGIN_PHRASE_USER: 'adstudio-user-login-2026',
  // crypto-js AES phrase the browser uses for enterprise (企业) logins.
  LOGIN_PHRASE_ENTERPRISE: 'adstudio-enterprise-login-2026',
  // A session unused for this many minutes needs a new login.
  SESSION_IDLE_MINUTES: '1440',
  // A session ends this many days after login however much it is used.
  SESSION_MAX_DAYS: '30',
  // Failed logins for one account name before it is locked.
  LOGIN_MAX_FAILURES: '5',
  // How long failures are counted and how long the lock lasts.
  LOGIN_LOCK_MINUTES: '15',
  // Largest request body accepted (bytes); larger gets 413 请求内容过大.
  BODY_LIMIT_BYTES: String(1024 * 1024),
  // Insert or refresh the demo departments and accounts at start (true/false).
  SEED_DEMO: 'true',
  // fatal, error, warn, info, debug, trace or silent.
  LOG_LEVEL: 'info',
  // Where uploads are stored: local (DATA_DIR/storage, served by the api) or oss (Aliyun OSS).
  STORAGE_DRIVER: 'local',
  // HMAC key of the local driver's presigned upload URLs; empty means a random key per process
  // (fine for one api; set the same value on every replica).
  UPLOAD_SECRET: '',
  // How long an upload grant (presigned URL or OSS policy) stays valid.
  UPLOAD_GRANT_SECONDS: '600',
  // Uploads never registered, and registrations never published, are deleted after this long.
  UPLOAD_ORPHAN_HOURS: '24',
  // Rendered images' life cycle (docs/ARCHITECTURE.md "Storage life cycle"), swept hourly: an
  // export is deleted this long after it is made, a smart-creation preview this long after it was
  // last drawn, and a render no design kept (the api gave up on it) after this grace.
  EXPORT_RETENTION_HOURS: '24',
  PREVIEW_RETENTION_MINUTES: '60',
  RENDER_ORPHAN_MINUTES: '60',
  // Aliyun OSS (STORAGE_DRIVER=oss): region (e.g. oss-cn-hangzhou), bucket and an AccessKey of a
  // RAM user that may put, get and delete under user_upload/ and materials/.
  OSS_REGION: '',
  OSS_BUCKET: '',
  OSS_ACCESS_KEY_ID: '',
  OSS_ACCESS_KEY_SECRET: '',
  // Optional: the public base URL of the bucket (a CDN domain); default https://BUCKET.REGION.aliyuncs.com.
  OSS_PUBLIC_URL: '',
  // Material and headline search from in-memory indexes (on) or from SQL alone (off); BRIEF §7.
  SEARCH_INDEX: 'on',
  // How often each api polls search_changes / title_changes for rows other writers changed; 0 polls before
  // every search instead (read-your-writes: tests).
  SEARCH_INDEX_POLL_MS: '500',
  // Optional: an OpenAI-compatible endpoint (base URL ending in /v1) for intelligent headlines;
  // empty uses the offline generator alone. The offline generator answers when it times out.
  SMART_TITLE_LLM_URL: '',
  SMART_TITLE_LLM_KEY: '',
  SMART_TITLE_LLM_MODEL: 'gpt-4o-mini',
  SMART_TITLE_LLM_TIMEOUT_MS: '8000',
  // Requests per minute from one client address (0: no limit); over it, 429 请求过于频繁. Every
  // request the bff forwards comes from the bff's address, so keep this above the bff's own traffic.
  RATE_LIMIT_IP_PER_MINUTE: '300000',
  // Requests per minute of one logged-in user on login-only calls (0: no limit).
  RATE_LIMIT_USER_PER_MINUTE: '300000',
  // Word checks per minute from one address without a login (禁词检测 is open to guests).
  RATE_LIMIT_GUEST_WORDCHECK_PER_MINUTE: '60',
  // GraphQL operations per minute of one access token for tools (issue 33 item 5; 0: no limit).
  RATE_LIMIT_ACCESS_TOKEN_PER_MINUTE: '120',
  // Longest text a guest may check at once; logged-in users may check up to 1,000,000 characters.
  WORDCHECK_GUEST_MAX_CHARS: '5000',
  // redis://host:6379 to share rate-limit counters between api replicas, and to send renders to
  // the BullMQ queue that the worker service drains; empty keeps both in this process.
  REDIS_URL: '',
  // Renders drawn at once by this process (its worker-thread pool, or the worker service's).
  RENDER_WORKERS: '1',
  // Renders waiting beyond the running ones; more get 503 作图的人太多了.
  RENDER_QUEUE_MAX: '20',
  // Longest one render may take (ms), drawing and encoding.
  RENDER_TIMEOUT_MS: '15000',
  // Offline cutout and face angles (issue 14); off answers GET /client/img/cutout with res_parh "1".
  VISION: 'on',
  // Cutouts and face look-ups run at once by this process (each worker holds ~150 MB of models).
  VISION_WORKERS: '1',
  // Vision jobs waiting beyond the running ones; more get 503 at once.
  VISION_QUEUE_MAX: '20',
  // How long 智能创作 waits for vision on a picture not analysed yet (ms); past it the designs are
  // made without its faces and subject (and say so), and the analysis is kept for the next time.
  SMART_VISION_WAIT_MS: '1000',
  // 智能创作's ranking (every template filled, laid out and checked) runs on this many worker
  // threads, never on the event loop; requests waiting beyond SMART_QUEUE_MAX get 503 at once, and
  // one taking longer than SMART_TIMEOUT_MS (waiting included) is stopped with 503.
  SMART_WORKERS: '1',
  SMART_QUEUE_MAX: '20',
  SMART_TIMEOUT_MS: '20000',
  // Load shedding: when the event loop lags more than this (ms, sampled each second), new requests
  // get 503 服务器繁忙 until it recovers. 0 (off) by default because the embedded PGlite and the
  // search-index build block the loop for seconds at start; replicas behind a balancer: e.g. 1000.
  MAX_EVENT_LOOP_DELAY_MS: '0',
  // Largest request line plus headers in bytes (Node's default is 16 KB); larger gets 431.
  MAX_HEADER_BYTES: String(64 * 1024),
} as const;

export type ApiEnvName = keyof typeof API_ENV_DEFAULTS;

export interface ApiConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  staffMailSuffix: string;
  /** crypto-js AES phrase per login mode (docs/accounts-contract.md, Password transport). */
  loginPhrases: { user: string; enterprise: string };
  sessionIdleMinutes: number;
  sessionMaxDays: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  bodyLimitBytes: number;
  seedDemo: boolean;
  logLevel: LogLevel;
  storage: StorageConfig;
  searchIndex: { enabled: boolean; pollMs: number };
  /** Absent: intelligent headlines come from the offline generator alone. */
  smartTitleLlm: { url: string; key: string; model: string; timeoutMs: number } | undefined;
  /** Renders: a worker-thread pool here, or BullMQ on Redis when redisUrl is set. */
  render: { workers: number; queueMax: number; timeoutMs: number; redisUrl: string | undefined };
  /** Cutout and faces in a worker-thread pool of this process. */
  vision: { enabled: boolean; workers: number; queueMax: number; smartWaitMs: number };
  /** 智能创作's ranking on a worker-thread pool (smart/smart.rank.pool.ts). */
  smart: { workers: number; queueMax: number; timeoutMs: number };
  limits: LimitsConfig;
}

/** Rate limits and load shedding (0 turns a limit off). */
export interface LimitsConfig {
  ipPerMinute: number;
  userPerMinute: number;
  guestWordcheckPerMinute: number;
  accessTokenPerMinute: number;
  guestWordcheckMaxChars: number;
  /** Absent: counters live in this process. */
  redisUrl: string | undefined;
  maxEventLoopDelayMs: number;
  maxHeaderBytes: number;
}

export interface StorageConfig {
  driver: 'local' | 'oss';
  /** HMAC key of the local driver's upload URLs. */
  uploadSecret: string;
  grantSeconds: number;
  orphanHours: number;
  /** Rendered images: exports, previews, renders no design kept (jobs/outputs.sweep.ts). */
  exportHours: number;
  previewMinutes: number;
  renderOrphanMinutes: number;
  oss: {
    region: string;
    bucket: string;
    accessKeyId: string;
    accessKeySecret: string;
    publicUrl: string;
  };
}

/** Thrown for configuration a user must fix; its message is meant to be printed as is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Values of these are never echoed back in error messages.
const SECRET_VARS: ReadonlySet<ApiEnvName> = new Set([
  'DATABASE_URL',
  'LOGIN_PHRASE_USER',
  'LOGIN_PHRASE_ENTERPRISE',
  'UPLOAD_SECRET',
  'OSS_ACCESS_KEY_ID',
  'OSS_ACCESS_KEY_SECRET',
  'SMART_TITLE_LLM_KEY',
  'REDIS_URL',
]);

const BOOLEANS: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  false: false,
  '0': false,
  no: false,
};

/** Reads and validates the api configuration; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ApiConfig {
  const problems: string[] = [];

  const read = (name: ApiEnvName): string => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? API_ENV_DEFAULTS[name] : value;
  };
  const reject = (name: ApiEnvName, expected: string): void => {
    const shown = SECRET_VARS.has(name) ? '' : `=${JSON.stringify(read(name))}`;
    problems.push(`${name}${shown}: ${expected}`);
  };
  const integer = (name: ApiEnvName, min: number, max: number): number => {
    const raw = read(name);
    const value = Number(raw);
    if (/^\d+$/.test(raw) && value >= min && value <= max) return value;
    reject(name, `应为 ${min} 到 ${max} 之间的整数 (expected an integer from ${min} to ${max})`);
    return min;
  };
  const text = (name: ApiEnvName, pattern: RegExp, expected: string): string => {
    const value = read(name);
    if (!pattern.test(value)) reject(name, expected);
    return value;
  };

  const databaseUrl = read('DATABASE_URL') || undefined;
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    reject(
      'DATABASE_URL',
      '应为 postgres://用户:密码@主机:端口/数据库 (expected a postgres:// URL)',
    );
  }
  const seedDemo = BOOLEANS[read('SEED_DEMO').toLowerCase()];
  if (seedDemo === undefined) reject('SEED_DEMO', '应为 true 或 false (expected true or false)');
  const logLevel = LOG_LEVELS.find((level) => level === read('LOG_LEVEL').toLowerCase());
  if (logLevel === undefined)
    reject('LOG_LEVEL', `应为 ${LOG_LEVELS.join(', ')} 之一 (expected one of them)`);

  const driver = read('STORAGE_DRIVER').toLowerCase();
  if (driver !== 'local' && driver !== 'oss') {
    reject('STORAGE_DRIVER', '应为 local 或 oss (expected local or oss)');
  }
  const oss = {
    region: read('OSS_REGION'),
    bucket: read('OSS_BUCKET'),
    accessKeyId: read('OSS_ACCESS_KEY_ID'),
    accessKeySecret: read('OSS_ACCESS_KEY_SECRET'),
    publicUrl: read('OSS_PUBLIC_URL').replace(/\/+$/, ''),
  };
  if (driver === 'oss') {
    for (const [name, value] of [
      ['OSS_REGION', oss.region],
      ['OSS_BUCKET', oss.bucket],
      ['OSS_ACCESS_KEY_ID', oss.accessKeyId],
      ['OSS_ACCESS_KEY_SECRET', oss.accessKeySecret],
    ] as const) {
      if (!value) reject(name, 'STORAGE_DRIVER=oss 时必填 (required with STORAGE_DRIVER=oss)');
    }
  }

  const searchIndex = read('SEARCH_INDEX').toLowerCase();
  if (searchIndex !== 'on' && searchIndex !== 'off') {
    reject('SEARCH_INDEX', '应为 on 或 off (expected on or off)');
  }

  const vision = read('VISION').toLowerCase();
  if (vision !== 'on' && vision !== 'off') reject('VISION', '应为 on 或 off (expected on or off)');

  const llmUrl = read('SMART_TITLE_LLM_URL').replace(/\/+$/, '');
  if (llmUrl && !/^https?:\/\/[^\s/]+/.test(llmUrl)) {
    reject('SMART_TITLE_LLM_URL', '应为 http(s):// 开头的地址 (expected an http(s) URL)');
  }
  const llmTimeoutMs = integer('SMART_TITLE_LLM_TIMEOUT_MS', 100, 120_000);

  const redisUrl = read('REDIS_URL') || undefined;
  if (redisUrl !== undefined && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    reject('REDIS_URL', '应为 redis://主机:端口 (expected a redis:// URL)');
  }

  const config: ApiConfig = {
    host: text(
      'API_HOST',
      /^[\w.:-]+$/,
      '应为主机名或 IP 地址 (expected a host name or IP address)',
    ),
    port: integer('API_PORT', 0, 65535),
    dataDir: resolve(cwd, read('DATA_DIR')),
    databaseUrl,
    staffMailSuffix: text(
      'STAFF_MAIL_SUFFIX',
      /^@[a-z0-9-]+(\.[a-z0-9-]+)+$/,
      '应为以 @ 开头的小写邮箱域名，如 @adstudio.cn (expected a lower-case mail domain starting with @)',
    ),
    loginPhrases: {
      user: read('LOGIN_PHRASE_USER'),
      enterprise: read('LOGIN_PHRASE_ENTERPRISE'),
    },
    sessionIdleMinutes: integer('SESSION_IDLE_MINUTES', 1, 525_600),
    sessionMaxDays: integer('SESSION_MAX_DAYS', 1, 3650),
    loginMaxFailures: integer('LOGIN_MAX_FAILURES', 1, 1000),
    loginLockMinutes: integer('LOGIN_LOCK_MINUTES', 1, 10_080),
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1024, 1024 * 1024 * 1024),
    seedDemo: seedDemo ?? true,
    logLevel: logLevel ?? 'info',
    storage: {
      driver: driver === 'oss' ? 'oss' : 'local',
      uploadSecret: read('UPLOAD_SECRET'),
      grantSeconds: integer('UPLOAD_GRANT_SECONDS', 30, 86_400),
      orphanHours: integer('UPLOAD_ORPHAN_HOURS', 1, 8760),
      exportHours: integer('EXPORT_RETENTION_HOURS', 1, 8760),
      previewMinutes: integer('PREVIEW_RETENTION_MINUTES', 5, 525_600),
      renderOrphanMinutes: integer('RENDER_ORPHAN_MINUTES', 5, 525_600),
      oss,
    },
    searchIndex: {
      enabled: searchIndex !== 'off',
      pollMs: integer('SEARCH_INDEX_POLL_MS', 0, 60_000),
    },
    smartTitleLlm: llmUrl
      ? {
          url: llmUrl,
          key: read('SMART_TITLE_LLM_KEY'),
          model: read('SMART_TITLE_LLM_MODEL'),
          timeoutMs: llmTimeoutMs,
        }
      : undefined,
    render: {
      workers: integer('RENDER_WORKERS', 1, 64),
      queueMax: integer('RENDER_QUEUE_MAX', 0, 10_000),
      timeoutMs: integer('RENDER_TIMEOUT_MS', 1000, 120_000),
      redisUrl,
    },
    vision: {
      enabled: vision === 'on',
      workers: integer('VISION_WORKERS', 1, 64),
      queueMax: integer('VISION_QUEUE_MAX', 0, 10_000),
      smartWaitMs: integer('SMART_VISION_WAIT_MS', 0, 120_000),
    },
    smart: {
      workers: integer('SMART_WORKERS', 1, 64),
      queueMax: integer('SMART_QUEUE_MAX', 0, 10_000),
      timeoutMs: integer('SMART_TIMEOUT_MS', 1000, 120_000),
    },
    limits: {
      ipPerMinute: integer('RATE_LIMIT_IP_PER_MINUTE', 0, 100_000_000),
      userPerMinute: integer('RATE_LIMIT_USER_PER_MINUTE', 0, 100_000_000),
      guestWordcheckPerMinute: integer('RATE_LIMIT_GUEST_WORDCHECK_PER_MINUTE', 0, 1_000_000),
      accessTokenPerMinute: integer('RATE_LIMIT_ACCESS_TOKEN_PER_MINUTE', 0, 1_000_000),
      guestWordcheckMaxChars: integer('WORDCHECK_GUEST_MAX_CHARS', 1, 1_000_000),
      redisUrl,
      maxEventLoopDelayMs: integer('MAX_EVENT_LOOP_DELAY_MS', 0, 600_000),
      maxHeaderBytes: integer('MAX_HEADER_BYTES', 16 * 1024, 1024 * 1024),
    },
  };

  if (problems.length > 0) {
    throw new ConfigError(
      `api 配置有误，请修改以下环境变量 (invalid configuration):\n  ${problems.join('\n  ')}`,
    );
  }
  return config;
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}
