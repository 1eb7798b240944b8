import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import {
  killChildApi,
  loginChildApi,
  startChildApi,
  type ChildApi,
} from '../test/child-api.process.js';
import { testConfig } from '../test/index.js';
import type { SAMPLE } from './designs.fixtures.js';
import { editedSample, insertSamplePoster } from './designs.fixtures.js';
import { LocalStorage } from '../uploads/uploads.local.js';

// The api as a real process, SIGKILLed while it saves a design (rendering it, then writing the
// design, its creation record and its image), and started again on the same data folder: what was
// saved before is whole, and the save that was cut short is all there or not there at all.

const SECRET = 'design-crash-test';
// When the kill lands, as a share of how long the same save takes on that process: from "just
// sent", through the render, around the transaction, to "just answered".
const KILL_AT = [0, 0.25, 0.5, 0.75, 0.9, 1, 1.25, 2];

const config = testConfig();
let dataDir: string;
let api: ChildApi;
let token: string;
let templateId: number;

const startApi = () => startChildApi({ DATA_DIR: dataDir, UPLOAD_SECRET: SECRET });
const kill = () => killChildApi(api);

interface Design {
  id: number;
  name: string;
  path: string;
  synthetic: string;
}
interface Answer<T> {
  code: number;
  message: string;
  data: T;
}

function send(method: 'GET' | 'POST', path: string, fields: Record<string, string> = {}) {
  const form = new URLSearchParams(fields).toString();
  return fetch(`${api.url}${path}${method === 'GET' ? `?${form}` : ''}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(method === 'POST' && { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    ...(method === 'POST' && { body: form }),
  });
}

async function call<T>(method: 'GET' | 'POST', path: string, fields?: Record<string, string>) {
  const body = (await (await send(method, path, fields)).json()) as Answer<T>;
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/** The sample poster with its main title set. */
const withTitle = (text: string) => editedSample({ mainLabel_0: { text } });

const titleOf = (d: Design) =>
  String(
    (JSON.parse(d.synthetic) as typeof SAMPLE.synthetic).renderConfig.materials.mainLabel_0?.text,
  );

/** The user's designs by name, from the 设计记录 list. */
async function designsByName(): Promise<Map<string, Design>> {
  const page = await call<{ templateList: Design[] }>('GET', '/client/template/designRecords', {
    cur_page: '1',
    page_size: '40',
  });
  const full = await Promise.all(
    page.templateList.map((d) =>
      call<Design>('GET', '/client/composeTemplate/templateInfo', { templateId: String(d.id) }),
    ),
  );
  return new Map(full.map((d) => [d.name, d]));
}

/** The design's image answers as a whole JPEG of the poster's size. */
async function expectImage(path: string): Promise<void> {
  const res = await fetch(`${api.url}${path.replace(/^\/api\/v1/, '')}`);
  expect(res.status, path).toBe(200);
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 750, 1334]);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'designs-kill-'));
  // The library template the designs start from, written before the api owns the folder.
  const db = await openPglite(join(dataDir, 'pglite'));
  await migrate(db);
  templateId = await insertSamplePoster(db);
  await db.close();
  api = await startApi();
  token = await loginChildApi(api, config);
}, 120_000);
afterAll(async () => {
  await kill();
});

describe('the api killed during a design save', () => {
  it('keeps design A whole, and each cut-short save of B is all there or absent', async () => {
    const a = await call<Design>('POST', '/client/design/save', {
      templateId: String(templateId),
      name: '设计A',
      synthetic: withTitle('设计A 已保存'),
    });
    const outcomes: string[] = [];
    let aTitle = '设计A 已保存';

    for (const [i, share] of KILL_AT.entries()) {
      // Saves of the same poster first: one warms the render threads, the next is timed.
      // Each with its own title, as B has: a new text is measured and drawn afresh.
      const warm = (text: string) =>
        call<Design>('POST', '/client/design/save', {
          templateId: String(templateId),
          name: `预热${i}`,
          synthetic: withTitle(text),
        });
      await warm(`预热${i}`);
      const started = performance.now();
      await warm(`计时${i}`);
      const delay = Math.round((performance.now() - started) * share);
      // Round by round: a new design B, or a new version of A (an update).
      const update = i % 2 === 1;
      const title = update ? `A改${i}` : `设计B${i}`;
      const fields: Record<string, string> = update
        ? { id: String(a.id), name: '设计A', synthetic: withTitle(title) }
        : { templateId: String(templateId), name: `设计B${i}`, synthetic: withTitle(title) };
      const saving = send('POST', '/client/design/save', fields).then(
        (res) => res.status,
        () => 'cut',
      );
      await new Promise((r) => setTimeout(r, delay));
      await kill();
      const answered = await saving;
      api = await startApi();

      const designs = await designsByName();
      const now = designs.get('设计A');
      expect(now?.id).toBe(a.id);
      if (!now) throw new Error('design A is gone');
      await expectImage(now.path);
      if (update) {
        // The update happened whole (answered or not) or not at all.
        expect([aTitle, title]).toContain(titleOf(now));
        if (answered === 200) expect(titleOf(now)).toBe(title);
        aTitle = titleOf(now);
        outcomes.push(`${title}@${delay}ms ${aTitle === title ? '在' : '无'}`);
      } else {
        const b = designs.get(`设计B${i}`);
        if (answered === 200) expect(b).toBeDefined();
        if (b) {
          expect(titleOf(b)).toBe(title);
          await expectImage(b.path);
        }
        outcomes.push(`${title}@${delay}ms ${b ? '在' : '无'}`);
      }
    }
    console.log(`designs after each kill: ${outcomes.join('，')}`);
    await kill();

    // On disk: every design has one creation record whose image exists, and no record is left
    // pointing at a design that was never written.
    const db = await openPglite(join(dataDir, 'pglite'));
    const storage = new LocalStorage(join(dataDir, 'storage'), SECRET);
    try {
      const rows = await db.query<{ id: number; records: number; keys: string[] }>(
        `SELECT t.id, count(r.id)::int AS records, array_remove(array_agg(r.object_key), NULL) AS keys
           FROM templates t LEFT JOIN creation_records r ON r.template_id = t.id
          WHERE t.owner_id IS NOT NULL GROUP BY t.id`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.records, `design ${row.id}`).toBe(1);
        const bytes = await storage.read(row.keys[0] ?? '', 20 * 1024 * 1024);
        expect(bytes?.length, `image of design ${row.id}`).toBeGreaterThan(1000);
      }
      const strays = await db.query(
        `SELECT r.id FROM creation_records r LEFT JOIN templates t ON t.id = r.template_id
          WHERE r.template_id IS NOT NULL AND t.id IS NULL`,
      );
      expect(strays).toEqual([]);
    } finally {
      await db.close();
    }
  }, 300_000);
});
