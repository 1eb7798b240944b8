import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchPageSafely,
  isPublicAddress,
  pageText,
  type FetchOptions,
} from './wordcheck.fetch.js';

async function serve(handler: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

// The "public" site is a local server; only its port is let through, as if it were public.
let site: { server: Server; port: number };
let inside: { server: Server; port: number };
let insideHits = 0;
let options: FetchOptions;

beforeAll(async () => {
  inside = await serve((_req, res) => {
    insideHits += 1;
    res.end('secret');
  });
  site = await serve((req, res) => {
    const url = req.url ?? '/';
    if (url === '/page') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<html><script>var x="最佳"</script><p>全网&#26368;低价 &amp; 好货</p></html>');
    } else if (url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    } else if (url === '/to-inside') {
      res.writeHead(301, { location: `http://127.0.0.1:${inside.port}/` });
      res.end();
    } else if (url === '/to-localhost-name') {
      res.writeHead(302, { location: `http://localhost:${inside.port}/` });
      res.end();
    } else if (url.startsWith('/loop')) {
      const n = Number(url.slice(5) || '0');
      res.writeHead(302, { location: `/loop${n + 1}` });
      res.end();
    } else if (url === '/big') {
      res.setHeader('content-type', 'text/plain');
      res.end('最'.repeat(1_000_000));
    } else if (url === '/slow') {
      res.setHeader('content-type', 'text/plain');
      res.write('start');
      // never ends
    } else if (url === '/image') {
      res.setHeader('content-type', 'image/png');
      res.end(Buffer.alloc(100));
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  options = {
    allowAddress: (address, port) => address === '127.0.0.1' && port === site.port,
    resolve: (host) =>
      Promise.resolve(
        host === 'site.test' ? ['127.0.0.1'] : host === 'localhost' ? ['127.0.0.1'] : [],
      ),
    timeoutMs: 1500,
  };
});
afterAll(() => {
  site.server.closeAllConnections();
  site.server.close();
  inside.server.close();
});

const at = (path: string) => `http://site.test:${site.port}${path}`;

describe(fetchPageSafely.name, () => {
  it('fetches the readable text of a page (scripts and tags dropped, entities decoded)', async () => {
    const result = await fetchPageSafely(at('/page'), options);
    expect(result).toMatchObject({ ok: true, text: '全网最低价 & 好货', redirects: 0 });
  });

  it.each(['/to-metadata', '/to-inside', '/to-localhost-name'])(
    'follows no redirect to a private address (%s)',
    async (path) => {
      const result = await fetchPageSafely(at(path), options);
      expect(result).toMatchObject({ ok: false, reason: 'private_address', redirects: 1 });
      expect(insideHits).toBe(0);
    },
  );

  it('stops after 3 redirects', async () => {
    const result = await fetchPageSafely(at('/loop'), options);
    expect(result).toMatchObject({ ok: false, reason: 'too_many_redirects', redirects: 3 });
  });

  it('cuts the body at the size cap', async () => {
    const result = await fetchPageSafely(at('/big'), { ...options, maxBytes: 30_000 });
    expect(result).toMatchObject({ ok: true, truncated: true, bytes: 30_000 });
  });

  it('gives up at the time cap', async () => {
    const started = performance.now();
    const result = await fetchPageSafely(at('/slow'), { ...options, timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads no images, and reports names that do not resolve', async () => {
    expect(await fetchPageSafely(at('/image'), options)).toMatchObject({
      ok: false,
      reason: 'not_text',
    });
    expect(await fetchPageSafely('http://nowhere.test/', options)).toMatchObject({
      ok: false,
      reason: 'dns_failed',
    });
    expect(await fetchPageSafely('javascript:alert(1)', options)).toMatchObject({
      reason: 'bad_url',
    });
  });
});

describe(isPublicAddress.name, () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.100.100.200',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '114.114.114.114',
    '172.32.0.1',
    '100.128.0.1',
    '2400:3200::1',
    '::ffff:8.8.8.8',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe(pageText.name, () => {
  it('leaves plain text alone', () => {
    expect(pageText('<b>x</b>', 'text/plain')).toBe('<b>x</b>');
  });
});
