// Test helpers other packages use (`@adstudio/api/test`): a real api on a fresh database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import CryptoJS from 'crypto-js';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type ApiConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { DEMO_ACCOUNTS, demoEmail, type DemoAccount } from '../seed/demo-accounts.js';
import { seedDemo } from '../seed/seed.js';
import { createTestDb } from './db.js';

export { createTestDb } from './db.js';
export { testRedisUrl } from './redis.js';
export { buildMaterial, buildTagClass, buildTheme } from './factories.js';
export { importFixtureTitles } from '../titles/titles.fixtures.js';
export { insertCopyCards } from '../copy/copy.import.js';
export { seedDemoTemplates } from '../seed/demo-templates.js';
export { DEMO_TEMPLATES_DIR } from '../templates/templates.files.js';
export { jpegBytes, oversizedJpeg, pngBomb, pngBytes, svgBytes } from './images.js';
export { cmykPsd, samplePsd } from '../designs/psd/psd.fixtures.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.js';
export {
  BROKEN_DOCUMENTS,
  COPY_LINES_BOMB,
  deepList,
  deepObject,
  SAMPLE_DOCUMENT,
} from './shapes.js';

export interface TestApi {
  /** Base URL including /api/v1, e.g. http://127.0.0.1:PORT/api/v1. */
  url: string;
  app: FastifyInstance;
  db: Db;
  config: ApiConfig;
  close(): Promise<void>;
}

export interface TestApiOptions {
  env?: Record<string, string>;
  clock?: () => Date;
  /** Material image folder (default: the demo photos). */
  photosDir?: string;
  /** Listen on a port (default true); false for inject-only tests. */
  listen?: boolean;
}

export function testConfig(env: Record<string, string> = {}): ApiConfig {
  // Search polls its change log before every search, so a test sees its own writes at once.
  return loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    API_PORT: '0',
    SEARCH_INDEX_POLL_MS: '0',
    ...env,
  });
}

/** Migrated, demo-seeded api on a fresh database, listening on 127.0.0.1 at a free port. */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  // Uploads and thumbnails land in a folder of this run, never in the developer's ./data.
  const config = testConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'api-test-')), ...options.env });
  const db = await createTestDb();
  await seedDemo(db, config);
  const app = await buildApp({
    config,
    db,
    ...(options.clock && { clock: options.clock }),
    ...(options.photosDir && { photosDir: options.photosDir }),
  });
  await app.deps.searchIndex?.ready;
  let url = 'http://127.0.0.1:0/api/v1';
  if (options.listen !== false) {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    url = `${address}/api/v1`;
  }
  return {
    url,
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** What the browser sends as the password: crypto-js AES with the mode's phrase. */
export function encryptPassword(plain: string, phrase: string): string {
  return CryptoJS.AES.encrypt(plain, phrase).toString();
}

/** The demo account with this login (see DEMO_ACCOUNTS). */
export function demoAccount(login: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.login === login);
  if (!account) throw new Error(`no demo account ${login}`);
  return account;
}

/** Logs a demo account in through the real route and returns its token. */
export async function loginAs(app: FastifyInstance, config: ApiConfig, login: string) {
  const account = demoAccount(login);
  const mode = account.mode === '用户' ? 'user' : 'enterprise';
  const res = await app.inject({
    method: 'POST',
    url: mode === 'user' ? '/api/v1/client/user_login' : '/api/v1/client/enterprise/login',
    payload: new URLSearchParams({
      email: demoEmail(account, config.staffMailSuffix),
      password: encryptPassword(account.password, config.loginPhrases[mode]),
      ...(mode === 'enterprise' && { type: 'enterprise' }),
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const body = res.json<{ code: number; message: string; data: { token: string } }>();
  if (body.code !== 200) throw new Error(`login ${login} failed: ${body.message}`);
  return body.data.token;
}
