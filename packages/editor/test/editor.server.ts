// Serves the bundled editor page and the server's font files to Chromium; nothing comes from outside.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';

export interface EditorPageServer {
  origin: string;
  /** Serves a file from disk; returns its URL path. */
  serve(file: string): string;
  close(): Promise<void>;
}

export async function startEditorPage(): Promise<EditorPageServer> {
  const bundle = await build({
    entryPoints: [new URL('./editor.page.tsx', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const files: string[] = [];
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const file = /^\/files\/(\d+)$/u.exec(url)?.[1];
    const send = (type: string, body: string | Buffer) => {
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    };
    if (url === '/')
      send(
        'text/html; charset=utf-8',
        '<!doctype html><meta charset="utf-8"><body style="margin:0"><script src="/page.js"></script>',
      );
    else if (url === '/page.js') send('text/javascript', script);
    else if (file !== undefined && files[Number(file)])
      void readFile(files[Number(file)] ?? '').then((bytes) => {
        send('application/octet-stream', bytes);
      });
    else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    serve: (file) => `/files/${files.push(file) - 1}`,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
