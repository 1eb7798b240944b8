// Access tokens through the bff on the real api (issue 33 item 5): made and revoked in GraphQL by a
// signed-in person, then used by a tool as `Authorization: Bearer` on /graphql with its scopes
// enforced per operation, each operation logged once.
import { readFile } from 'node:fs/promises';
import { Kind, OperationTypeNode, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/builders.js';
import { startHarness, type Harness } from '../test/harness.js';
import { operationNeeds } from './tokens.operation.js';

let h: Harness;
let session: string;

beforeAll(async () => {
  h = await startHarness();
  session = await h.loginAs('zhangwei');
}, 120_000);
afterAll(() => h.close());

const CREATE = `mutation ($name: String!, $scopes: [AccessTokenScope!]!, $expiresOn: String) {
  createAccessToken(name: $name, scopes: $scopes, expiresOn: $expiresOn) {
    token accessToken { id name prefix scopes expiresAt lastUsedAt revokedAt }
  }
}`;

interface Created {
  createAccessToken: {
    token: string;
    accessToken: { id: string; name: string; prefix: string; scopes: string[] };
  };
}

async function newToken(scopes: string[], name = scopes.join('+')) {
  const res = await h.execute<Created>(CREATE, { variables: { name, scopes }, token: session });
  expect(res.errors).toBeUndefined();
  return res.data!.createAccessToken;
}

const USES = `query ($tokenId: ID) {
  accessTokenUses(tokenId: $tokenId, pageSize: 50) { total items { tokenName userName operation usedAt } }
}`;

async function usesOf(tokenId: string) {
  const res = await h.execute<{
    accessTokenUses: { items: { operation: string; userName: string }[] };
  }>(USES, { variables: { tokenId }, token: session });
  return res.data!.accessTokenUses.items;
}

describe('createAccessToken / accessTokens / revokeAccessToken', () => {
  it('shows the token once; the list shows its prefix and last use, never the token', async () => {
    const { token, accessToken } = await newToken(['READ', 'BATCH'], 'CMS 首图');
    expect(accessToken).toMatchObject({ name: 'CMS 首图', scopes: ['READ', 'BATCH'] });
    expect(token.startsWith(accessToken.prefix)).toBe(true);

    const viewer = await h.execute<{ viewer: { name: string } }>(
      'query Whoami { viewer { name } }',
      { token },
    );
    expect(viewer.data?.viewer.name).toBe('张伟');

    const list = await h.execute<{
      accessTokens: { id: string; lastUsedAt: string | null }[];
    }>('{ accessTokens { id prefix lastUsedAt } }', { token: session });
    expect(JSON.stringify(list)).not.toContain(token);
    const mine = list.data?.accessTokens.find((t) => t.id === accessToken.id);
    expect(mine?.lastUsedAt).not.toBeNull();
    // One operation, one use: the api calls it made carried its use id.
    expect((await usesOf(accessToken.id)).map((u) => u.operation)).toEqual([
      'query Whoami { viewer }',
    ]);
  });

  it('refuses a mutation to a read token before anything runs', async () => {
    const { token, accessToken } = await newToken(['READ']);
    h.calls.length = 0;
    const res = await h.execute('mutation Star { collectMaterial(id: "1") { id } }', { token });
    const error = expectError(res, 'FORBIDDEN');
    expect(error.message).toBe(
      '此访问令牌没有「create（创建）」权限，请在账号页创建带此权限的令牌',
    );
    expect(res.statusCode).toBe(403);
    expect(h.calls.map((c) => c.path)).toEqual(['/client/accessToken/use']);
    expect((await usesOf(accessToken.id))[0]?.operation).toBe('mutation Star { collectMaterial }');
  });

  it('refuses startBatch to a token without batch, and lets a batch token read its batches', async () => {
    const { token: creator } = await newToken(['READ', 'CREATE']);
    const start = await h.execute('mutation { startBatch(id: "1") { id } }', { token: creator });
    expect(expectError(start, 'FORBIDDEN').message).toBe(
      '此访问令牌没有「batch（批量生成）」权限，请在账号页创建带此权限的令牌',
    );
    const { token: batcher } = await newToken(['BATCH']);
    const list = await h.execute<{ batches: { total: number } }>('{ batches { total } }', {
      token: batcher,
    });
    expect(list.errors).toBeUndefined();
    expect(list.data?.batches.total).toBe(0);
  });

  it('fails at once after revocation with UNAUTHENTICATED and a Chinese message', async () => {
    const { token, accessToken } = await newToken(['READ']);
    expect((await h.execute('{ unreadMessageCount }', { token })).errors).toBeUndefined();
    const revoked = await h.execute<{ revokeAccessToken: { revokedAt: string | null } }>(
      'mutation ($id: ID!) { revokeAccessToken(id: $id) { revokedAt } }',
      { variables: { id: accessToken.id }, token: session },
    );
    expect(revoked.data?.revokeAccessToken.revokedAt).not.toBeNull();
    // Even an operation that asks the api nothing else is refused.
    const after = await h.execute('{ health }', { token });
    expect(expectError(after, 'UNAUTHENTICATED').message).toBe(
      '访问令牌已被撤销，请在账号页创建新的令牌',
    );
    expect(after.statusCode).toBe(401);
  });

  it('cannot be used to make more tokens', async () => {
    const { token } = await newToken(['READ', 'CREATE', 'BATCH']);
    const res = await h.execute(CREATE, { variables: { name: 'x', scopes: ['READ'] }, token });
    expect(expectError(res, 'FORBIDDEN').message).toBe(
      '访问令牌不能用于此操作，请登录后在网页上操作',
    );
  });

  it('shows every use to admins (allAccessTokenUses) and to nobody else', async () => {
    const admin = await h.loginAs('admin');
    const all = await h.execute<{
      allAccessTokenUses: { total: number; items: { userName: string }[] };
    }>('{ allAccessTokenUses(pageSize: 100) { total items { userName operation } } }', {
      token: admin,
    });
    expect(all.data?.allAccessTokenUses.total).toBeGreaterThan(0);
    expect(all.data?.allAccessTokenUses.items.some((u) => u.userName === '张伟')).toBe(true);
    const denied = await h.execute('{ allAccessTokenUses { total } }', { token: session });
    expectError(denied, 'FORBIDDEN');
  });
});

describe(operationNeeds.name, () => {
  it('asks read of queries, create of mutations and batch of batch mutations', () => {
    expect(operationNeeds(OperationTypeNode.QUERY, ['viewer', 'batch'])).toBe('read,read|batch');
    expect(operationNeeds(OperationTypeNode.MUTATION, ['startBatch'])).toBe('batch');
    expect(operationNeeds(OperationTypeNode.MUTATION, ['saveDesign', 'retryBatch'])).toBe(
      'create,batch',
    );
    expect(operationNeeds(OperationTypeNode.QUERY, ['__typename'])).toBe('read|create|batch');
  });

  it('lets the batch scope alone use every root field of batch.graphql', async () => {
    const schema = await readFile(
      new URL('../../../schema/src/batch.graphql', import.meta.url),
      'utf8',
    );
    const roots = parse(schema).definitions.flatMap((d) =>
      d.kind === Kind.OBJECT_TYPE_EXTENSION &&
      (d.name.value === 'Query' || d.name.value === 'Mutation')
        ? (d.fields ?? []).map((f) => ({ type: d.name.value, field: f.name.value }))
        : [],
    );
    expect(roots.length).toBeGreaterThan(5);
    for (const { type, field } of roots) {
      const op = type === 'Query' ? OperationTypeNode.QUERY : OperationTypeNode.MUTATION;
      expect(operationNeeds(op, [field]), field).toContain('batch');
    }
  });
});
