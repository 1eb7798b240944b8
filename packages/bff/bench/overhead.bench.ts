// bff overhead (BRIEF §7): the material search page (20 items + tags + favourite state, logged in)
// as GraphQL through the bff, against the same REST call straight to the api; 32 connections,
// closed loop, fixed duration (stack.ts starts the api and the bff).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitRow, ensureDatabase, ms, progress, summarize } from '@adstudio/api/bench';
import { runLoad, type LoadResult } from './load.js';
import { startStack } from './stack.js';

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
let stop = () => {};

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

  const stack = await startStack({ apiEnv: dbEnv });
  stop = stack.stop;
  const { api, bff, auth } = stack;

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
  stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
