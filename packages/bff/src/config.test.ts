import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe(loadConfig.name, () => {
  it('has safe local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      apiUrl: 'http://127.0.0.1:3001/api/v1',
      upstreamTimeoutMs: 10_000,
      introspection: true,
      explorer: true,
      logLevel: 'info',
    });
    expect(config.webDist).toMatch(/packages\/web\/dist$/);
  });

  it('turns introspection and the explorer off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      introspection: false,
      explorer: false,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true', GRAPHQL_EXPLORER: '1' }),
    ).toMatchObject({ introspection: true, explorer: true });
  });

  it('reads every variable and drops a trailing slash from API_URL', () => {
    expect(
      loadConfig({
        BFF_HOST: '0.0.0.0',
        BFF_PORT: '8080',
        API_URL: 'http://api:3001/api/v1/',
        WEB_DIST: '/srv/web',
        UPSTREAM_TIMEOUT_MS: '2500',
        GRAPHQL_EXPLORER: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_IP_PER_MINUTE: '0',
        RATE_LIMIT_USER_PER_MINUTE: '60',
        REDIS_URL: 'redis://127.0.0.1:6379',
        SHED_EVENT_LOOP_DELAY_MS: '500',
        PAGE_DATA_TIMEOUT_MS: '300',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 8080,
      apiUrl: 'http://api:3001/api/v1',
      webDist: '/srv/web',
      upstreamTimeoutMs: 2500,
      introspection: true,
      explorer: false,
      logLevel: 'warn',
      rateLimitIpPerMinute: 0,
      rateLimitUserPerMinute: 60,
      redisUrl: 'redis://127.0.0.1:6379',
      shedEventLoopDelayMs: 500,
      pageDataTimeoutMs: 300,
    });
  });

  it('lists every bad variable by name in one error', () => {
    const err = (() => {
      try {
        loadConfig({
          BFF_PORT: 'abc',
          API_URL: 'ftp://x',
          UPSTREAM_TIMEOUT_MS: '0',
          LOG_LEVEL: 'loud',
          GRAPHQL_EXPLORER: 'maybe',
          REDIS_URL: 'localhost:6379',
        });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).problems).toEqual([
      'BFF_PORT 必须是 0 到 65535 之间的整数（当前为 "abc"）',
      'API_URL 必须是 http(s) 地址，例如 http://127.0.0.1:3001/api/v1（当前为 "ftp://x"）',
      'UPSTREAM_TIMEOUT_MS 必须是 1 到 600000 之间的整数（当前为 "0"）',
      'GRAPHQL_EXPLORER 必须是 true 或 false（当前为 "maybe"）',
      'LOG_LEVEL 必须是 fatal / error / warn / info / debug / trace / silent 之一（当前为 "loud"）',
      'REDIS_URL 必须是 redis:// 或 rediss:// 地址（当前为 "localhost:6379"）',
    ]);
  });
});
