import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { BffConfig } from './config.js';
import {
  isGraphQLPath,
  OVERLOADED_MESSAGE,
  RATE_LIMITED_MESSAGE,
  RequestRefusal,
  sendRefusal,
} from './http-errors.js';

const MINUTE_MS = 60_000;

type ProtectionConfig = Pick<
  BffConfig,
  'rateLimitIpPerMinute' | 'rateLimitUserPerMinute' | 'redisUrl' | 'shedEventLoopDelayMs'
>;

// The key of a signed-in user: a hash, so the store (maybe a shared Redis) never holds a token.
function userKey(request: FastifyRequest): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return token && `user:${createHash('sha256').update(token).digest('base64url').slice(0, 32)}`;
}

/** Whether a page may be sent with its data (each such page counts as one request of its IP). */
export type PageDataGate = (request: FastifyRequest) => Promise<boolean>;

/**
 * Per-IP and per-user limits on /graphql (in Redis when REDIS_URL is set, so every bff replica
 * shares them) and load shedding for every route; a limit of 0 switches that check off. Returns
 * the gate of the pages the bff sends with their data: the operations it runs for them count
 * against the same per-IP limit, so reloading a page cannot ask the api more than /graphql can.
 */
export async function registerProtection(
  app: FastifyInstance,
  config: ProtectionConfig,
): Promise<PageDataGate> {
  if (config.shedEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.shedEventLoopDelayMs,
      retryAfter: 5,
      pressureHandler: (request, reply) => {
        void sendRefusal(request, reply.header('retry-after', '5'), {
          statusCode: 503,
          code: 'UPSTREAM_UNAVAILABLE',
          message: OVERLOADED_MESSAGE,
        });
      },
    });
  }
  if (config.rateLimitIpPerMinute <= 0 && config.rateLimitUserPerMinute <= 0) {
    return () => Promise.resolve(true);
  }

  // A Redis outage must not take the bff down with it: commands fail at once (no offline queue)
  // and the limiter lets the request through (skipOnError).
  const redis =
    config.redisUrl === undefined
      ? undefined
      : new Redis(config.redisUrl, {
          connectTimeout: 500,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          lazyConnect: true,
        });
  if (redis) {
    redis.on('error', (err) => {
      app.log.warn({ err }, 'rate limit store (Redis) unavailable');
    });
    // Connected before the first request when Redis is up; when it is not, the bff still starts
    // and ioredis keeps reconnecting.
    await redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => {
        redis.disconnect();
      });
    });
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    nameSpace: 'bff-rate-limit:',
    ...(redis && { redis }),
  });
  const limiters = [
    {
      max: config.rateLimitIpPerMinute,
      check: app.createRateLimit({
        max: config.rateLimitIpPerMinute,
        timeWindow: MINUTE_MS,
        keyGenerator: (request) => `ip:${request.ip}`,
      }),
    },
    {
      max: config.rateLimitUserPerMinute,
      check: app.createRateLimit({
        max: config.rateLimitUserPerMinute,
        timeWindow: MINUTE_MS,
        keyGenerator: (request) => userKey(request) ?? '',
        allowList: (request) => userKey(request) === undefined,
      }),
    },
  ].filter((limiter) => limiter.max > 0);

  // The first limit the request exceeds, or null.
  const exceeded = async (request: FastifyRequest) => {
    for (const { check } of limiters) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) return result;
    }
    return null;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!isGraphQLPath(request.url)) return;
    const result = await exceeded(request);
    if (result) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new RequestRefusal(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
    }
  });
  return async (request) => (await exceeded(request)) === null;
}
