/**
 * The Redis of the queue and shared-limit tests: REDIS_URL (.ci/run sets this machine's). Without
 * it those tests skip, saying so, so that `npm test` passes on a machine with no Redis.
 */
export function testRedisUrl(what: string): string | undefined {
  const url = process.env.REDIS_URL?.trim();
  if (url) return url;
  console.log(`(skipped: ${what} needs Redis — set REDIS_URL=redis://127.0.0.1:6379 to run it)`);
  return undefined;
}
