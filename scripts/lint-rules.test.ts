import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js over code placed at virtual paths: the import boundaries
// hold without a real file crossing them. Type information is off because these rules need none.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

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
    ['packages/web/src/templates/editor/x.tsx', "import '@adstudio/api';\n"],
    ['packages/web/src/templates/editor/x.tsx', "import '@apollo/client/react';\n"],
    ['packages/web/src/materials/x.tsx', "import '@adstudio/bff';\n"],
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
  ])('%s may import %j', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});

describe('module mocks in the web tests', () => {
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
});
