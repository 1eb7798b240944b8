import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { Kind, visit, type ASTNode, type DocumentNode, type SelectionSetNode } from 'graphql';
import {
  HOME_PAGE_PATH,
  PAGE_DATA_ID,
  PAGE_OPERATIONS,
  homePageResults,
  type PageOperation,
  type PageResult,
  type RunOperation,
} from '@adstudio/schema/page-data';

/** Runs one operation as a guest: its data, or null when it failed. */
export type ExecuteAsGuest = (
  document: DocumentNode,
  variables: Record<string, unknown>,
) => Promise<unknown>;

// The pages whose first screen the bff sends along (a guest's copy), by path.
const PAGES = new Map<string, (run: RunOperation) => Promise<PageResult[]>>([
  [HOME_PAGE_PATH, homePageResults],
]);

// A page waits this long at most for its data: with a slow api the browser asks for it itself.
const PAGE_DATA_TIMEOUT_MS = 800;

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

/** What the page at `path` first shows, as a guest sees it; null for other pages or on timeout. */
export async function loadPageData(
  path: string,
  execute: ExecuteAsGuest,
): Promise<PageResult[] | null> {
  const plan = PAGES.get(path);
  if (!plan) return null;
  const run: RunOperation = (operation, variables) => {
    const document = DOCUMENTS.get(operation);
    return document ? execute(document, variables) : Promise.resolve(null);
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, PAGE_DATA_TIMEOUT_MS, null);
  });
  try {
    const results = await Promise.race([plan(run), timeout]);
    return results && results.length > 0 ? results : null;
  } finally {
    clearTimeout(timer);
  }
}

/** index.html with the page's data before </head>, escaped so no string can close the script. */
export function withPageData(html: string, results: readonly PageResult[]): string {
  const json = JSON.stringify(results).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${script}</head>`) : script + html;
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
