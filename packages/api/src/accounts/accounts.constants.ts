/** Roles of accounts (docs/accounts-contract.md): the closed list every layer reads from here. */
export const ROLES = ['user', 'designer', 'reviewer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
