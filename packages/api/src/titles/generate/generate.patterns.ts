import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { writtenPatterns } from './generate.frames.js';
import type { SmartStyleId } from './generate.styles.js';

/** A headline frame mined from the real corpora: prefix + {the user's topic} + suffix. */
export interface HeadlinePattern {
  prefix: string;
  suffix: string;
  /** How many different titles of the corpora share the frame. */
  support: number;
  /** Mean length of the topics those titles put in the slot. */
  slotLength: number;
  style: SmartStyleId;
  examples: string[];
  /** Mined from the corpora (the default), or written for the product (generate.frames.ts). */
  source?: 'mined' | 'written';
}

// Built by demo/titles/build-patterns.mjs (method and sources in demo/titles/CREDITS.md).
const PATTERNS_FILE = new URL('../../../demo/titles/patterns.json.gz', import.meta.url);

let shipped: readonly HeadlinePattern[] | undefined;

/** The mined frames and the written ones. */
export function shippedPatterns(): readonly HeadlinePattern[] {
  shipped ??= [
    ...(
      JSON.parse(gunzipSync(readFileSync(PATTERNS_FILE)).toString('utf8')) as {
        patterns: HeadlinePattern[];
      }
    ).patterns,
    ...writtenPatterns,
  ];
  return shipped;
}
