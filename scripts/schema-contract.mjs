// The GraphQL schema as a contract for tools (issue 33 item 7; docs/graphql-for-tools.md): the
// schema the bff serves (packages/schema/generated/schema.graphql) against the last release
// (packages/schema/release/schema.graphql). Every breaking change graphql's findBreakingChanges
// finds must be recorded under "## Unreleased" in packages/schema/CHANGELOG.md, by its
// description verbatim (e.g. `Query.batch was removed.`); an unrecorded one fails `npm test`
// (scripts/schema-contract.test.ts) and this command.
//
//   node scripts/schema-contract.mjs            check, exit 1 on an unrecorded breaking change
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSchema, findBreakingChanges } from 'graphql';
import { ROOT } from './lib/run.mjs';

export const CONTRACT_FILES = {
  release: join(ROOT, 'packages/schema/release/schema.graphql'),
  current: join(ROOT, 'packages/schema/generated/schema.graphql'),
  changelog: join(ROOT, 'packages/schema/CHANGELOG.md'),
};

const UNRELEASED = /^## Unreleased\s*$/m;

/** The lines of the changelog's "## Unreleased" section (up to the next "## "). */
export function unreleasedSection(changelog) {
  const start = UNRELEASED.exec(changelog);
  if (!start) return '';
  const rest = changelog.slice(start.index + start[0].length);
  const end = rest.search(/^## /m);
  return end === -1 ? rest : rest.slice(0, end);
}

/**
 * The breaking changes from `releaseSdl` to `currentSdl`, and those of them the changelog's
 * Unreleased section does not name by their description.
 */
export function checkSchemaContract({ releaseSdl, currentSdl, changelog }) {
  const breaking = findBreakingChanges(buildSchema(releaseSdl), buildSchema(currentSdl));
  const recorded = unreleasedSection(changelog);
  const unrecorded = breaking.filter((change) => !recorded.includes(change.description));
  return { breaking, unrecorded };
}

/** The check on the repository's own files. */
export function checkRepositoryContract(files = CONTRACT_FILES) {
  return checkSchemaContract({
    releaseSdl: readFileSync(files.release, 'utf8'),
    currentSdl: readFileSync(files.current, 'utf8'),
    changelog: readFileSync(files.changelog, 'utf8'),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { breaking, unrecorded } = checkRepositoryContract();
  for (const change of unrecorded) {
    console.error(`未记录的破坏性变更（${change.type}）：${change.description}`);
  }
  if (unrecorded.length > 0) {
    console.error(
      '请在 packages/schema/CHANGELOG.md 的 "## Unreleased" 下逐条写明（原文照抄上面的描述），' +
        '并说明调用方该怎么改；或者恢复这些字段。',
    );
    process.exit(1);
  }
  console.log(`schema contract: ${breaking.length} breaking change(s), all recorded`);
}
