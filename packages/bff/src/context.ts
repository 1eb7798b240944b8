import { createAccountsLoaders } from './accounts/accounts.loaders.js';
import type { ApiClient, Upstream } from './api/client.js';
import { createTemplatesLoaders } from './templates/templates.loaders.js';

export type Loaders = ReturnType<typeof createLoaders>;

/** What every resolver gets; built fresh per GraphQL request so loaders never leak between users. */
export interface Context {
  /** The Bearer token the browser sent, or null for a guest. */
  token: string | null;
  /**
   * Extra headers of every api call of this request: the access-token check
   * (tokens/tokens.operation.ts) puts the operation's use id here.
   */
  apiHeaders: Record<string, string>;
  api: ApiClient;
  loaders: Loaders;
}

function createLoaders(api: ApiClient) {
  return { ...createAccountsLoaders(api), ...createTemplatesLoaders(api) };
}

/** Builds the context of one request from its Authorization header. */
export function createContext(upstream: Upstream, authorization: string | undefined): Context {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? null;
  const apiHeaders: Record<string, string> = {};
  const api = upstream.client(token, apiHeaders);
  return { token, apiHeaders, api, loaders: createLoaders(api) };
}
