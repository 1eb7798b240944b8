// bff under a steady mixed load (issue 12): the requests of the web app's busiest pages — material
// search with and without a keyword, material detail, headline search, copy cards, the viewer and
// the template centre — sent at a constant rate (open loop) through the bff's /graphql, then the
// same mix at the same rate straight to the REST api as the anchor. Logged in as a demo user, on the
// `bench` PostgreSQL database (demo data seeded beside the bench libraries). Every non-200 answer,
// GraphQL error, envelope code other than 200, timeout or refused send is an error.
import type { DocumentNode } from 'graphql';
import { print } from 'graphql';
import {
  CopyCardsDocument,
  RenderGameTemplateDocument,
  SmartProfileDocument,
  MaterialDetailDocument,
  SearchMaterialsDocument,
  SearchTitlesDocument,
  TemplateCentreDocument,
  ViewerDocument,
  type CopyCardsQueryVariables,
  type RenderGameTemplateMutationVariables,
  type SmartProfileQueryVariables,
  type MaterialDetailQueryVariables,
  type SearchMaterialsQueryVariables,
  type SearchTitlesQueryVariables,
  type TemplateCentreQueryVariables,
} from '@adstudio/schema/client';
import { benchUrl, emitRow, ensureDatabase, ms, progress, summarize } from '@adstudio/api/bench';
import { runOpenLoad, type OpenLoadResult, type OpenRequest } from './open-load.js';
import { startStack, type Stack } from './stack.js';

const RPS = Number(process.env.BENCH_MIXED_RPS ?? 200);
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const WARM_UP_SECONDS = 5;
const TIMEOUT_MS = 5000;
// Five seconds of the rate: beyond that the server has fallen behind for good.
const MAX_OUTSTANDING = RPS * 5;
const CONNECTIONS = 64;
const what = 'bff mixed load';
// Issue 29 item 10: the same load with heavy work in it — one render and one smart call in every
// 50 requests (2 % each) — against the same load without; bar p99 ≤ 3× and 0 errors.
const HEAVY_EVERY = 50;
const HEAVY_P99_RATIO = 3;
const whatHeavy = 'bff mixed load with renders and smart calls';

/** One request of the mix: the web app's operation and the REST call it stands for. */
interface Operation {
  name: string;
  document: DocumentNode;
  variables: object;
  /** Path and query under /api/v1. */
  rest: string;
}

const rest = (path: string, params: Record<string, string | number | undefined> = {}) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

const MATERIAL_KEYWORDS = ['风景', '猫', '咖啡', '山', '春天', '复古', '熊猫', '雪山 日落'];
const TITLE_KEYWORDS = ['中国', '手机', '考研', '如何 评价', '春天', '北京 冬奥'];
const COPY_KEYWORDS = [undefined, '春', '爱', '月'];

function materialSearches(withKeyword: boolean): Operation[] {
  const sorts = ['COMPLEX', 'FRESH', 'MAXDOWN'] as const;
  const keywords = withKeyword ? MATERIAL_KEYWORDS : [undefined];
  return keywords.flatMap((text) =>
    sorts.flatMap((sort) =>
      [1, 2].map((page) => {
        const variables: SearchMaterialsQueryVariables = { text, sort, page, pageSize: 20 };
        return {
          name: withKeyword ? 'material search + keyword' : 'material search',
          document: SearchMaterialsDocument,
          variables,
          rest: rest('/client/material/search', {
            text,
            sort: sort.toLowerCase(),
            cur_page: page,
            pageSize: 20,
          }),
        };
      }),
    ),
  );
}

function materialDetails(ids: readonly string[]): Operation[] {
  return ids.map((id) => {
    const variables: MaterialDetailQueryVariables = { id };
    return {
      name: 'material detail',
      document: MaterialDetailDocument,
      variables,
      rest: rest('/client/material/detail', { material_id: id }),
    };
  });
}

function titleSearches(): Operation[] {
  const paths = { ORIGINAL: '/client/title/get', TEN_W_PLUS: '/client/get_title' } as const;
  return TITLE_KEYWORDS.flatMap((keyword) =>
    (['TEN_W_PLUS', 'ORIGINAL'] as const).map((library) => {
      const variables: SearchTitlesQueryVariables = { library, keyword, page: 1, pageSize: 20 };
      return {
        name: 'headline search',
        document: SearchTitlesDocument,
        variables,
        rest: rest(paths[library], { page: 1, pageSize: 20, key_word: JSON.stringify([keyword]) }),
      };
    }),
  );
}

function copyLists(): Operation[] {
  const belongTo = { CLASSIC: 'classic_copy', ORIGINAL: 'original_copy' } as const;
  return COPY_KEYWORDS.flatMap((keyword) =>
    (['CLASSIC', 'ORIGINAL'] as const).map((kind) => {
      const variables: CopyCardsQueryVariables = { kind, keyword, page: 1, pageSize: 20 };
      return {
        name: 'copy cards',
        document: CopyCardsDocument,
        variables,
        rest: rest('/client/copy/copyList', {
          page: 1,
          pageSize: 20,
          belong_to: belongTo[kind],
          key_word: keyword === undefined ? undefined : JSON.stringify([keyword]),
        }),
      };
    }),
  );
}

function templateCentre(): Operation[] {
  const categoryIds = { OFFICIAL: 120, POSTER: 121 } as const;
  return (['OFFICIAL', 'POSTER'] as const).flatMap((category) =>
    (['COMPLEX', 'FRESH', 'MAXDOWN'] as const).map((sort) => {
      const variables: TemplateCentreQueryVariables = { category, sort, page: 1, pageSize: 40 };
      return {
        name: 'template centre',
        document: TemplateCentreDocument,
        variables,
        rest: rest('/client/template', {
          cur_page: 1,
          page_size: 40,
          tagClassIds: categoryIds[category],
          self: 0,
          sort: sort.toLowerCase(),
        }),
      };
    }),
  );
}

const viewer: Operation[] = [
  { name: 'viewer', document: ViewerDocument, variables: {}, rest: rest('/client/user/info') },
];

/** A smart call of the banner flow and a render of a design it gave (the 秒创 pages' heavy calls). */
async function heavyOperations(stack: Stack): Promise<{ smart: Operation; render: Operation }> {
  const copy = { mainLabel: ['春日上新 限时八折'], secondLabel: ['到店即送咖啡一杯'] };
  const form = new URLSearchParams({ is_check: '1', tagId: '[268]', text: JSON.stringify(copy) });
  const res = await fetch(`${stack.api}/api/v1/client/composeTemplate/getSmartProfile`, {
    method: 'POST',
    headers: { ...stack.auth, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const { data } = (await res.json()) as {
    data: { templateLists: { synthetic: string; replaceObj: object }[] };
  };
  const design = data.templateLists[0];
  if (!design) throw new Error('getSmartProfile gave no design to render');
  const smartVars: SmartProfileQueryVariables = {
    tagIds: ['268'],
    copy,
    flow: 'BANNER',
  };
  const renderVars: RenderGameTemplateMutationVariables = {
    template: JSON.stringify({ synthetic: design.synthetic, replaceObj: design.replaceObj }),
  };
  return {
    smart: { name: 'smart call', document: SmartProfileDocument, variables: smartVars, rest: '' },
    render: {
      name: 'render',
      document: RenderGameTemplateDocument,
      variables: renderVars,
      rest: '',
    },
  };
}

/** The share of each kind in every 20 requests, spread evenly through the 20. */
function schedule(ids: readonly string[]): Operation[][] {
  const kinds: [Operation[], number][] = [
    [materialSearches(true), 4],
    [materialSearches(false), 2],
    [materialDetails(ids), 4],
    [titleSearches(), 3],
    [copyLists(), 2],
    [viewer, 2],
    [templateCentre(), 3],
  ];
  return kinds
    .flatMap(([ops, weight]) =>
      Array.from({ length: weight }, (_, j) => ({ ops, at: (j + 0.5) / weight })),
    )
    .sort((a, b) => a.at - b.at)
    .map((slot) => slot.ops);
}

function requests(
  stack: Stack,
  slots: Operation[][],
  heavy?: { smart: Operation; render: Operation },
) {
  const printed = new Map<DocumentNode, string>();
  const pick = (i: number) => {
    // 2 % renders and 2 % smart calls, spread apart in every 50 requests.
    if (heavy && i % HEAVY_EVERY === 0) return heavy.render;
    if (heavy && i % HEAVY_EVERY === HEAVY_EVERY / 2) return heavy.smart;
    const ops = slots[i % slots.length] ?? [];
    const op = ops[Math.floor(i / slots.length) % ops.length];
    if (!op) throw new Error(`no operation for request ${i}`);
    return op;
  };
  const viaBff = (i: number): OpenRequest => {
    const op = pick(i);
    const query = printed.get(op.document) ?? print(op.document);
    printed.set(op.document, query);
    return {
      name: op.name,
      path: '/graphql',
      method: 'POST',
      headers: { ...stack.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: op.variables }),
      check: (status, body) => {
        const parsed = JSON.parse(body) as { errors?: unknown; data?: Record<string, unknown> };
        return (
          status === 200 &&
          parsed.errors === undefined &&
          Object.values(parsed.data ?? { none: null }).every((v) => v !== null)
        );
      },
    };
  };
  const direct = (i: number): OpenRequest => {
    const op = pick(i);
    return {
      name: op.name,
      path: `/api/v1${op.rest}`,
      method: 'GET',
      headers: stack.auth,
      check: (status, body) =>
        status === 200 && (JSON.parse(body) as { code: number }).code === 200,
    };
  };
  return { viaBff, direct };
}

async function materialIds(stack: Stack): Promise<string[]> {
  const res = await fetch(
    `${stack.api}/api/v1${rest('/client/material/search', { sort: 'fresh', cur_page: 1, pageSize: 40 })}`,
    { headers: stack.auth },
  );
  const { data } = (await res.json()) as { data: { list: { id: number }[] } };
  if (data.list.length === 0) throw new Error('the bench database holds no materials');
  return data.list.map((m) => String(m.id));
}

function report(label: string, r: OpenLoadResult) {
  const all = summarize(r.latencies);
  progress(
    `${label}: ${r.rps.toFixed(1)} good answers/s, errors ${r.errors} (timeouts ${r.timeouts}, refused ${r.refused}), p50 ${ms(all.p50)}, p99 ${ms(all.p99)}`,
  );
  for (const [name, latencies] of r.byName) {
    const s = summarize(latencies);
    progress(`  ${name}: n ${s.n}, p50 ${ms(s.p50)}, p99 ${ms(s.p99)}`);
  }
  const failures = [...r.failures].sort((a, b) => b[1] - a[1]).slice(0, 5);
  for (const [failure, count] of failures) progress(`  ${count} × ${failure}`);
  return all;
}

const workload = `${RPS} req/s open loop, ${SECONDS} s each, logged in: material search ± keyword, detail, headlines, copy cards, viewer, template centre (web app operations), demo data on PostgreSQL`;
const url = benchUrl();
if (!url) {
  progress(`${what} skipped: DATABASE_URL is not set (the row is for PostgreSQL)`);
  emitRow({
    what,
    workload,
    ours: 'skipped: set DATABASE_URL=postgres://…',
    anchor: '—',
    bar: `0 errors at ${RPS} req/s`,
    pass: null,
  });
  process.exit(0);
}

await ensureDatabase(process.env.DATABASE_URL ?? url, new URL(url).pathname.slice(1));
progress('api (seeding demo data on first start: minutes) and bff …');
const stack = await startStack({
  apiEnv: { DATABASE_URL: url, SEED_DEMO: 'true' },
  apiStartSeconds: 1800,
});
try {
  const slots = schedule(await materialIds(stack));
  const { viaBff, direct } = requests(stack, slots);
  const heavy = await heavyOperations(stack);
  const withHeavy = requests(stack, slots, heavy).viaBff;
  const load = (origin: string, next: (i: number) => OpenRequest, seconds: number) =>
    runOpenLoad({
      origin,
      next,
      seconds,
      rps: RPS,
      maxOutstanding: MAX_OUTSTANDING,
      timeoutMs: TIMEOUT_MS,
      connections: CONNECTIONS,
    });
  progress('warm-up …');
  await load(stack.bff, viaBff, WARM_UP_SECONDS);
  await load(stack.api, direct, WARM_UP_SECONDS);
  progress(`${RPS} req/s for ${SECONDS} s through the bff …`);
  const g = await load(stack.bff, viaBff, SECONDS);
  progress(`${RPS} req/s for ${SECONDS} s straight to REST …`);
  const r = await load(stack.api, direct, SECONDS);
  progress(`${RPS} req/s for ${SECONDS} s through the bff with 2 % renders and 2 % smart calls …`);
  await load(stack.bff, withHeavy, WARM_UP_SECONDS);
  const h = await load(stack.bff, withHeavy, SECONDS);
  const gs = report('GraphQL via bff', g);
  const rs = report('REST direct', r);
  const hs = report('GraphQL via bff, with renders and smart calls', h);
  // The bar is about everyone else: the same light requests with the heavy ones beside them. Over
  // the whole mix, the 4 % heavy calls alone would be its p99 (a render is never a 20 ms answer).
  const heavyNames = new Set([heavy.render.name, heavy.smart.name]);
  const light = summarize(
    [...h.byName].filter(([name]) => !heavyNames.has(name)).flatMap(([, l]) => l),
  );
  const own = (op: Operation) => summarize(h.byName.get(op.name) ?? []);
  const [renders, smarts] = [own(heavy.render), own(heavy.smart)];
  emitRow({
    what: whatHeavy,
    workload: `the same ${RPS} req/s for ${SECONDS} s through the bff, 1 render and 1 smart call in every ${HEAVY_EVERY} requests`,
    ours: `with them: errors ${h.errors}, the same light requests p50 ${ms(light.p50)}, p99 ${ms(light.p99)}; renders p50 ${ms(renders.p50)}, p99 ${ms(renders.p99)}; smart calls p50 ${ms(smarts.p50)}, p99 ${ms(smarts.p99)}; all p99 ${ms(hs.p99)}; ${h.rps.toFixed(1)} req/s`,
    anchor: `without them: errors ${g.errors}, p50 ${ms(gs.p50)}, p99 ${ms(gs.p99)}`,
    bar: `light p99 ≤ ${HEAVY_P99_RATIO}× without, 0 errors`,
    pass: h.errors === 0 && light.p99 <= HEAVY_P99_RATIO * gs.p99,
  });
  emitRow({
    what,
    workload,
    ours: `via bff: errors ${g.errors}, p50 ${ms(gs.p50)}, p99 ${ms(gs.p99)}, ${g.rps.toFixed(1)} req/s`,
    anchor: `REST direct: errors ${r.errors}, p50 ${ms(rs.p50)}, p99 ${ms(rs.p99)}, ${r.rps.toFixed(1)} req/s`,
    bar: `0 errors at ${RPS} req/s`,
    pass: g.errors === 0 && g.rps >= RPS * 0.98,
  });
} finally {
  stack.stop();
}
