// The schema as a contract (issue 33 item 7): the served schema against the committed release,
// and the check itself on fixtures — a removed field fails until the changelog records it.
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  checkRepositoryContract,
  checkSchemaContract,
  CONTRACT_FILES,
  unreleasedSection,
} from './schema-contract.mjs';

const RELEASE = `
type Query {
  health: Boolean!
  batch(id: ID!): Batch!
}
type Batch {
  id: ID!
  total: Int!
  done: Int!
}
`;

const changelog = (lines: string[]) =>
  [
    '# GraphQL schema changelog',
    '',
    '## Unreleased',
    '',
    ...lines,
    '',
    '## 2026-12-02 — release 1',
    '',
    '- `Batch.old was removed.` (released)',
    '',
  ].join('\n');

describe('schema contract', () => {
  it('the served schema has no unrecorded breaking change against the release', () => {
    const { unrecorded } = checkRepositoryContract();
    expect(unrecorded.map((c) => c.description)).toEqual([]);
  });

  it('the release schema is a valid schema with the root types', () => {
    const release = buildSchema(readFileSync(CONTRACT_FILES.release, 'utf8'));
    expect(release.getQueryType()?.getFields()).toHaveProperty('health');
    expect(release.getMutationType()?.getFields()).toHaveProperty('startBatch');
  });

  it('catches a removed field that the changelog does not record', () => {
    const current = RELEASE.replace('  done: Int!\n', '');
    const { breaking, unrecorded } = checkSchemaContract({
      releaseSdl: RELEASE,
      currentSdl: current,
      changelog: changelog([]),
    });
    expect(breaking.map((c) => c.description)).toEqual(['Batch.done was removed.']);
    expect(unrecorded.map((c) => c.type)).toEqual(['FIELD_REMOVED']);
  });

  it('catches a changed type and a new required argument', () => {
    const current = RELEASE.replace('total: Int!', 'total: String!').replace(
      'batch(id: ID!)',
      'batch(id: ID!, owner: ID!)',
    );
    const { unrecorded } = checkSchemaContract({
      releaseSdl: RELEASE,
      currentSdl: current,
      changelog: changelog([]),
    });
    expect(unrecorded.map((c) => c.type).sort()).toEqual([
      'FIELD_CHANGED_KIND',
      'REQUIRED_ARG_ADDED',
    ]);
  });

  it('lets a breaking change through once Unreleased records it by its description', () => {
    const current = RELEASE.replace('  done: Int!\n', '');
    const recorded = changelog([
      '- `Batch.done was removed.` Read `total` minus the other counts.',
    ]);
    expect(
      checkSchemaContract({ releaseSdl: RELEASE, currentSdl: current, changelog: recorded })
        .unrecorded,
    ).toEqual([]);
  });

  it('does not count a line of an older release as recording a new change', () => {
    const current = RELEASE.replace('  done: Int!\n', '');
    const old = changelog([]).replace('Batch.old was removed.', 'Batch.done was removed.');
    expect(unreleasedSection(old)).not.toContain('Batch.done');
    expect(
      checkSchemaContract({ releaseSdl: RELEASE, currentSdl: current, changelog: old }).unrecorded,
    ).toHaveLength(1);
  });

  it('treats additions (a field, an optional argument) as not breaking', () => {
    const current = RELEASE.replace('done: Int!', 'done: Int!\n  failed: Int!').replace(
      'batch(id: ID!)',
      'batch(id: ID!, page: Int)',
    );
    expect(
      checkSchemaContract({ releaseSdl: RELEASE, currentSdl: current, changelog: changelog([]) })
        .breaking,
    ).toEqual([]);
  });
});
