// Issue 30 acceptance: every call of both spec documents' call tables is in the OpenAPI
// description and is served — a call answered 接口不存在 (the unknown-route 404) fails here.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startTestApi, type TestApi } from '../test/index.js';
import { specCalls, type SpecCall } from './spec-calls.js';

const SPEC_DIR = new URL('../../../../../shared/spec/', import.meta.url);
const SPEC_FILES = ['platform-core.md', 'create-and-write.md'];
const FIXTURE = readFileSync(new URL('./spec-calls.fixture.md', import.meta.url), 'utf8');
// The fixture's "## <file>" headings stand for each document's calls section.
const fromFixture = specCalls(FIXTURE.replace(/^## (.+)$/gmu, '## calls $1'));

// Rows of the tables that name no path: served under names of our own (docs/ARCHITECTURE.md).
const UNNAMED = [
  'no-login search',
  'similar materials by id',
  'Design records list (path not shown)',
  'Cancel collection / delete design record',
  'Upload registration (bearer header)',
  'Direct multipart upload to object storage',
  'Support QR fetch',
];

let api: TestApi;
let app: FastifyInstance;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  ({ app } = api);
  await app.ready();
});
afterAll(() => api.close());

const key = (c: SpecCall) => `${c.method} ${c.path}`;
// "GET /client/title/get, get_title, get_smart_title": the names beside a path may sit in its
// folder or in the folder above (the api serves /client/get_title); either reading is served.
const readings = (path: string) => [path, path.replace(/\/[^/]+(\/[^/]+)$/u, '$1')];

describe('the spec call list', () => {
  it("is the spec documents' (the fixture is checked against them when they are beside the repo)", () => {
    const present = SPEC_FILES.every((f) => existsSync(new URL(f, SPEC_DIR)));
    if (present) {
      const calls = SPEC_FILES.flatMap(
        (f) => specCalls(readFileSync(new URL(f, SPEC_DIR), 'utf8')).calls,
      );
      expect(fromFixture.calls.map(key)).toEqual(calls.map(key));
    }
    expect(fromFixture.unnamed).toEqual(UNNAMED);
    expect(new Set(fromFixture.calls.map(key)).size).toBeGreaterThanOrEqual(60);
  });

  it('has every call in the OpenAPI description', () => {
    const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const missing = fromFixture.calls.filter(
      (c) => !readings(c.path).some((p) => paths[`/api/v1${p}`]?.[c.method.toLowerCase()]),
    );
    expect(missing.map(key)).toEqual([]);
  });

  it('serves every call: none answers 接口不存在', async () => {
    const unserved: string[] = [];
    for (const call of new Map(fromFixture.calls.map((c) => [key(c), c])).values()) {
      let served = false;
      for (const path of readings(call.path)) {
        const res = await app.inject({
          method: call.method,
          url: `/api/v1${path}`,
          ...(call.method === 'POST' && {
            payload: '',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
        });
        const body = res.json<{ code: number; message: string }>();
        expect(body.code, key(call)).not.toBe(500);
        served ||= !(res.statusCode === 404 && body.message === '接口不存在');
      }
      if (!served) unserved.push(key(call));
    }
    expect(unserved).toEqual([]);
  });
});
