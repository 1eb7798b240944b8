import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@adstudio/schema/page-data';
import { TAG_HISTORY_KEY } from '../uploads/uploads.constants';
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

describe(clearSession.name, () => {
  it('clears local storage as the spec says logout and a 401 do, the tag history too', () => {
    saveSession('tok', USER);
    localStorage.setItem(TAG_HISTORY_KEY, JSON.stringify(['风景']));
    clearSession();
    expect(localStorage.length).toBe(0);
  });
});
