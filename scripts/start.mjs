// `npm start`: install what is missing, build what changed, then run api and bff with embedded
// defaults (PGlite under ./data, demo data seeded once) and print where everything is.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkNode, ensureDeps, pnpm, ROOT } from './lib/run.mjs';

checkNode();
await ensureDeps();

const PACKAGES = ['domain', 'web', 'schema', 'render', 'vision', 'api', 'bff'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

// A build is reused while nothing it is made from is newer than its stamp.
function isStale(name) {
  const dir = join(ROOT, 'packages', name);
  const stamp = join(dir, 'dist', '.build-stamp');
  if (!existsSync(stamp)) return true;
  const inputs = ['src', 'node', 'browser', 'pages', 'public', 'index.html', 'explorer.html', 'vite.config.ts', 'package.json']
    .map((p) => newestMtime(join(dir, p)))
    .concat(newestMtime(join(ROOT, 'packages/schema/generated')));
  return Math.max(...inputs) > statSync(stamp).mtimeMs;
}

for (const name of PACKAGES.filter(isStale)) {
  console.log(`正在构建 ${name} …`);
  if ((await pnpm(['--filter', `@adstudio/${name}`, 'run', 'build'])) !== 0) {
    console.error(`构建 ${name} 失败。`);
    process.exit(1);
  }
  writeFileSync(join(ROOT, 'packages', name, 'dist', '.build-stamp'), new Date().toISOString());
}

const env = {
  ...process.env,
  API_PORT: process.env.API_PORT ?? '3001',
  BFF_PORT: process.env.BFF_PORT ?? '4000',
  DATA_DIR: process.env.DATA_DIR ?? join(ROOT, 'data'),
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  // A line per request would bury the URLs and accounts printed below; errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
const apiHost = process.env.API_HOST ?? '127.0.0.1';
env.API_URL ??= `http://${apiHost}:${env.API_PORT}/api/v1`;
const bffUrl = `http://localhost:${env.BFF_PORT}`;

const children = [];
function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// A starting service is waited for as long as it makes progress: seeding a fresh data folder
// takes minutes on a slow machine (and printed progress), and compiling PGlite or a big import
// can be silent for long on a loaded one. Progress is output or, where Linux tells, CPU time;
// a service that does neither for QUIET_LIMIT_MS is hung.
const QUIET_LIMIT_MS = 120_000;
const lastProgress = new Map();

function cpuTicks(pid) {
  try {
    // /proc/<pid>/stat: utime and stime are fields 14 and 15, counted after the ")" of the name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

// Built services load workspace packages from their dist (see packages/render/package.json exports).
const DIST_CONDITIONS = ['--conditions=adstudio-dist'];

function launch(name, entry) {
  const child = spawn(process.execPath, [...DIST_CONDITIONS, join(ROOT, 'packages', name, 'dist', entry)], {
    cwd: ROOT,
    env,
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  lastProgress.set(child, { at: Date.now(), ticks: 0 });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    from.on('data', (chunk) => {
      lastProgress.get(child).at = Date.now();
      to.write(chunk);
    });
  }
  children.push(child);
  child.on('exit', (code) => {
    // One service gone means the product is down: stop the other and report.
    if (children.some((c) => c !== child && c.exitCode === null)) {
      console.error(`${name} 已退出 (code ${code ?? 'signal'})，正在停止其他服务。`);
      stopAll(code || 1);
    } else if (process.exitCode === undefined) {
      process.exitCode = code ?? 1;
    }
  });
  return child;
}

function madeProgress(child) {
  const last = lastProgress.get(child);
  const ticks = cpuTicks(child.pid);
  if (ticks !== undefined && ticks > last.ticks) Object.assign(last, { at: Date.now(), ticks });
  return Date.now() - last.at < QUIET_LIMIT_MS;
}

async function waitFor(url, child, name) {
  const started = Date.now();
  let told = started;
  while (madeProgress(child)) {
    if (child.exitCode !== null) process.exit(child.exitCode || 1);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - told >= 30_000) {
      told = Date.now();
      console.log(`${name} 仍在启动（已等待 ${Math.round((told - started) / 1000)} 秒）…`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  console.error(`${name} 已有 120 秒没有任何进展，放弃等待：${url}`);
  stopAll(1);
  process.exit(1);
}

const api = launch('api', 'server.js');
await waitFor(`${env.API_URL}/client/config`, api, 'api');
const bff = launch('bff', 'server.js');
await waitFor(`http://127.0.0.1:${env.BFF_PORT}/graphql?query=%7Bhealth%7D`, bff, 'bff');

const { DEMO_ACCOUNTS } = await import(join(ROOT, 'packages/api/dist/seed/demo-accounts.js'));
console.log(`
  创意营销平台已启动
  网站:        ${bffUrl}
  GraphQL:     ${bffUrl}/graphql
  调试器:      ${bffUrl}/graphiql
  REST api:    ${env.API_URL}
  数据目录:    ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : env.DATA_DIR}

  演示账号 (密码均为 ${DEMO_ACCOUNTS[0]?.password}):`);
for (const a of DEMO_ACCOUNTS) {
  console.log(`    ${a.mode}  ${a.login.padEnd(28)} ${a.name} (${a.role})`);
}
console.log('\n  按 Ctrl+C 停止。');
