// A local page for the parity test: the bundled browser entry, the server's own font files and the
// case's images, all from memory or node_modules — nothing is fetched from outside.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const PAGE = '<!doctype html><meta charset="utf-8"><body style="margin:0"><script src="/page.js"></script>';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
};

const extension = (file: string) => /\.\w+$/u.exec(file)?.[0] ?? '';

export interface ParityServer {
  origin: string;
  /** Serves a file from disk at a fresh path keeping its extension; returns the path. */
  serveFile(file: string): string;
  /** Serves bytes at a fresh path; returns the path. */
  serveBytes(bytes: Uint8Array): string;
  close(): Promise<void>;
}

async function bundlePage(): Promise<string> {
  const out = await build({
    entryPoints: [new URL('./parity.page.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  const js = out.outputFiles[0];
  if (!js) throw new Error('esbuild produced no bundle for the parity page');
  return js.text;
}

export async function startParityServer(): Promise<ParityServer> {
  const script = await bundlePage();
  const files = new Map<string, string>();
  const blobs = new Map<string, Uint8Array>();
  // What a path answers: the page, the bundle, served bytes, or a file read on demand.
  const answer = async (path: string): Promise<{ status: number; type: string; body: string | Uint8Array }> => {
    if (path === '/') return { status: 200, type: 'text/html; charset=utf-8', body: PAGE };
    if (path === '/page.js') return { status: 200, type: TYPES['.js'] ?? '', body: script };
    const blob = blobs.get(path);
    if (blob) return { status: 200, type: 'application/octet-stream', body: blob };
    const file = files.get(path);
    if (!file) return { status: 404, type: 'text/plain', body: 'not found' };
    return { status: 200, type: TYPES[extension(file)] ?? 'application/octet-stream', body: await readFile(file) };
  };
  const server: Server = createServer((req, res) => {
    void answer(req.url ?? '/')
      .catch(() => ({ status: 500, type: 'text/plain', body: 'unreadable' }))
      .then(({ status, type, body }) => {
        res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
        res.end(body);
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let next = 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    serveFile(file) {
      const path = `/files/${(next += 1)}${extension(file)}`;
      files.set(path, file);
      return path;
    },
    serveBytes(bytes) {
      const path = `/bytes/${(next += 1)}`;
      blobs.set(path, bytes);
      return path;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((e) => {
          if (e) reject(e);
          else resolve();
        });
      }),
  };
}
