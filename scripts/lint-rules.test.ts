import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own eslint.config.js over code placed at virtual paths: the import boundaries
// hold without a real file crossing them. Type information is off because these rules need none.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

// Loading eslint.config.js and its plugins is the first lint's cost (13 s on a loaded machine): it
// belongs to the set-up, not to whichever case happens to run first.
beforeAll(() => eslint.calculateConfigForFile('packages/web/src/x.ts'), 120_000);

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  // A parse error or an unrelated rule would make a "no error" expectation pass for the wrong reason.
  expect(messages.filter((m) => m.ruleId !== 'no-restricted-imports')).toEqual([]);
  return messages.map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'packages/bff/src/x.ts',
      "import { buildApp } from '@adstudio/api/app';\nexport { buildApp };\n",
    ],
    ['packages/bff/src/x.ts', "import '@adstudio/api';\n"],
    ['packages/bff/src/materials/x.ts', "import '../../../api/src/app.js';\n"],
    [
      'packages/editor/src/x.tsx',
      "import { useQuery } from '@apollo/client/react';\nexport { useQuery };\n",
    ],
    ['packages/editor/src/x.tsx', "import '@apollo/client';\n"],
    [
      'packages/editor/src/x.tsx',
      "import { useNavigate } from 'react-router';\nexport { useNavigate };\n",
    ],
    ['packages/editor/src/x.tsx', "import '@adstudio/api';\n"],
    ['packages/web/src/materials/x.tsx', "import '@adstudio/bff';\n"],
    ['packages/render/src/x.ts', "import { readFile } from 'node:fs/promises';\nvoid readFile;\n"],
    ['packages/render/src/x.ts', "import '@napi-rs/canvas';\n"],
    ['packages/render/src/x.ts', "import 'sharp';\n"],
    ['packages/render/src/layout/x.ts', "import '../../node/measure.node.js';\n"],
    ['packages/render/src/x.ts', "import '../browser/index.js';\n"],
    ['packages/vision/src/x.ts', "import Fastify from 'fastify';\nvoid Fastify;\n"],
    ['packages/vision/src/x.ts', "import '@fastify/multipart';\n"],
    ['packages/vision/src/x.ts', "import pg from 'pg';\nvoid pg;\n"],
    ['packages/vision/src/x.ts', "import '@electric-sql/pglite';\n"],
    ['packages/vision/src/x.ts', "import '@apollo/server';\n"],
    ['packages/domain/src/x.ts', "import { Type } from 'typebox';\nvoid Type;\n"],
    ['packages/domain/src/x.ts', "import '@adstudio/render';\n"],
    ['packages/domain/src/x.ts', "import { readFile } from 'node:fs/promises';\nvoid readFile;\n"],
    ['packages/api/src/wordcheck/x.ts', "import '../../tools/lexicon/lexicon.build.js';\n"],
    ['packages/api/src/x.test.ts', "import '../tools/templates/library.build.js';\n"],
    ['packages/bff/src/x.ts', "import '../../api/tools/lexicon/lexicon.build.js';\n"],
  ])('%s may not import %j', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['packages/bff/src/x.ts', "import { unwrap } from './api/envelope.js';\nexport { unwrap };\n"],
    ['packages/bff/src/materials/x.ts', "import '../api/client.js';\n"],
    ['packages/bff/src/x.test.ts', "import '@adstudio/api/test';\n"],
    ['packages/bff/src/test/x.ts', "import '@adstudio/api/test';\n"],
    ['packages/editor/src/x.tsx', "import { useState } from 'react';\nexport { useState };\n"],
    ['packages/web/src/templates/x.tsx', "import '@apollo/client/react';\n"],
    // The web's editor page adapts the editor to GraphQL; the editor's ban is for packages/editor.
    ['packages/web/src/editor/x.tsx', "import '@apollo/client/react';\n"],
    ['packages/render/node/x.ts', "import { readFile } from 'node:fs/promises';\nvoid readFile;\n"],
    ['packages/render/node/x.ts', "import '@napi-rs/canvas';\n"],
    ['packages/render/src/x.test.ts', "import '../node/measure.node.js';\n"],
    [
      'packages/render/src/x.ts',
      "import { restoreTemplate } from './template.restore.js';\nvoid restoreTemplate;\n",
    ],
    ['packages/vision/src/x.ts', "import sharp from 'sharp';\nvoid sharp;\n"],
    ['packages/domain/src/x.ts', "export * from './templates.constants.js';\n"],
    // The offline tools build on the service; the benchmarks read what the tools read.
    ['packages/api/tools/lexicon/x.ts', "import '../../src/wordcheck/wordcheck.data.js';\n"],
    ['packages/api/bench/x.ts', "import '../tools/lexicon/lexicon.eval-data.js';\n"],
  ])('%s may import %j', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});

describe('module mocks in the tests that share a module graph or a process', () => {
  const mock = "import { vi } from 'vitest';\nvi.mock('./x', () => ({}));\n";
  const errors = async (filePath: string) => {
    const [result] = await eslint.lintText(mock, { filePath });
    return (result?.messages ?? []).map((m) => m.ruleId);
  };

  it('refuses vi.mock in a web test that shares the module graph', async () => {
    expect(await errors('packages/web/src/materials/x.test.tsx')).toEqual(['no-restricted-syntax']);
  });

  it('allows it in a *.mocked.test.tsx file, which runs isolated', async () => {
    expect(await errors('packages/web/src/materials/x.mocked.test.tsx')).toEqual([]);
  });

  it.each(['packages/api/src/accounts/x.test.ts', 'packages/bff/src/files/x.test.ts'])(
    'refuses vi.mock in %s, whose files share a process',
    async (filePath) => {
      expect(await errors(filePath)).toEqual(['no-restricted-syntax']);
    },
  );

  it('allows vi.doMock after vi.resetModules in the api', async () => {
    const fresh =
      "import { vi } from 'vitest';\nvi.resetModules();\nvi.doMock('./x', () => ({}));\n";
    expect(await ruleIds('packages/api/src/accounts/x.test.ts', fresh)).toEqual([]);
  });
});

async function ruleIds(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('globals render/src may not use', () => {
  // The drawing both sides share gets its canvas, images and fonts from the caller (draw.ts).
  it.each([
    "export const c = document.createElement('canvas');\n",
    'export const w = window.devicePixelRatio;\n',
    'export const i = new Image();\n',
    'export const o = new OffscreenCanvas(1, 1);\n',
    'export const e = process.env;\n',
    "export const b = Buffer.from('x');\n",
  ])('refuses %j in render/src', async (code) => {
    expect(await ruleIds('packages/render/src/x.ts', code)).toEqual(['no-restricted-globals']);
  });

  it.each([
    ['packages/render/browser/x.ts', "export const c = document.createElement('canvas');\n"],
    ['packages/render/node/x.ts', 'export const e = process.env;\n'],
  ])('allows it behind its door: %s', async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });
});

describe('hook rules in the editor', () => {
  const conditionalHook = [
    "import { useState } from 'react';",
    'export function useX(on: boolean) {',
    '  if (on) useState(0);',
    '}',
    '',
  ].join('\n');

  it('refuses a hook called conditionally in packages/editor', async () => {
    expect(await ruleIds('packages/editor/src/x.tsx', conditionalHook)).toEqual([
      'react-hooks/rules-of-hooks',
    ]);
  });

  it('refuses a ref written during render in packages/editor', async () => {
    const code = [
      "import { useRef } from 'react';",
      'export function X({ n }: { n: number }) {',
      '  const latest = useRef(n);',
      '  latest.current = n;',
      '  return null;',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds('packages/editor/src/X.tsx', code)).toEqual(['react-hooks/refs']);
  });
});
