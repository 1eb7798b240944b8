import type { ApiClient } from '../api/client.js';
import type { LoginMode } from '@adstudio/schema/server';

// Wire shapes of docs/accounts-contract.md; snake_case stops at this file and the mappers.
export type RoleState = 'user' | 'designer' | 'reviewer' | 'admin';

export interface PreferencesDto {
  canvas_width: number;
  canvas_height: number;
  alt_layout: boolean;
}

export interface UserDto {
  id: number;
  name: string;
  sex_id: number;
  department_id: number | null;
  /** Present on login and user info, absent from the admin list. */
  department_name?: string | null;
  role_state: RoleState;
  preferences: PreferencesDto;
}

export interface SessionDto extends UserDto {
  token: string;
}

export interface DepartmentDto {
  id: number;
  name: string;
}

export interface ClientConfigDto {
  staff_mail_suffix: string;
  password_phrases: { user: string; enterprise: string };
}

interface UserListDto {
  lists: UserDto[];
  total: number;
}

/** Staff log in at /client/user_login; enterprise accounts at /client/enterprise/login. */
export function login(api: ApiClient, mode: LoginMode, email: string, password: string) {
  return mode === 'USER'
    ? api.post<SessionDto>('/client/user_login', { email, password })
    : api.post<SessionDto>('/client/enterprise/login', { email, password, type: 'enterprise' });
}

/** Revokes the token the client was created with. */
export function logout(api: ApiClient) {
  return api.post<null>('/client/user_logout');
}

export function getUserInfo(api: ApiClient) {
  return api.get<UserDto>('/client/user/info');
}

export function getClientConfig(api: ApiClient) {
  return api.get<ClientConfigDto>('/client/config');
}

/** One page of accounts (admin only). */
export function listUsers(api: ApiClient, page: number, pageSize: number) {
  return api.get<UserListDto>('/client/admin/users', { cur_page: page, pageSize });
}

/** Departments by id; unknown ids are left out of the answer. */
export async function getDepartmentsByIds(api: ApiClient, ids: readonly number[]) {
  const { departments } = await api.get<{ departments: DepartmentDto[] }>('/client/departments', {
    ids: ids.join(','),
  });
  return departments;
}
