import DataLoader from 'dataloader';
import type { ApiClient } from '../api/client.js';
import {
  getClientConfig,
  getDepartmentsByIds,
  type ClientConfigDto,
  type DepartmentDto,
  type UserDto,
} from './accounts.api.js';

// docs/accounts-contract.md: /client/departments takes 1..100 ids.
const DEPARTMENTS_PER_CALL = 100;

export type AccountsLoaders = ReturnType<typeof createAccountsLoaders>;

/** Per-request loaders of the accounts domain. */
export function createAccountsLoaders(api: ApiClient) {
  let clientConfig: Promise<ClientConfigDto> | undefined;
  return {
    // A missing department resolves to null rather than an error: `User.department` is nullable
    // and a deleted department should not fail the whole user.
    departmentById: new DataLoader<number, DepartmentDto | null>(
      async (ids) => {
        const byId = new Map((await getDepartmentsByIds(api, ids)).map((d) => [d.id, d]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: DEPARTMENTS_PER_CALL },
    ),
    // The login dialog asks for both password phrases in one query: one upstream call serves it.
    clientConfig: () => (clientConfig ??= getClientConfig(api)),
  };
}

/** Login and user info already carry the department name; remember it so no call is needed. */
export function primeDepartment(loaders: AccountsLoaders, user: UserDto): void {
  if (user.department_id !== null && user.department_name) {
    loaders.departmentById.prime(user.department_id, {
      id: user.department_id,
      name: user.department_name,
    });
  }
}
