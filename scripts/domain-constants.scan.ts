// The scan behind domain-constants.test.ts (issue 31 item 2): the spec's fixed vocabulary lives in
// packages/domain alone, so a copy of it anywhere else in the product's code is a finding. A copy is
// a template category written as 120/121, two or more of the six canvas sizes in one file (a size
// list), or a Chinese message of the api's error catalogue written as a string. Comments do not
// count (they may name the facts they explain); tests do not count (they assert what users see).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
// The root has no workspace dependencies; the scan reads the domain's sources, as the packages do.
import { API_ERRORS, CANVAS_SIZES } from '../packages/domain/src/index.js';

export interface Finding {
  file: string;
  line: number;
  fact: 'category' | 'canvas sizes' | 'error message';
  text: string;
}

const SOURCE = /\.(ts|tsx|mjs|js)$/;
// Tests and their fixtures hold the literal values on purpose: they check what a user sees.
const TEST_FILE = /(\.test\.tsx?$|\.fixtures?\.ts$|(^|\/)(test|e2e|bench)\/)/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated', 'release', 'data']);

/**
 * Where the vocabulary may be written: the domain package alone. Paths are relative to the
 * repository, prefixes match folders.
 */
export const ALLOWED: readonly { path: string; why: string }[] = [
  { path: 'packages/domain/', why: 'the one home of the vocabulary' },
];

function* sourceFiles(root: string, dir: string): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(root, path);
    } else if (SOURCE.test(entry.name) && !TEST_FILE.test(path)) yield path;
  }
}

/** The code of a line with its comment taken off (a `//` after `:` is a URL, not a comment). */
function withoutComments(text: string): string[] {
  const noBlocks = text.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '));
  return noBlocks.split('\n').map((line) => line.replace(/(^|[^:\\])\/\/.*$/, '$1'));
}

const CATEGORY_PATTERNS = [
  /\b12[01]\s*\|\s*12[01]\b/, // a type written out: 120 | 121
  /Literal\(\s*12[01]\s*\)/, // a TypeBox literal
  /categor\w*['"]?\s*(?:===?|!==?|:|=)\s*12[01]\b/i, // category === 120, { category: 121 }
  /\b(?:OFFICIAL|POSTER)\w*['"]?\s*[:=]\s*12[01]\b/, // a map or constant of its own
  /\b12[01]\b[^\n]{0,12}(?:新媒体首图|海报)/, // a label beside the code
];

const SIZE_PATTERNS = CANVAS_SIZES.map(
  // Digits on neither side: 900x383 has a letter, not a word boundary, between the two numbers.
  ({ width, height }) => new RegExp(`(?<!\\d)${width}[^\\d\\n]{1,24}(?<!\\d)${height}(?!\\d)`),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue message as a string literal: quoted whole, a {name} filled in by any expression. */
const MESSAGE_PATTERNS = Object.values(API_ERRORS)
  .map((e) => e.message)
  .filter((message) => message.replace(/\{\w+\}/g, '').length >= 2)
  .map((message) => ({
    message,
    pattern: new RegExp(
      `(['"\`])${message
        .split(/\{\w+\}/)
        .map(escape)
        .join('(?:\\$\\{[^}]*\\}|[^\'"`\\n]*)')}\\1`,
    ),
  }));

/** What `text` (the file at `file`) copies of the vocabulary. */
export function findCopies(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const lines = withoutComments(text);
  const sizesSeen = new Set<number>();
  let firstSizeLine = 0;
  lines.forEach((code, i) => {
    const at = { file, line: i + 1, text: code.trim() };
    if (CATEGORY_PATTERNS.some((p) => p.test(code))) findings.push({ ...at, fact: 'category' });
    SIZE_PATTERNS.forEach((p, size) => {
      if (!p.test(code)) return;
      if (sizesSeen.size === 0) firstSizeLine = i + 1;
      sizesSeen.add(size);
    });
    for (const { pattern } of MESSAGE_PATTERNS) {
      if (pattern.test(code)) findings.push({ ...at, fact: 'error message' });
    }
  });
  // One size is a choice (a default canvas); two or more in one file are a list of them.
  if (sizesSeen.size >= 2) {
    findings.push({
      file,
      line: firstSizeLine,
      fact: 'canvas sizes',
      text: `${sizesSeen.size} of the six canvas sizes`,
    });
  }
  return findings;
}

/** Every copy of the vocabulary under `root`'s packages/, but for the allowed paths. */
export function scanPackages(root: string): Finding[] {
  const findings: Finding[] = [];
  for (const path of sourceFiles(root, 'packages')) {
    const file = relative(root, join(root, path)).split(sep).join('/');
    if (ALLOWED.some((a) => file.startsWith(a.path))) continue;
    findings.push(...findCopies(file, readFileSync(join(root, path), 'utf8')));
  }
  return findings;
}
