import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { FONT_STACK, system, UNUSED_PALETTES } from './theme';

// The theme lists recipes by hand (theme.ts): a component imported without its recipe would render
// unstyled and no other test would notice. This reads every @chakra-ui/react import in the web app,
// finds the recipe key each component asks for in Chakra's own sources, and checks it is there.
const SOURCES = join(import.meta.dirname, '..');
const CHAKRA = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm/components',
);
const DEFAULT = defaultConfig.theme ?? {};
const IMPORT = /import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SOURCES)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name && /^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

/** Chakra's folder for a component: `NativeSelect` → `native-select`, `IconButton` → `button`. */
function folderOf(name: string): string | undefined {
  const kebab = name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  const folders = new Set(readdirSync(CHAKRA));
  if (folders.has(kebab)) return kebab;
  // IconButton, CloseButton and ButtonGroup live in button/; InputGroup has its own folder.
  const last = kebab.split('-').find((part) => folders.has(part));
  return last;
}

function recipeKeys(folder: string): string[] {
  const keys = new Set<string>();
  for (const file of readdirSync(join(CHAKRA, folder))) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(join(CHAKRA, folder, file), 'utf8');
    for (const m of text.matchAll(/key: "([a-zA-Z]+)"/g)) keys.add(m[1] ?? '');
  }
  return [...keys];
}

describe('theme', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const missing: string[] = [];
    const names = importedNames();
    expect(names.size).toBeGreaterThan(20);
    for (const name of names) {
      const folder = folderOf(name);
      if (!folder) continue;
      for (const key of recipeKeys(folder)) {
        // Some components ask for a key Chakra's own theme never defines (Text, Pagination).
        const styled = key in (DEFAULT.recipes ?? {}) || key in (DEFAULT.slotRecipes ?? {});
        if (styled && !system.isRecipe(key) && !system.isSlotRecipe(key)) {
          missing.push(`${name} → ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps every colour palette a source file names', () => {
    const theme = join(import.meta.dirname, 'theme.ts');
    const texts = sourceFiles(SOURCES)
      .filter((file) => file !== theme)
      .map((file) => readFileSync(file, 'utf8'));
    const named = UNUSED_PALETTES.filter((palette) => {
      const use = new RegExp(`['"\`{]${palette}(\\.|['"\`}])`);
      return texts.some((text) => use.test(text));
    });
    expect(named).toEqual([]);
    for (const palette of ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'brand']) {
      expect(system.token(`colors.${palette}.500`)).toBeTruthy();
    }
    for (const palette of UNUSED_PALETTES) {
      expect(system.token(`colors.${palette}.500`, 'missing')).toBe('missing');
    }
  });

  it("index.html's header frame wears the header's font and colours", () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    const css = html.replace(/\s+/g, ' ');
    expect(css).toContain(`font: 700 18px/28px ${FONT_STACK};`);
    for (const token of ['colors.gray.50', 'colors.gray.200', 'colors.gray.900']) {
      expect(css).toContain(String(system.token(token)));
    }
  });
});
