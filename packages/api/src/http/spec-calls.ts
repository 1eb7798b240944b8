// The calls of the spec's call tables (create-and-write §7, platform-core §7), read from the
// table rows: each row's first cell names a method and one or more paths ("GET /a/b, c, d",
// "POST /a/collect and /cancelCollect", "POST {render host}/renderClient (or /posterRenderClient)").
// Rows that name no path (e.g. "Design records list (path not shown)") are returned apart.

export interface SpecCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  row: string;
}

const HOSTS: [RegExp, string][] = [
  [/\{render host\}\s*/gu, '/render'],
  [/\{image tone service\}\s*adjustTone/gu, '/client/img/adjustTone'],
];

/** The calls of one table row's first cell, or [] when it names no path. */
export function callsOfCell(cell: string): SpecCall[] {
  let text = cell;
  for (const [host, path] of HOSTS) text = text.replace(host, path);
  const method = /\b(GET|POST|DELETE)\b/u.exec(text)?.[1] as SpecCall['method'] | undefined;
  const calls: SpecCall[] = [];
  let dir = '';
  // Absolute paths, then names beside them: ", name", "and /name", "(or /name)".
  const tokens = text.matchAll(
    /(\/[A-Za-z_][\w/]*[\w])|(?:,\s*|\band\s+|\bor\s+)\/?([A-Za-z_]\w*)\b(?!\/)/gu,
  );
  for (const [, absolute, sibling] of tokens) {
    let path: string | undefined;
    if (absolute && (absolute.split('/').length > 2 || !dir)) path = absolute;
    else if (absolute) path = `${dir}${absolute}`;
    else if (sibling && dir && !/^(GET|POST|DELETE)$/u.test(sibling)) path = `${dir}/${sibling}`;
    if (!path) continue;
    dir = path.slice(0, path.lastIndexOf('/'));
    calls.push({ method: method ?? 'GET', path, row: cell });
  }
  return calls;
}

/** Every call of the table rows in a markdown text; `unnamed` are rows without a path. */
export function specCalls(markdown: string): { calls: SpecCall[]; unnamed: string[] } {
  const calls: SpecCall[] = [];
  const unnamed: string[] = [];
  let inCalls = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) inCalls = /call/iu.test(line);
    if (!inCalls || !line.startsWith('| ') || /^\|\s*(Call|-)/u.test(line)) continue;
    const cell = line.split('|')[1]?.trim() ?? '';
    const found = callsOfCell(cell);
    if (found.length) calls.push(...found);
    else unnamed.push(cell);
  }
  return { calls, unnamed };
}
