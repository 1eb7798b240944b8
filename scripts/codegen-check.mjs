// Fails when packages/schema/generated is not what codegen makes from the current SDL and operations.
import { mkdtempSync, readFileSync, readdirSync, cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, bin, run } from './lib/run.mjs';

const generated = join(ROOT, 'packages/schema/generated');
const saved = mkdtempSync(join(tmpdir(), 'codegen-check-'));
cpSync(generated, saved, { recursive: true });

const code = await run(bin('graphql-codegen'), ['--config', 'codegen.ts', '--silent']);
if (code !== 0) process.exit(code);

const stale = readdirSync(generated).filter((name) => {
  try {
    return readFileSync(join(generated, name), 'utf8') !== readFileSync(join(saved, name), 'utf8');
  } catch {
    return true;
  }
});
if (stale.length > 0) {
  // Leave the regenerated files in place so the developer can commit them.
  console.error(`codegen:check: 生成文件已过期: ${stale.join(', ')}。请运行 pnpm codegen 并提交。`);
  rmSync(saved, { recursive: true, force: true });
  process.exit(1);
}
rmSync(saved, { recursive: true, force: true });
console.log('codegen:check: generated files are up to date');
