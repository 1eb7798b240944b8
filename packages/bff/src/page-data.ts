import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import {
  getOperationAST,
  Kind,
  visit,
  type ASTNode,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import {
  PAGE_DATA_ID,
  PAGE_OPERATIONS,
  pagePlan,
  type PageOperation,
  type PageResult,
  type RunOperation,
} from '@adstudio/schema/page-data';

/** Runs one operation as a guest: its data, or null when it failed. */
export type ExecuteAsGuest = (
  document: DocumentNode,
  variables: Record<string, unknown>,
) => Promise<unknown>;

const isNode = (value: unknown): value is ASTNode =>
  typeof value === 'object' && value !== null && 'kind' in value;

// Apollo Client adds __typename to every selection to normalise what it caches, so what the page
// carries must have them, as the browser's own request would.
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      leave(node: SelectionSetNode, _key, parent) {
        const isRoot = isNode(parent) && parent.kind === Kind.OPERATION_DEFINITION;
        const has = node.selections.some(
          (s) => s.kind === Kind.FIELD && s.name.value === '__typename',
        );
        if (isRoot || has) return undefined;
        return {
          ...node,
          selections: [
            ...node.selections,
            { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
          ],
        };
      },
    },
  });
}

const DOCUMENTS = new Map(
  (Object.keys(PAGE_OPERATIONS) as PageOperation[]).map((name) => [
    name,
    withTypenames(PAGE_OPERATIONS[name]),
  ]),
);

// Every guest sees the same first screen: a burst of guests costs the api one set of answers, and
// a new material shows on a guest's page seconds later at most.
const GUEST_ANSWER_TTL_MS = 5_000;
// Searches vary with their address; the most recent of them are kept.
const GUEST_ANSWER_MAX = 500;

interface GuestQuestion {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

/**
 * `execute` with each answer kept for a few seconds and shared by the guests who ask meanwhile
 * (one request to the api for all of them). A failure is not kept: the next guest asks again.
 */
export function sharedGuestAnswers(execute: ExecuteAsGuest): ExecuteAsGuest {
  const answers = new LRUCache<string, object, GuestQuestion>({
    max: GUEST_ANSWER_MAX,
    ttl: GUEST_ANSWER_TTL_MS,
    fetchMethod: async (_key, _stale, { context }) => {
      const data = await execute(context.document, context.variables);
      return typeof data === 'object' && data !== null ? data : undefined;
    },
  });
  return async (document, variables) => {
    const key = `${getOperationAST(document)?.name?.value ?? ''}:${JSON.stringify(variables)}`;
    return (await answers.fetch(key, { context: { document, variables } })) ?? null;
  };
}

/** A page's first screen as a guest sees it: the answers, and the image to fetch first. */
export interface PageData {
  results: PageResult[];
  leadImage: string | null;
}

/** What the page at `path` first shows, as a guest sees it; null for other pages or on timeout. */
export async function loadPageData(
  path: string,
  params: URLSearchParams,
  execute: ExecuteAsGuest,
  // With a slow api the browser asks for the data itself rather than wait for the page.
  timeoutMs: number,
): Promise<PageData | null> {
  const plan = pagePlan(path, params);
  if (!plan) return null;
  const run: RunOperation<PageOperation> = (operation, variables) => {
    const document = DOCUMENTS.get(operation);
    return document ? execute(document, variables) : Promise.resolve(null);
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, null);
  });
  try {
    const results = await Promise.race([plan.results(run), timeout]);
    return results && results.length > 0 ? { results, leadImage: plan.leadImage(results) } : null;
  } finally {
    clearTimeout(timer);
  }
}

// Written by the web build (vite.config.ts, pageChunks) beside index.html.
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);

/**
 * index.html with the page's data before </head>, escaped so no string can close the script. The
 * lead image and the route's own code (`chunks`, from the web build's page-chunks.json) are
 * preloaded, so they arrive with the app's code rather than after it has run.
 */
export function withPageData(
  html: string,
  { results, leadImage }: PageData,
  chunks: readonly string[] = [],
): string {
  // JSON allows U+2028 and U+2029 raw, but older script parsers end a line at them; escaped they
  // read back the same.
  const json = JSON.stringify(results).replace(/[<\u2028\u2029]/g, (c) => JSON_ESCAPES[c] ?? c);
  const links = [
    ...(leadImage
      ? [
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(leadImage)}">`,
        ]
      : []),
    ...chunks.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ];
  const head = `${links.join('')}<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
  // Sliced, not String.replace: a replacement string reads $` $' $& in the data (a search for
  // 春节$` would copy the page's head into it).
  const at = html.indexOf('</head>');
  return at === -1 ? head + html : html.slice(0, at) + head + html.slice(at);
}

/** The route chunks of each first-screen page the web build lists; none when it lists none. */
export async function readPageChunks(webDist: string): Promise<Record<string, string[]>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(webDist, PAGE_CHUNKS_FILE), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Only the build's own asset paths: anything else in the file is not linked from a page.
    return Object.fromEntries(
      Object.entries(parsed).map(([path, files]) => [
        path,
        Array.isArray(files)
          ? files.filter(
              (f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f),
            )
          : [],
      ]),
    );
  } catch {
    return {};
  }
}

/** The body in the smallest encoding the browser takes (a page with data is made per request). */
export function encodeForBrowser(
  body: string,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const raw = Buffer.from(body);
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) {
    return {
      body: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(raw), encoding: 'gzip' };
  return { body: raw, encoding: null };
}
