import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  encryptPassword,
  startTestApi,
  type TestApi,
} from '@adstudio/api/test';
import type { LoginMode } from '../generated/resolvers.js';
import type { FastifyInstance } from 'fastify';
import type { UpstreamCall } from '../api/client.js';
import { buildBff, type BuildBffOptions } from '../app.js';
import { buildConfig, execute, type ExecuteOptions, type GraphQLBody } from './builders.js';

export interface Harness {
  api: TestApi;
  bff: FastifyInstance;
  /** Every HTTP attempt the bff made to the api; tests empty it to count one operation's calls. */
  calls: UpstreamCall[];
  execute<TData = Record<string, unknown>>(
    query: string,
    options?: ExecuteOptions,
  ): Promise<GraphQLBody<TData> & { statusCode: number }>;
  /** Logs a demo account in through the bff's login mutation, as the web app does; returns the token. */
  loginAs(login: string): Promise<string>;
  close(): Promise<void>;
}

const LOGIN_CONFIG = `query ($mode: LoginMode!) {
  clientConfig { staffMailSuffix passwordPhrase(mode: $mode) }
}`;
export const LOGIN = `mutation ($mode: LoginMode!, $account: String!, $password: String!) {
  login(mode: $mode, account: $account, password: $password) { token user { id name } }
}`;

/** The real api on a fresh database (PGlite, or PostgreSQL with DATABASE_URL) and the bff on top. */
export async function startHarness(options: Partial<BuildBffOptions> = {}): Promise<Harness> {
  const api = await startTestApi();
  const calls: UpstreamCall[] = [];
  const bff = await buildBff({
    config: buildConfig({ apiUrl: api.url }),
    onUpstreamCall: (call) => calls.push(call),
    ...options,
  });
  const run: Harness['execute'] = (query, opts) => execute(bff, query, opts);

  return {
    api,
    bff,
    calls,
    execute: run,
    async loginAs(login) {
      const account = DEMO_ACCOUNTS.find((a) => a.login === login);
      if (!account) throw new Error(`no demo account ${login}`);
      const { account: name, mode, password } = await loginForm(run, login, account.mode);
      const res = await run<{ login: { token: string } }>(LOGIN, {
        variables: { mode, account: name, password },
      });
      if (!res.data) throw new Error(`login ${login} failed: ${res.errors?.[0]?.message ?? ''}`);
      return res.data.login.token;
    },
    async close() {
      await bff.close();
      await api.close();
    },
  };
}

/** What the login dialog sends for a demo account: full e-mail and the AES ciphertext. */
export async function loginForm(
  run: Harness['execute'],
  login: string,
  dialogMode: '用户' | '企业',
  plainPassword = DEMO_PASSWORD,
) {
  const mode: LoginMode = dialogMode === '用户' ? 'USER' : 'ENTERPRISE';
  const res = await run<{ clientConfig: { staffMailSuffix: string; passwordPhrase: string } }>(
    LOGIN_CONFIG,
    { variables: { mode } },
  );
  if (!res.data) throw new Error(`clientConfig failed: ${res.errors?.[0]?.message ?? ''}`);
  const { staffMailSuffix, passwordPhrase } = res.data.clientConfig;
  return {
    mode,
    account: mode === 'USER' ? `${login}${staffMailSuffix}` : login,
    password: encryptPassword(plainPassword, passwordPhrase),
  };
}

/**
 * Adds staff accounts straight into the api's database, spread over the demo departments, for
 * tests that need a full page; nobody logs in as them. (The api exports no user factory.)
 */
export async function addStaffUsers(api: TestApi, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await api.db.query(
      `INSERT INTO users (email, name, kind, sex_id, department_id, role, password_hash)
       VALUES ($1, $2, 'staff', $3, $4, 'user', 'not-a-login')`,
      [`staff${i}${api.config.staffMailSuffix}`, `员工${i}`, i % 3, (i % 5) + 1],
    );
  }
}
