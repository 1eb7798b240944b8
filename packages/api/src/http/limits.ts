import { API_ERRORS } from '@adstudio/domain';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { LimitsConfig } from '../config.js';
import { fail } from './envelope.js';
import { ApiError } from './errors.js';

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const MINUTE_MS = 60_000;
// How long a start waits for the rate-limit Redis before counting without it.
const REDIS_READY_WAIT_MS = 1_000;
// How long a client is told to wait when the api sheds load.
const BUSY_RETRY_SECONDS = 5;

const secondsOf = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

// A hook refusing what `check` counts over its limit (the plugin's own route hooks set Retry-After).
function refuseOver(
  check: (
    request: FastifyRequest,
  ) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttl?: number }>,
): LimitHook {
  return async (request, reply) => {
    const state = await check(request);
    if (state.isAllowed || !state.isExceeded) return;
    const seconds = secondsOf(state.ttl ?? MINUTE_MS);
    void reply.header('retry-after', String(seconds));
    throw new ApiError('rateLimited', { seconds });
  };
}

/**
 * Load shedding and rate limits (issue 12): 503 服务器繁忙 while the event loop lags, 429 请求过于频繁
 * per client address on every request. Returns the per-user limit, which route-policy.ts runs on
 * login-only routes right after authentication. Counters are shared through Redis when REDIS_URL is
 * set; if Redis fails, requests are served rather than refused.
 */
export async function registerLimits(
  app: FastifyInstance,
  limits: LimitsConfig,
): Promise<{ perUser: LimitHook[] }> {
  if (limits.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      pressureHandler: (_request, reply) => {
        void reply
          .status(API_ERRORS.overloaded.code)
          .header('retry-after', String(BUSY_RETRY_SECONDS))
          .send(fail(API_ERRORS.overloaded.code, API_ERRORS.overloaded.message));
      },
    });
  }

  // No offline queue: while Redis is away a count fails at once and skipOnError lets the request
  // through, rather than every limited call waiting for the reconnect (issue 29: 0.7 s, 1.5 s,
  // 2.3 s … per call).
  const redis = limits.redisUrl
    ? new Redis(limits.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) => {
      app.log.warn({ err }, 'rate-limit redis unavailable');
    });
    // Counted from the first request when Redis is there; a start without it waits a second.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, REDIS_READY_WAIT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => {
        redis.disconnect();
      });
    });
  }
  await app.register(rateLimit, {
    global: false,
    timeWindow: MINUTE_MS,
    skipOnError: true,
    nameSpace: 'adstudio-api-rl-',
    ...(redis && { redis }),
    errorResponseBuilder: (_request, context) =>
      new ApiError('rateLimited', { seconds: secondsOf(context.ttl) }),
  });

  if (limits.ipPerMinute > 0) {
    const check = app.createRateLimit({
      max: limits.ipPerMinute,
      keyGenerator: (r) => `ip:${r.ip}`,
    });
    app.addHook('onRequest', refuseOver(check));
  }

  const perUser: LimitHook[] = [];
  if (limits.userPerMinute > 0) {
    const check = app.createRateLimit({
      max: limits.userPerMinute,
      keyGenerator: (r) => `user:${r.authUser?.id ?? r.ip}`,
    });
    perUser.push(refuseOver(check));
  }
  return { perUser };
}
