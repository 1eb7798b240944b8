import { createAccountsLoaders } from './accounts/accounts.loaders.js';
import type { ApiClient, Upstream } from './api/client.js';
import { createTemplatesLoaders } from './templates/templates.loaders.js';

export type Loaders = ReturnType<typeof createLoaders>;

/** What every resolver gets; built fresh per GraphQL request so loaders never leak between users. */
export interface Context {
  /** The Bearer token the browser sent, or null for a guest. */
  token: string | null;
  api: ApiClient;
  loaders: Loaders;
}

function createLoaders(api: ApiClient) {
  return { ...createAccountsLoaders(api), ...createTemplatesLoaders(api) };
}

/** Builds the context of one request from its Authorization header. */
export function createContext(upstream: Upstream, authorization: string | undefined): Context {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? null;
  const api = upstream.client(token);
  return { token, api, loaders: createLoaders(api) };
}
