// Fails when a generated folder is not what codegen makes from the current SDL and operations.
import { mkdtempSync, readFileSync, readdirSync, cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, bin, run } from './lib/run.mjs';

// Every folder codegen writes into: the schema's SDL and client types, the bff's resolver and wire types.
const folders = ['packages/schema/generated', 'packages/bff/src/generated'];

const saved = mkdtempSync(join(tmpdir(), 'codegen-check-'));
folders.forEach((folder, i) => cpSync(join(ROOT, folder), join(saved, String(i)), { recursive: true }));

const code = await run(bin('graphql-codegen'), ['--config', 'codegen.ts', '--silent']);
if (code !== 0) process.exit(code);
// The bff's wire types, from the api's OpenAPI document (scripts/api-types.mjs).
const apiTypes = await run('node', ['scripts/api-types.mjs']);
if (apiTypes !== 0) process.exit(apiTypes);

const stale = folders.flatMap((folder, i) =>
  readdirSync(join(ROOT, folder))
    .filter((name) => {
      try {
        return readFileSync(join(ROOT, folder, name), 'utf8') !== readFileSync(join(saved, String(i), name), 'utf8');
      } catch {
        return true;
      }
    })
    .map((name) => `${folder}/${name}`),
);
rmSync(saved, { recursive: true, force: true });
if (stale.length > 0) {
  // Leave the regenerated files in place so the developer can commit them.
  console.error(`codegen:check: 生成文件已过期: ${stale.join(', ')}。请运行 pnpm codegen 并提交。`);
  process.exit(1);
}
console.log('codegen:check: generated files are up to date');
