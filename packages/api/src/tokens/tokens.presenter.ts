import type { TokenRow, UseRow } from './tokens.repo.js';

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

export const presentToken = (t: TokenRow) => ({
  id: t.id,
  name: t.name,
  prefix: t.prefix,
  scopes: t.scopes,
  created_at: new Date(t.created_at).toISOString(),
  expires_at: iso(t.expires_at),
  last_used_at: iso(t.last_used_at),
  revoked_at: iso(t.revoked_at),
});

export const presentUse = (u: UseRow) => ({
  ...u,
  used_at: new Date(u.used_at).toISOString(),
});
