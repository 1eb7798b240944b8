// REST fuzz (issue 12): inputs derived from every route of the generated OpenAPI document, hostile
// values mixed with well-typed ones, with and without a token. Every answer must be a 2xx or a
// {code, message, data} envelope with a Chinese message, and never a 500.
// FUZZ_RUNS=1000 for the nightly size (default: a small seeded run); FUZZ_SEED to replay a failure.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROKEN_DOCUMENTS,
  COPY_LINES_BOMB,
  deepList,
  deepObject,
  loginAs,
  SAMPLE_DOCUMENT,
  startTestApi,
  type TestApi,
} from '../test/index.js';

interface ParamSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: ParamSchema[];
  const?: unknown;
  properties?: Record<string, ParamSchema>;
}
interface Operation {
  parameters?: { name: string; in: string; schema: ParamSchema }[];
  requestBody?: { content: Record<string, { schema: ParamSchema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const CHINESE = /[\u3400-\u9fff]/;

const hostile = fc.oneof(
  fc.constantFrom(
    '1e309',
    '-1e309',
    'Infinity',
    '-Infinity',
    'NaN',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '-1',
    '0',
    '',
    ' ',
    '1.5',
    '0x10',
    '9007199254740993',
    '99999999999999999999999',
    '-2147483649',
    '[]',
    '{}',
    '[1,2',
    'null',
    'true',
    '%',
    '../../etc/passwd',
    'a'.repeat(100_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

// A value the schema accepts, so the handler behind validation is reached too.
function typed(schema: ParamSchema): fc.Arbitrary<string> {
  const consts = [
    ...(schema.enum ?? []),
    ...(schema.anyOf ?? []).flatMap((s) => (s.const === undefined ? [] : [s.const])),
  ];
  if (consts.length > 0) return fc.constantFrom(...consts.map(String));
  if (schema.type === 'integer' || schema.type === 'number') {
    return fc.integer({ min: -2, max: 60 }).map(String);
  }
  return fc.string({ maxLength: 12 });
}

// One parameter: absent, a scalar, or repeated (an array where a scalar is expected).
const valueFor = (schema: ParamSchema): fc.Arbitrary<string | string[] | undefined> => {
  const one = fc.oneof(typed(schema), hostile);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: one },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
};

function fieldsArb(fields: [string, ParamSchema][]) {
  return fc.record(Object.fromEntries(fields.map(([name, s]) => [name, valueFor(s)])));
}

let api: TestApi;
let doc: OpenApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ listen: false });
  doc = (await api.app.inject({ url: '/api/v1/openapi.json' })).json<OpenApi>();
  token = await loginAs(api.app, api.config, 'admin');
}, 180_000);
afterAll(() => api.close());

describe('REST fuzz', () => {
  it(
    `answers every route's hostile inputs with envelopes, never a 500 (${RUNS} runs per route)`,
    async () => {
      const failures: { route: string; [detail: string]: unknown }[] = [];
      let requests = 0;
      const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
      );
      expect(routes.length).toBeGreaterThan(60);
      for (const { path, method, op } of routes) {
        const params = op.parameters ?? [];
        const fieldsOf = (place: string) =>
          params
            .filter((p) => p.in === place)
            .map((p): [string, ParamSchema] => [p.name, p.schema]);
        const bodySchema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
        const input = fc.record({
          query: fieldsArb(fieldsOf('query')),
          path: fieldsArb(fieldsOf('path')),
          body: fieldsArb(Object.entries(bodySchema?.properties ?? {})),
          json: fc.boolean(),
          // Logging out revokes the token the other runs use.
          withToken: path.endsWith('/user_logout') ? fc.constant(false) : fc.boolean(),
        });
        await fc
          .assert(
            fc.asyncProperty(input, async ({ query, path: pathValues, body, json, withToken }) => {
              const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
                const v = pathValues[name];
                // A lone surrogate cannot be percent-encoded (URIError), nor sent by any client.
                const text = Array.isArray(v) ? v.join('/') : (v ?? 'x');
                return encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\uFFFD'));
              });
              const search = new URLSearchParams();
              for (const [k, v] of Object.entries(query)) {
                for (const item of v === undefined ? [] : [v].flat()) search.append(k, item);
              }
              const form = new URLSearchParams();
              for (const [k, v] of Object.entries(body)) {
                for (const item of v === undefined ? [] : [v].flat()) form.append(k, item);
              }
              const qs = search.toString();
              requests += 1;
              const res = await api.app.inject({
                method: method as 'GET',
                url: qs ? `${url}?${qs}` : url,
                headers: {
                  ...(withToken && { authorization: `Bearer ${token}` }),
                  ...(bodySchema && {
                    'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
                  }),
                },
                ...(bodySchema && { payload: json ? JSON.stringify(body) : form.toString() }),
              });
              const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
              const envelope = isJson
                ? res.json<{ code?: unknown; message?: unknown } | null>()
                : null;
              const message = envelope?.message;
              const ok =
                res.statusCode < 400
                  ? !isJson || envelope?.code === 200
                  : res.statusCode !== 500 &&
                    envelope?.code === res.statusCode &&
                    typeof message === 'string' &&
                    CHINESE.test(message);
              if (!ok) {
                failures.push({
                  route: `${method} ${path}`,
                  status: res.statusCode,
                  body: res.body.slice(0, 200),
                  query: qs.slice(0, 200),
                  form: form.toString().slice(0, 200),
                  json,
                });
              }
              return ok;
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          )
          // Every failing route is reported below, not just the first; a run that threw instead of
          // answering (inject itself failing) is a failure too.
          .catch((err: unknown) => {
            const route = `${method} ${path}`;
            if (!failures.some((f) => f.route === route)) {
              failures.push({ route, thrown: String(err).slice(0, 600) });
            }
          });
        // A nightly-sized run takes a while: say where it is.
        if (RUNS >= 100)
          console.info(`fuzz ${method} ${path}: ${RUNS} runs, ${failures.length} failures so far`);
      }
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS);
      // About 10 s per run across all routes: the nightly size (1,000) gets ~3 h, the seeded run minutes.
    },
    Math.max(600_000, RUNS * 10_000),
  );
});

// Issue 29 item 7: the shapes that gave 500s (a layer parent cycle in draw's hidden(), JSON nested
// thousands deep, truncated pictures, a flat picture's cut-out) and the new limits' edges, each sent
// in every field of every route, as a form field, a query parameter and a JSON body value.
const COPY_BOMBS = {
  lines: JSON.stringify({ mainLabel: COPY_LINES_BOMB }),
  longLine: JSON.stringify({ secondLabel: '长'.repeat(5000) }),
};

async function shapes(api: TestApi, userId: number): Promise<Record<string, string>> {
  let n = 0;
  const store = async (bytes: Buffer, ext: string) => {
    n += 1;
    const key = `user_upload/${userId}/${n.toString(16).padStart(32, 'f')}.${ext}`;
    await api.app.deps.storage.write(key, bytes, ext === 'png' ? 'image/png' : 'image/jpeg');
    return `/api/v1/files/${key}`;
  };
  const photo = readFileSync(new URL('../../demo/photos/skimage-astronaut.jpg', import.meta.url));
  const png = await sharp(photo).png().toBuffer();
  const flat = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ccc' } })
    .jpeg()
    .toBuffer();
  const docs = Object.entries(BROKEN_DOCUMENTS);
  return {
    deepList: deepList(5000),
    deepObject: deepObject(5000),
    deepInString: JSON.stringify({ text: deepList(5000) }),
    ...Object.fromEntries(docs.map(([name, doc]) => [name, doc])),
    ...Object.fromEntries(
      docs.map(([name, doc]) => [`${name}Materials`, JSON.stringify([{ synthetic: doc }])]),
    ),
    ...COPY_BOMBS,
    renderCopyLines: JSON.stringify([
      { synthetic: SAMPLE_DOCUMENT, replaceObj: { mainLabel: COPY_LINES_BOMB } },
    ]),
    truncatedJpeg: await store(photo.subarray(0, photo.length / 3), 'jpg'),
    truncatedPng: await store(png.subarray(0, png.length / 3), 'png'),
    flatPicture: await store(flat, 'jpg'),
  };
}

describe('REST fuzz: shapes that broke the api (issue 29)', () => {
  it('answers every route and field given each shape with an envelope, never a 500', async () => {
    const [admin] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE name = 'admin'`);
    const shaped = await shapes(api, admin?.id ?? 1);
    const failures: Record<string, unknown>[] = [];
    let requests = 0;
    const send = async (route: string, request: InjectOptions) => {
      requests += 1;
      const res = await api.app.inject(request);
      // A file's bytes are an answer too; anything else is an envelope.
      const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
      const body = isJson ? res.json<{ code?: unknown; message?: unknown }>() : null;
      const ok =
        res.statusCode !== 500 &&
        (res.statusCode < 400
          ? !isJson || body?.code === 200
          : body?.code === res.statusCode &&
            typeof body.message === 'string' &&
            CHINESE.test(body.message));
      if (!ok) failures.push({ route, status: res.statusCode, body: res.body.slice(0, 200) });
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (path.endsWith('/user_logout')) continue;
      for (const [method, op] of Object.entries(ops)) {
        const url = path.replace(/\{(\w+)\}/g, '1');
        const headers = { authorization: `Bearer ${token}` };
        const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const bodySchema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
        const fields = Object.keys(bodySchema?.properties ?? {});
        for (const [shape, value] of Object.entries(shaped)) {
          const verb = method.toUpperCase();
          const route = `${verb} ${path} ${shape}`;
          for (const name of query) {
            const qs = new URLSearchParams({ [name]: value }).toString();
            await send(route, {
              method: verb,
              url: `${url}?${qs}`,
              headers,
            });
          }
          for (const name of fields) {
            await send(route, {
              method: verb,
              url,
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams({ [name]: value }).toString(),
            });
          }
          if (fields.length > 0) {
            await send(`${route} json`, {
              method: verb,
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify(Object.fromEntries(fields.map((name) => [name, value]))),
            });
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(1000);
    console.info(`REST shapes: ${requests} inputs, 0 HTTP 500s`);
  }, 900_000);
});
