import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@adstudio/schema/page-data';
import { clearSession, saveSession, type UserInfo } from './session';

const USER: UserInfo = {
  id: '7',
  name: '张三',
  sex: 1,
  department_id: null,
  department_name: null,
  role: 'USER',
};

const flag = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);

describe('the signed-in flag the bff reads', () => {
  afterEach(() => {
    clearSession();
  });

  it('is set by a login and gone after logout, and never carries the token', () => {
    expect(flag()).toBe(false);
    saveSession('secret-token', USER);
    expect(flag()).toBe(true);
    expect(document.cookie).not.toContain('secret-token');
    clearSession();
    expect(flag()).toBe(false);
  });
});
