#!/usr/bin/env node
// 批量生成 from a CSV with an access token (docs/graphql-for-tools.md): upload the sheet, map its
// columns to the template's slots, preflight, start, wait, download the results zip.
// Plain Node 20, no dependencies.
//
//   ADSTUDIO_TOKEN=adt_… node examples/batch-from-csv.mjs --template 123 门店.csv
//   ADSTUDIO_TOKEN=adt_… node examples/batch-from-csv.mjs --url https://ads.example.com \
//     --template 123 --map 标题=mainLabel --map 门店=secondLabel --out 门店.zip 门店.csv
//
// Without --map, a column is mapped to the slot whose field or Chinese label it is named after.
// The token needs the batch scope. Exit code 0: the batch finished and the zip is saved (rows
// that preflight blocked or that failed are listed in its manifest); 1: a refusal or failure,
// its Chinese message on stderr; 2: wrong usage.
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE =
  'usage: ADSTUDIO_TOKEN=adt_… node batch-from-csv.mjs [--url http://localhost:4000] ' +
  '--template <id> [--map 列名=位置 …] [--out results.zip] [--poll-ms 2000] <sheet.csv>';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: process.env.ADSTUDIO_URL ?? 'http://localhost:4000' },
    template: { type: 'string' },
    map: { type: 'string', multiple: true, default: [] },
    out: { type: 'string' },
    'poll-ms': { type: 'string', default: '2000' },
    'timeout-s': { type: 'string', default: '3600' },
  },
});
const token = process.env.ADSTUDIO_TOKEN;
const [sheet] = positionals;
if (!token || !values.template || !sheet) {
  console.error(USAGE);
  process.exit(2);
}
const base = values.url.replace(/\/+$/, '');
const pollMs = Number(values['poll-ms']);
const deadline = Date.now() + Number(values['timeout-s']) * 1000;
const auth = { authorization: `Bearer ${token}` };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class ToolError extends Error {}

// One GraphQL operation. Over the token's rate limit (RATE_LIMITED, HTTP 429) it waits as long as
// Retry-After says and tries again; any other error stops the script with the server's message.
async function graphql(query, variables = {}) {
  for (;;) {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    const error = body.errors?.[0];
    if (error?.extensions?.code === 'RATE_LIMITED') {
      await sleep(Number(res.headers.get('retry-after') ?? 5) * 1000);
      continue;
    }
    if (error) throw new ToolError(`${error.message}（${error.extensions?.code ?? '未知错误'}）`);
    return body.data;
  }
}

// The sheet goes as raw bytes to the REST upload route (too large for a GraphQL body).
async function uploadSheet(path) {
  const name = encodeURIComponent(basename(path));
  const res = await fetch(`${base}/api/v1/client/batch/create?name=${name}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'text/csv' },
    body: await readFile(path),
  });
  const envelope = await res.json();
  if (envelope.code !== 200) throw new ToolError(`${envelope.message}（${envelope.code}）`);
  return String(envelope.data.id);
}

async function mappingFor(batchId, templateId) {
  if (values.map.length > 0) {
    return values.map.map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new ToolError(`--map 应为 列名=位置：${pair}`);
      return { column: pair.slice(0, at), slot: pair.slice(at + 1) };
    });
  }
  const data = await graphql(
    `
      query BatchColumnsAndSlots($id: ID!, $templateId: ID!) {
        batch(id: $id) {
          columns
        }
        batchSlots(templateId: $templateId) {
          field
          label
        }
      }
    `,
    { id: batchId, templateId },
  );
  const mapping = [];
  for (const column of data.batch.columns) {
    const slot = data.batchSlots.find((s) => s.field === column || s.label === column);
    if (slot) mapping.push({ column, slot: slot.field });
  }
  if (mapping.length === 0) throw new ToolError('没有列名与模板的位置同名，请用 --map 列名=位置');
  return mapping;
}

const PROGRESS = 'id status total done failed blocked etaSeconds zipUrl';

async function main() {
  const templateId = values.template;
  const id = await uploadSheet(sheet);
  console.log(`已上传表格，批量任务 ${id}`);

  const mapping = await mappingFor(id, templateId);
  await graphql(
    `
      mutation MapBatch($id: ID!, $templateId: ID!, $mapping: [BatchMappingInput!]!) {
        mapBatch(id: $id, templateId: $templateId, mapping: $mapping) {
          id
        }
      }
    `,
    { id, templateId, mapping },
  );
  console.log(`列与位置：${mapping.map((m) => `${m.column}→${m.slot}`).join('，')}`);

  const { preflightBatch } = await graphql(
    `
      mutation PreflightBatch($id: ID!) {
        preflightBatch(id: $id) {
          batch {
            total
            blocked
          }
          rows {
            row
            blocked
            problems {
              message
            }
          }
        }
      }
    `,
    { id },
  );
  for (const row of preflightBatch.rows) {
    const what = row.blocked ? '拦下' : '提醒';
    console.log(`第 ${row.row} 行${what}：${row.problems.map((p) => p.message).join('；')}`);
  }

  await graphql(
    `
      mutation StartBatch($id: ID!) {
        startBatch(id: $id) {
          id
        }
      }
    `,
    { id },
  );
  let batch;
  let shown = '';
  for (;;) {
    ({ batch } = await graphql(`query BatchProgress($id: ID!) { batch(id: $id) { ${PROGRESS} } }`, {
      id,
    }));
    const progress = `进度：${batch.done + batch.failed}/${batch.total - batch.blocked}`;
    if (progress !== shown) console.log((shown = progress));
    if (batch.status === 'FINISHED') break;
    if (Date.now() > deadline) throw new ToolError(`等待超时，批量任务 ${id} 仍在生成`);
    await sleep(pollMs);
  }

  // The result links are signed for the batch's owner: no token needed.
  const zip = await fetch(new URL(batch.zipUrl, `${base}/`));
  if (!zip.ok) throw new ToolError(`下载结果失败（HTTP ${zip.status}）`);
  const out = values.out ?? `batch-${id}.zip`;
  await writeFile(out, Buffer.from(await zip.arrayBuffer()));
  const summary = {
    batch: id,
    done: batch.done,
    failed: batch.failed,
    blocked: batch.blocked,
    zip: out,
  };
  console.log(JSON.stringify(summary));
}

main().catch((err) => {
  console.error(err instanceof ToolError ? err.message : err);
  process.exit(1);
});
