import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ALLOWED, findCopies, scanPackages } from './domain-constants.scan.js';

// Issue 31 item 2: the spec's fixed vocabulary lives in packages/domain alone.
const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('the vocabulary outside packages/domain', () => {
  it('is imported, never copied: no category 120/121, canvas size list or api message', () => {
    expect(scanPackages(ROOT)).toEqual([]);
  });

  it('allows only the domain itself and code other changes own, each with its reason', () => {
    expect(ALLOWED.every((a) => a.path.endsWith('/') && a.why.length > 0)).toBe(true);
  });
});

describe('a constant copied into the web', () => {
  let root = '';
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  // A tree of its own with one web file, scanned as the repository is.
  function scanFixture(path: string, code: string) {
    root = mkdtempSync(join(tmpdir(), 'domain-scan-'));
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), code);
    return scanPackages(root).map((f) => [f.file, f.fact]);
  }

  it.each([
    ['category', 'export const isPoster = (doc: { category: number }) => doc.category === 121;\n'],
    ['category', 'export type Category = 120 | 121;\n'],
    ['category', 'export const CATEGORY_ID = { OFFICIAL: 120, POSTER: 121 } as const;\n'],
    [
      'canvas sizes',
      'export const SIZES = [\n  { width: 900, height: 383 },\n  { width: 1080, height: 460 },\n];\n',
    ],
    ['canvas sizes', "export const SIZES = ['750x1334', '1334x750'];\n"],
    ['error message', "export const pleaseLogin = '请先登录！';\n"],
    ['error message', 'export const tooMany = (n: number) => `请求过于频繁，请${n}秒后再试`;\n'],
  ])('fails on a %s', (fact, code) => {
    expect(scanFixture('packages/web/src/copied.ts', code)).toEqual([
      ['packages/web/src/copied.ts', fact],
    ]);
  });

  it('passes the same facts imported from the domain, named in a comment, or in a test', () => {
    expect(
      scanFixture(
        'packages/web/src/imported.ts',
        [
          "import { API_ERRORS, CATEGORY_POSTER } from '@adstudio/domain';",
          "// 120 新媒体首图 and 121 海报 (create-and-write §9); 请先登录！ is the api's 401.",
          'export const isPoster = (category: number) => category === CATEGORY_POSTER;',
          'export const pleaseLogin = API_ERRORS.unauthenticated.message;',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      findCopies('packages/web/src/x.test.ts', "expect(text).toBe('请先登录！');\n"),
    ).toHaveLength(1);
    expect(scanFixture('packages/web/src/x.test.ts', "expect(text).toBe('请先登录！');\n")).toEqual(
      [],
    );
  });
});
