// Fetching a landing page to check its text, safely (BRIEF §6): we resolve the name ourselves and
// connect only to public addresses, pinning the address we checked (no DNS rebinding between check
// and connect); redirects are followed by hand, each hop checked again, at most 3; the body is cut
// at a size cap and the whole exchange at a time cap.
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

export const FETCH_MAX_BYTES = 512 * 1024;
export const FETCH_TIMEOUT_MS = 5000;
export const FETCH_MAX_REDIRECTS = 3;

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT, and Aliyun's metadata at 100.100.100.200
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 can reach private IPv4
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32], // Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** True for an address on the public internet (never loopback, private, link-local, metadata, CGNAT …). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !PRIVATE.check(address, 'ipv4');
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  // IPv4-mapped (::ffff:a.b.c.d or ::ffff:7f00:1): judge the IPv4 address inside.
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/.exec(lower)?.[1];
  if (mapped !== undefined) {
    if (isIP(mapped) === 4) return isPublicAddress(mapped);
    const parts = mapped.split(':').map((h) => parseInt(h, 16));
    if (parts.length !== 2 || parts.some((p) => Number.isNaN(p))) return false;
    const [hi = 0, lo = 0] = parts;
    return isPublicAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  if (/^::(?:\d+\.){3}\d+$/.test(lower)) return false; // IPv4-compatible, deprecated
  return !PRIVATE.check(address, 'ipv6');
}

export type FetchOutcome =
  | {
      ok: true;
      finalUrl: string;
      status: number;
      text: string;
      bytes: number;
      truncated: boolean;
      redirects: number;
      contentType: string;
    }
  | { ok: false; finalUrl: string; reason: FetchRefusal; detail: string; redirects: number };

export type FetchRefusal =
  | 'bad_url'
  | 'private_address'
  | 'dns_failed'
  | 'too_many_redirects'
  | 'timeout'
  | 'http_error'
  | 'not_text'
  | 'network_error';

export interface FetchOptions {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Which resolved addresses may be contacted (tests open one local port). */
  allowAddress?: (address: string, port: number) => boolean;
  resolve?: (host: string) => Promise<string[]>;
}

const defaultResolve = async (host: string) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Parses a link as a user typed it (a bare domain gets http://). */
export function parseLink(link: string): URL | undefined {
  const trimmed = link.trim();
  if (!trimmed || trimmed.length > 2048) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** GETs a page under every rule above; never throws. */
export async function fetchPageSafely(
  link: string,
  options: FetchOptions = {},
): Promise<FetchOutcome> {
  const maxRedirects = options.maxRedirects ?? FETCH_MAX_REDIRECTS;
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  let url = parseLink(link);
  let redirects = 0;
  const refuse = (reason: FetchRefusal, detail: string, at: string): FetchOutcome => ({
    ok: false,
    reason,
    detail,
    finalUrl: at,
    redirects,
  });
  for (;;) {
    if (!url) return refuse('bad_url', '链接格式不正确', link);
    const target = url;
    const pinned = await pinAddress(target, options);
    if (typeof pinned !== 'string') return refuse(pinned.reason, pinned.detail, target.href);
    let response: RawResponse;
    try {
      response = await get(target, pinned, signal, options.maxBytes ?? FETCH_MAX_BYTES);
    } catch (err) {
      if (signal.aborted) return refuse('timeout', '请求超时', target.href);
      return refuse('network_error', (err as Error).message.slice(0, 200), target.href);
    }
    if (response.status >= 300 && response.status < 400 && response.location !== undefined) {
      if (redirects >= maxRedirects)
        return refuse('too_many_redirects', '重定向次数过多', target.href);
      redirects += 1;
      try {
        url = new URL(response.location, target);
      } catch {
        url = undefined;
      }
      if (url && url.protocol !== 'http:' && url.protocol !== 'https:') url = undefined;
      continue;
    }
    if (response.status >= 400) return refuse('http_error', `HTTP ${response.status}`, target.href);
    if (!/^(text\/|application\/(xhtml\+xml|xml|json))/i.test(response.contentType)) {
      return refuse(
        'not_text',
        `不是文本页面（${response.contentType || '未知类型'}）`,
        target.href,
      );
    }
    return {
      ok: true,
      finalUrl: target.href,
      status: response.status,
      text: pageText(response.body.toString('utf8'), response.contentType),
      bytes: response.body.length,
      truncated: response.truncated,
      redirects,
      contentType: response.contentType,
    };
  }
}

async function pinAddress(
  url: URL,
  options: FetchOptions,
): Promise<string | { reason: FetchRefusal; detail: string }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const allow = options.allowAddress ?? ((address: string) => isPublicAddress(address));
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await (options.resolve ?? defaultResolve)(host);
    } catch {
      return { reason: 'dns_failed', detail: '域名无法解析' };
    }
  }
  if (addresses.length === 0) return { reason: 'dns_failed', detail: '域名无法解析' };
  // Every address must be public: a name that also points inside is refused outright.
  if (!addresses.every((a) => allow(a, port))) {
    return { reason: 'private_address', detail: '不允许访问内网、本机或保留地址' };
  }
  return addresses[0] ?? '';
}

interface RawResponse {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer;
  truncated: boolean;
}

function get(
  url: URL,
  address: string,
  signal: AbortSignal,
  maxBytes: number,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'GET',
        signal,
        headers: {
          'user-agent': 'adstudio-wordcheck/1.0',
          accept: 'text/html,text/plain;q=0.9,*/*;q=0.1',
        },
        // Connect to the address we checked, whatever DNS says now.
        lookup: (_host, opts, cb) => {
          const family = isIP(address);
          if ((opts as { all?: boolean }).all) cb(null, [{ address, family }]);
          else (cb as (e: null, a: string, f: number) => void)(null, address, family);
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        const contentType = res.headers['content-type'] ?? '';
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location, contentType, body: Buffer.alloc(0), truncated: false });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        res.on('data', (chunk: Buffer) => {
          if (truncated) return;
          const room = maxBytes - size;
          if (chunk.length >= room) {
            chunks.push(chunk.subarray(0, room));
            size += room;
            truncated = true;
            res.destroy();
            resolve({ status, location, contentType, body: Buffer.concat(chunks), truncated });
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => {
          resolve({ status, location, contentType, body: Buffer.concat(chunks), truncated });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The readable text of a page: scripts, styles and tags dropped, common entities decoded. */
export function pageText(body: string, contentType: string): string {
  if (!/html|xml/i.test(contentType)) return body;
  return body
    .replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]{0,2000}>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const cp =
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10);
        return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}
