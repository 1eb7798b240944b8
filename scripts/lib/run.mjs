// Process helpers shared by the root scripts. Plain Node: these run before any dependency exists.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PNPM_VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).packageManager;

/** Runs a command inheriting stdio; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('error', (err) => {
      console.error(`无法运行 ${cmd}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and exits the script with its code when it fails. */
export async function must(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) process.exit(code);
}

// pnpm comes from the npm registry through npx, so a machine with only Node and npm needs no global install.
export function pnpm(args, opts) {
  return run('npx', ['--yes', PNPM_VERSION, ...args], opts);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`需要 Node.js 20.19 或更高版本，当前为 ${process.version}。`);
    process.exit(1);
  }
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export async function ensureDeps() {
  const marker = join(ROOT, 'node_modules', '.modules.yaml');
  const lock = join(ROOT, 'pnpm-lock.yaml');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('正在安装依赖 (pnpm install) …');
  const code = await pnpm(['install', '--frozen-lockfile']);
  if (code !== 0) {
    console.error('依赖安装失败：请检查网络能否访问 npm 仓库后重试。');
    process.exit(code);
  }
}

export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
