// bff overhead (BRIEF §7): the material search page (20 items + tags + favourite state, logged in)
// as GraphQL through the bff, against the same REST call straight to the api; 32 connections,
// closed loop, fixed duration. api and bff run as their own processes (src/server.ts through tsx),
// as in production; the load generator is this process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitRow, ensureDatabase, ms, progress, summarize } from '@adstudio/api/bench';
import { demoAccount, encryptPassword, testConfig } from '@adstudio/api/test';
import { runLoad, type LoadResult } from './load.js';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Small on purpose: the database should cost little, so the difference is the bff's own.
const LIBRARY = Number(process.env.BENCH_BFF_MATERIALS ?? 2000);
const KEYWORD = '风景';
const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

const QUERY = `query SearchMaterials($text: String, $page: Int!, $pageSize: Int!, $sort: MaterialSort!) {
  searchMaterials(text: $text, page: $page, pageSize: $pageSize, sort: $sort) {
    total page pageSize
    items { id title author url width height fileSize format copyright category downloadCount
            createdAt isCollected tags { id name } }
    similarTags { id name }
  }
}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

async function waitFor(url: string, init: RequestInit = {}) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

const children: ChildProcess[] = [];
function start(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', root(entry)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}

// Its own small library: the overhead is what is measured, not the database.
const dbEnv: Record<string, string> = {};
let dataDir: string | undefined;
if (process.env.DATABASE_URL) {
  dbEnv.DATABASE_URL = await ensureDatabase(process.env.DATABASE_URL, `bench_bff_${LIBRARY}`);
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'bench-bff-'));
  dbEnv.DATABASE_URL = '';
  dbEnv.DATA_DIR = dataDir;
}
const where = dbEnv.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

try {
  progress(`library of ${LIBRARY} materials (${where}) …`);
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', root('packages/api/src/seed/bulk.cli.ts'), '--materials', String(LIBRARY)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...dbEnv, LOG_LEVEL: 'silent' },
    },
  );
  if (seeded.status !== 0) throw new Error('seed:bulk failed');

  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const bff = `http://127.0.0.1:${bffPort}`;
  // warn: per-request info lines would cost both sides the same and hide the difference.
  start('packages/api/src/server.ts', { ...dbEnv, API_PORT: String(apiPort), LOG_LEVEL: 'warn' });
  await waitFor(`${api}/api/v1/client/tag/recommend`);
  start('packages/bff/src/server.ts', {
    BFF_PORT: String(bffPort),
    API_URL: `${api}/api/v1`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The load comes from one address and one token at thousands of requests a second.
    RATE_LIMIT_IP_PER_MINUTE: '0',
    RATE_LIMIT_USER_PER_MINUTE: '0',
  });
  await waitFor(`${bff}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

  const config = testConfig();
  const account = demoAccount('zhangwei');
  const login = await fetch(`${api}/api/v1/client/user_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: `${account.login}${config.staffMailSuffix}`,
      password: encryptPassword(account.password, config.loginPhrases.user),
    }).toString(),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const auth = { authorization: `Bearer ${data.token}` };

  const rest = {
    origin: api,
    path: `/api/v1/client/material/search?${new URLSearchParams({
      text: KEYWORD,
      cur_page: '1',
      pageSize: '20',
      sort: 'fresh',
    }).toString()}`,
    method: 'GET' as const,
    headers: auth,
    connections: CONNECTIONS,
    check: (status: number, body: string) =>
      status === 200 && (JSON.parse(body) as { data: { list: unknown[] } }).data.list.length === 20,
  };
  const graphql = {
    origin: bff,
    path: '/graphql',
    method: 'POST' as const,
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: QUERY,
      variables: { text: KEYWORD, page: 1, pageSize: 20, sort: 'FRESH' },
    }),
    connections: CONNECTIONS,
    check: (status: number, body: string) => {
      const parsed = JSON.parse(body) as {
        errors?: unknown;
        data?: { searchMaterials: { items: unknown[] } };
      };
      return status === 200 && !parsed.errors && parsed.data?.searchMaterials.items.length === 20;
    },
  };

  progress('warm-up …');
  await runLoad({ ...rest, seconds: 3 });
  await runLoad({ ...graphql, seconds: 3 });
  // Alternate the two so drift (caches, CPU boost, the database) hits both alike.
  const results: { rest: LoadResult[]; graphql: LoadResult[] } = { rest: [], graphql: [] };
  for (let i = 0; i < 2; i += 1) {
    results.rest.push(await runLoad({ ...rest, seconds: SECONDS / 2 }));
    results.graphql.push(await runLoad({ ...graphql, seconds: SECONDS / 2 }));
  }
  const combine = (rs: LoadResult[]) => {
    const requests = rs.reduce((a, r) => a + r.requests, 0);
    const seconds = rs.reduce((a, r) => a + r.seconds, 0);
    return {
      rps: requests / seconds,
      errors: rs.reduce((a, r) => a + r.errors, 0),
      ...summarize(rs.flatMap((r) => r.latencies)),
    };
  };
  const r = combine(results.rest);
  const g = combine(results.graphql);
  progress(
    `REST ${r.rps.toFixed(0)} req/s (errors ${r.errors}), GraphQL ${g.rps.toFixed(0)} req/s (errors ${g.errors})`,
  );
  const workload = `search page "${KEYWORD}" (20 items + tags + favourite state, logged in), ${LIBRARY.toLocaleString('en')} materials on ${where}, ${CONNECTIONS} connections, ${SECONDS} s each`;
  const throughput = g.rps / r.rps;
  const p99 = g.p99 / r.p99;
  emitRow({
    what: 'bff overhead: throughput',
    workload,
    ours: `GraphQL via bff ${g.rps.toFixed(0)} req/s = ${throughput.toFixed(2)}×`,
    anchor: `REST direct ${r.rps.toFixed(0)} req/s`,
    bar: '≥ 0.6 × REST',
    pass: throughput >= 0.6 && g.errors === 0,
  });
  emitRow({
    what: 'bff overhead: p99',
    workload,
    ours: `GraphQL p50 ${ms(g.p50)}, p99 ${ms(g.p99)} = ${p99.toFixed(2)}×`,
    anchor: `REST p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`,
    bar: '≤ 1.5 × REST',
    pass: p99 <= 1.5 && g.errors === 0,
  });
} finally {
  for (const child of children) child.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
