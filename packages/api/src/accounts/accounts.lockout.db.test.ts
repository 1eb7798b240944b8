import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postForm, type Body } from '../test/http.js';
import type * as Password from './password.js';
import type * as TestKit from '../test/index.js';

// The real verifier, wrapped only to count how many passwords a burst gets checked.
const verified = { count: 0 };
let api: TestKit.TestApi;
let encryptPassword: typeof TestKit.encryptPassword;
beforeAll(async () => {
  // npm test runs the api's files sharing a process (vitest.config.ts), where an earlier file may
  // already hold the real module: the api is imported again from a fresh module graph that has the
  // wrapper, and the graph is dropped again after this file.
  vi.resetModules();
  vi.doMock('./password.js', async (importOriginal) => {
    const real = await importOriginal<typeof Password>();
    return {
      ...real,
      verifyPassword: (hash: string, password: string) => {
        verified.count += 1;
        return real.verifyPassword(hash, password);
      },
    };
  });
  const kit = await import('../test/index.js');
  encryptPassword = kit.encryptPassword;
  api = await kit.startTestApi({ listen: false });
});
afterAll(async () => {
  await api.close();
  vi.doUnmock('./password.js');
  vi.resetModules();
});

const LOCKED = '登录失败次数过多，请15分钟后再试';

describe('POST /client/user_login under a parallel burst', () => {
  it.each([
    ['a known account', 'zhangwei'],
    ['an unknown account', 'nobody-at-all'],
  ])(
    'checks at most the limit of 200 parallel wrong passwords for %s, and a correct one inside is locked out',
    async (_, login) => {
      const { app, config } = api;
      const email = `${login}${config.staffMailSuffix}`;
      const attempt = (plain: string) =>
        postForm(app, '/client/user_login', {
          email,
          password: encryptPassword(plain, config.loginPhrases.user),
        });
      verified.count = 0;
      const burst = Array.from({ length: 200 }, (_, i) =>
        attempt(i === 100 ? 'Demo@2026' : `wrong-${i}`),
      );
      const answers = await Promise.all(burst);

      // Counted at all: the wrapper is in place even when an earlier file in the same process
      // imported the real module first (vitest.config.ts, the shared pass).
      expect(verified.count).toBeGreaterThan(0);
      expect(verified.count).toBeLessThanOrEqual(config.loginMaxFailures);
      const bodies = answers.map((res) => res.json<Body>());
      expect(bodies.filter((b) => b.code === 200)).toEqual([]);
      expect(bodies.filter((b) => b.code === 400)).toHaveLength(config.loginMaxFailures - 1);
      expect(bodies.filter((b) => b.code === 429)).toHaveLength(201 - config.loginMaxFailures);
      expect(bodies[100]).toEqual({ code: 429, message: LOCKED, data: null });
      expect(answers[100]?.statusCode).toBe(429);

      // The lock stands after the burst: the correct password neither logs in nor clears it.
      const after = await attempt('Demo@2026');
      expect(after.json<Body>()).toEqual({ code: 429, message: LOCKED, data: null });
      expect(verified.count).toBeLessThanOrEqual(config.loginMaxFailures);
    },
  );
});
