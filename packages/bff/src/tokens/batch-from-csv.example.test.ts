// examples/batch-from-csv.mjs against the real stack (issue 33 item 6): the api on PGlite and the
// bff listening, the script run as a child process with an access token, as a tool would run it.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_TEMPLATES_DIR, seedDemoTemplates } from '@adstudio/api/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness.js';

const SCRIPT = fileURLToPath(new URL('../../../../examples/batch-from-csv.mjs', import.meta.url));

let h: Harness;
let session: string;
let bffUrl: string;
let templateId: string;
let work: string;

beforeAll(async () => {
  h = await startHarness();
  bffUrl = await h.bff.listen({ host: '127.0.0.1', port: 0 });
  work = mkdtempSync(join(tmpdir(), 'batch-example-'));
  const templates = mkdtempSync(join(tmpdir(), 'batch-example-templates-'));
  for (const file of ['tpl_p_0231.json', 'tpl_p_0231.jpg']) {
    copyFileSync(join(DEMO_TEMPLATES_DIR, file), join(templates, file));
  }
  await seedDemoTemplates(h.api.db, templates);
  const [row] = await h.api.db.query<{ id: number }>(
    `SELECT id FROM templates WHERE template_id = 'tpl_p_0231'`,
  );
  templateId = String(row?.id);
  session = await h.loginAs('zhangwei');
  // Preflight word-checks every row: the lexicon is compiled first.
  await h.api.app.deps.wordcheck.current();
}, 120_000);
afterAll(() => h.close());

async function newToken(scopes: string[]) {
  const res = await h.execute<{
    createAccessToken: { token: string; accessToken: { id: string } };
  }>(
    `mutation ($scopes: [AccessTokenScope!]!) {
      createAccessToken(name: "门店海报工具", scopes: $scopes) { token accessToken { id } }
    }`,
    { variables: { scopes }, token: session },
  );
  return res.data!.createAccessToken;
}

function run(token: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      cwd: work,
      env: { PATH: process.env.PATH ?? '', ADSTUDIO_TOKEN: token, ADSTUDIO_URL: bffUrl },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => { resolve({ code, stdout, stderr }); });
  });
}

const SHEET = '门店.csv';

describe('examples/batch-from-csv.mjs', { timeout: 120_000 }, () => {
  it('creates a batch from a CSV with a batch token, waits for it and downloads the zip', async () => {
    writeFileSync(join(work, SHEET), '标题,门店\n春日新品,北京店\n全网最低价,上海店\n');
    const { token, accessToken } = await newToken(['BATCH']);
    const result = await run(token, [
      '--template',
      templateId,
      '--map',
      '标题=mainLabel',
      '--map',
      '门店=secondLabel',
      '--poll-ms',
      '100',
      '--out',
      'out.zip',
      SHEET,
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('第 2 行拦下：「全网最低价」是禁用词');
    const summary = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(summary).toMatchObject({ done: 1, failed: 0, blocked: 1, zip: 'out.zip' });
    const zip = readFileSync(join(work, 'out.zip'));
    expect(zip.subarray(0, 2).toString()).toBe('PK');

    // Every use of the token is logged: the upload as its REST call, the rest by operation.
    const uses = await h.execute<{ accessTokenUses: { items: { operation: string }[] } }>(
      `query ($id: ID) { accessTokenUses(tokenId: $id, pageSize: 100) { items { operation } } }`,
      { variables: { id: accessToken.id }, token: session },
    );
    const operations = uses.data!.accessTokenUses.items.map((u) => u.operation);
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/v1/client/batch/create',
        'mutation MapBatch { mapBatch }',
        'mutation PreflightBatch { preflightBatch }',
        'mutation StartBatch { startBatch }',
        'query BatchProgress { batch }',
      ]),
    );
  });

  it('stops with the Chinese message of a revoked token', async () => {
    writeFileSync(join(work, SHEET), '标题,门店\n春日新品,北京店\n');
    const { token, accessToken } = await newToken(['BATCH']);
    await h.execute('mutation ($id: ID!) { revokeAccessToken(id: $id) { id } }', {
      variables: { id: accessToken.id },
      token: session,
    });
    const result = await run(token, ['--template', templateId, SHEET]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('访问令牌已被撤销，请在账号页创建新的令牌');
  });

  it('stops with the Chinese message of a token without the batch scope', async () => {
    const { token } = await newToken(['READ', 'CREATE']);
    const result = await run(token, ['--template', templateId, SHEET]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('此访问令牌没有「batch（批量生成）」权限');
  });
});
