import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postForm, type Body } from '../test/http.js';
import { encryptPassword, startTestApi, type TestApi } from '../test/index.js';
import type * as Password from './password.js';

// The real verifier, wrapped only to count how many passwords a burst gets checked.
const verified = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password.js', async (importOriginal) => {
  const real = await importOriginal<typeof Password>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      verified.count += 1;
      return real.verifyPassword(hash, password);
    },
  };
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ listen: false });
});
afterAll(() => api.close());

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
