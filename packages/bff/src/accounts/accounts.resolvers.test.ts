import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../test/builders.js';
import { addStaffUsers, LOGIN, loginForm, startHarness, type Harness } from '../test/harness.js';

const VIEWER = `{
  viewer {
    id name sexId role
    department { id name }
    preferences { canvasWidth canvasHeight altLayout }
  }
}`;

const USERS = `query ($page: Int!, $pageSize: Int!) {
  users(page: $page, pageSize: $pageSize) {
    total page pageSize
    items { id name role department { id name } }
  }
}`;

interface ViewerData {
  viewer: {
    id: string;
    name: string;
    sexId: number;
    role: string;
    department: { id: string; name: string } | null;
    preferences: { canvasWidth: number; canvasHeight: number; altLayout: boolean };
  } | null;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  h.calls.length = 0;
});

const paths = () => h.calls.map((c) => `${c.method} ${c.path}`);

describe('Query.clientConfig', () => {
  it('gives the staff suffix and both password phrases from one api call', async () => {
    const res = await h.execute<{
      clientConfig: { staffMailSuffix: string; user: string; enterprise: string };
    }>(`{ clientConfig {
      staffMailSuffix
      user: passwordPhrase(mode: USER)
      enterprise: passwordPhrase(mode: ENTERPRISE)
    } }`);

    expect(res.data?.clientConfig).toEqual({
      staffMailSuffix: h.api.config.staffMailSuffix,
      user: h.api.config.loginPhrases.user,
      enterprise: h.api.config.loginPhrases.enterprise,
    });
    expect(paths()).toEqual(['GET /client/config']);
  });
});

describe('Mutation.login', () => {
  it('logs a staff account in (用户) and the token then answers viewer', async () => {
    const token = await h.loginAs('zhangwei');
    h.calls.length = 0;

    const res = await h.execute<ViewerData>(VIEWER, { token });

    expect(res.data?.viewer).toEqual({
      id: '1',
      name: '张伟',
      sexId: 1,
      role: 'USER',
      department: { id: '1', name: '市场部' },
      preferences: { canvasWidth: 750, canvasHeight: 1334, altLayout: false },
    });
    // user info carries the department name, so the loader needs no departments call
    expect(paths()).toEqual(['GET /client/user/info']);
  });

  it('logs an enterprise account in (企业) with its own canvas preference', async () => {
    const token = await h.loginAs('demo@xinghe-media.com');

    const res = await h.execute<ViewerData>(VIEWER, { token });

    expect(res.data?.viewer).toMatchObject({
      id: '9',
      name: '星河传媒',
      role: 'USER',
      preferences: { canvasWidth: 900, canvasHeight: 383, altLayout: true },
    });
  });

  it('returns the user with the token, roles mapped from role_state', async () => {
    const form = await loginForm(h.execute, 'lina', '用户');
    const res = await h.execute<{
      login: { token: string; user: { role: string; department: { name: string } } };
    }>(
      `mutation ($mode: LoginMode!, $account: String!, $password: String!) {
        login(mode: $mode, account: $account, password: $password) {
          token user { role department { name } }
        }
      }`,
      { variables: form },
    );

    expect(res.data?.login.token).toMatch(/^[\w-]{20,}$/);
    expect(res.data?.login.user).toEqual({ role: 'DESIGNER', department: { name: '设计中心' } });
    expect(paths()).toEqual(['GET /client/config', 'POST /client/user_login']);
  });

  it('answers a wrong password with BAD_USER_INPUT and the api’s Chinese message', async () => {
    const form = await loginForm(h.execute, 'wangfang', '用户', 'Wrong@2026');

    const error = expectError(await h.execute(LOGIN, { variables: form }), 'BAD_USER_INPUT');

    expect(error.message).toBe('账号或密码错误');
    expect(error.extensions.apiCode).toBe(400);
  });

  it('refuses an enterprise account in staff mode the same way', async () => {
    const staffForm = await loginForm(h.execute, 'zhangwei', '用户');

    const res = await h.execute(LOGIN, {
      variables: { ...staffForm, account: 'demo@xinghe-media.com' },
    });

    expect(expectError(res, 'BAD_USER_INPUT').message).toBe('账号或密码错误');
  });
});

describe('Query.viewer', () => {
  it('is null for a guest, without asking the api', async () => {
    const res = await h.execute<ViewerData>(VIEWER);

    expect(res.data).toEqual({ viewer: null });
    expect(res.errors).toBeUndefined();
    expect(h.calls).toEqual([]);
  });

  it('is UNAUTHENTICATED for a token the api does not know', async () => {
    const error = expectError(
      await h.execute(VIEWER, { token: 'forged-token' }),
      'UNAUTHENTICATED',
    );
    expect(error).toMatchObject({ message: '请先登录！', extensions: { apiCode: 401 } });
  });
});

describe('Mutation.logout', () => {
  it('revokes the token, so viewer with it is UNAUTHENTICATED; logging out again is fine', async () => {
    const token = await h.loginAs('wangfang');

    expect((await h.execute('mutation { logout }', { token })).data).toEqual({ logout: true });

    const error = expectError(await h.execute(VIEWER, { token }), 'UNAUTHENTICATED');
    expect(error.message).toBe('请先登录！');
    expect((await h.execute('mutation { logout }', { token })).data).toEqual({ logout: true });
  });

  it('is true for a guest without asking the api', async () => {
    expect((await h.execute('mutation { logout }')).data).toEqual({ logout: true });
    expect(h.calls).toEqual([]);
  });
});

describe('Query.users', () => {
  beforeAll(async () => {
    await addStaffUsers(h.api, 20);
  });

  it('loads a page of 20 with departments in exactly one users call and one departments call', async () => {
    const token = await h.loginAs('admin');
    h.calls.length = 0;

    const res = await h.execute<{
      users: {
        total: number;
        page: number;
        pageSize: number;
        items: { id: string; department: { id: string; name: string } | null }[];
      };
    }>(USERS, { token, variables: { page: 1, pageSize: 20 } });

    expect(res.errors).toBeUndefined();
    expect(res.data?.users).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(res.data?.users.items).toHaveLength(20);
    expect(res.data?.users.items[0]).toMatchObject({
      id: '1',
      department: { id: '1', name: '市场部' },
    });
    expect(res.data?.users.items.every((u) => u.department !== null)).toBe(true);
    expect(paths()).toEqual(['GET /client/admin/users', 'GET /client/departments']);
  });

  it('is FORBIDDEN for a user who is not an administrator', async () => {
    const token = await h.loginAs('zhangwei');

    const error = expectError(
      await h.execute(USERS, { token, variables: { page: 1, pageSize: 20 } }),
      'FORBIDDEN',
    );

    expect(error).toMatchObject({ message: '没有权限执行此操作', extensions: { apiCode: 403 } });
  });

  it('passes the api’s validation of pageSize through as BAD_USER_INPUT', async () => {
    const token = await h.loginAs('admin');

    const res = await h.execute(USERS, { token, variables: { page: 1, pageSize: 500 } });

    expect(expectError(res, 'BAD_USER_INPUT').extensions.apiCode).toBe(400);
  });
});
