import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import type { LoginMode } from '../generated/resolvers.js';

// Wire shapes, read from the api's schemas (api/contract.ts); snake_case stops at this file and the
// mappers.
export type SessionDto = ApiData<'/client/user_login', 'post'>;
type UserInfoDto = ApiData<'/client/user/info', 'get'>;
/** A user as login and user info give it; the admin list leaves the department name out. */
export type UserDto = Omit<UserInfoDto, 'department_name'> &
  Partial<Pick<UserInfoDto, 'department_name'>>;
export type RoleState = UserDto['role_state'];
export type DepartmentDto = ApiData<'/client/departments', 'get'>['departments'][number];
export type ClientConfigDto = ApiData<'/client/config', 'get'>;

/** Staff log in at /client/user_login; enterprise accounts at /client/enterprise/login. */
export function login(api: ApiClient, mode: LoginMode, email: string, password: string) {
  return mode === 'USER'
    ? api.post('/client/user_login', { email, password })
    : api.post('/client/enterprise/login', { email, password, type: 'enterprise' });
}

/** Revokes the token the client was created with. */
export function logout(api: ApiClient) {
  return api.post('/client/user_logout');
}

export function getUserInfo(api: ApiClient) {
  return api.get('/client/user/info');
}

export function getClientConfig(api: ApiClient) {
  return api.get('/client/config');
}

/** One page of accounts (admin only). */
export function listUsers(api: ApiClient, page: number, pageSize: number) {
  return api.get('/client/admin/users', { cur_page: page, pageSize });
}

/** Departments by id; unknown ids are left out of the answer. */
export async function getDepartmentsByIds(api: ApiClient, ids: readonly number[]) {
  const { departments } = await api.get('/client/departments', {
    ids: ids.join(','),
  });
  return departments;
}
