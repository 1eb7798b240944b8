// The shipped template library (demo/templates, written by pnpm templates:generate) as a user meets
// it: enough templates of every size, every filter of the centre filled, enough candidates for
// every scenario of smart generation, every document clean, and no title that overflows.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  deriveColumns,
  layoutLabel,
  lintTemplate,
  restoreTemplate,
  type TemplateDoc,
} from '@adstudio/render';
import { nodeMeasurer } from '@adstudio/render/node';
import { describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES_DIR } from '../templates.files.js';
import { SIZES } from './library.build.js';

const docs: TemplateDoc[] = readdirSync(DEMO_TEMPLATES_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) =>
    restoreTemplate(
      (JSON.parse(readFileSync(join(DEMO_TEMPLATES_DIR, f), 'utf8')) as { synthetic: unknown })
        .synthetic,
    ),
  );
const columns = docs.map((d) => ({ ...deriveColumns(d), tags: d.meta.tags }));
const tagged = (c: (typeof columns)[number], cls: number, tag: number) =>
  (c.tags[String(cls)] ?? []).includes(tag);

// Real headlines of 1–40 characters from the demo corpus, one of each of these lengths.
const LENGTHS = new Set([1, 2, 3, 4, 6, 8, 10, 12, 16, 20, 25, 30, 35, 40]);
const headlines = (() => {
  const byLength = new Map<number, string[]>();
  const lines = gunzipSync(
    readFileSync(new URL('../../../demo/titles/titles.jsonl.gz', import.meta.url)),
  )
    .toString('utf8')
    .split('\n');
  for (const line of lines) {
    if (!line) continue;
    const text = (JSON.parse(line) as { content: string }).content;
    const n = Array.from(text).length;
    const list = byLength.get(n) ?? [];
    if (LENGTHS.has(n) && list.length < 1) byLength.set(n, [...list, text]);
  }
  return [...byLength.values()].flat();
})();

describe('the shipped template library', () => {
  it('has at least 300 templates across all six canvas sizes of the spec', () => {
    expect(docs.length).toBeGreaterThanOrEqual(300);
    for (const size of SIZES) {
      expect(
        columns.filter(
          (c) => c.width === size.w && c.height === size.h && c.category === size.category,
        ).length,
      ).toBeGreaterThan(0);
    }
  });

  it('fills every filter value of the template centre for both categories', () => {
    const ids = (cls: number, from: number, count: number) =>
      Array.from({ length: count }, (_, i) => from + i);
    const filters: Record<number, number[]> = {
      128: [268, 269, 270, ...ids(128, 12001, 8)],
      130: ids(130, 13001, 6),
      131: ids(131, 13101, 6),
    };
    for (const category of [120, 121] as const) {
      for (const [cls, tags] of Object.entries(filters)) {
        for (const tag of tags) {
          expect(
            columns.some((c) => c.category === category && tagged(c, Number(cls), tag)),
            `${category} ${cls}:${tag}`,
          ).toBe(true);
        }
      }
    }
  });

  it('offers at least 18 templates for every (industry, channel) pair of smart generation', () => {
    const industries = [268, 269, 270, 12001, 12002, 12003, 12004, 12005, 12006, 12007, 12008];
    const scenarios = [
      { category: 120, cls: 129, channels: [11572, 12901, 12902, 12903, 12904] },
      { category: 121, cls: 164, channels: [16401, 16402, 16403, 16404] },
    ];
    for (const { category, cls, channels } of scenarios) {
      for (const industry of industries) {
        for (const channel of channels) {
          const fit = columns.filter(
            (c) =>
              c.category === category &&
              (tagged(c, 128, industry) || tagged(c, 128, 268)) &&
              tagged(c, cls, channel),
          );
          expect(fit.length, `${category} ${industry}×${channel}`).toBeGreaterThanOrEqual(18);
        }
      }
    }
  });

  it('passes the lint at its sample copy and its maximum lengths', { timeout: 120_000 }, () => {
    const dirty = docs.flatMap((d) =>
      lintTemplate(d, nodeMeasurer).map(
        (i) => `${d.meta.layoutFamily} ${i.layerKey ?? ''} ${i.message}`,
      ),
    );
    expect(dirty).toEqual([]);
  });

  it('never overflows a text slot with any real headline of 1–40 characters', () => {
    expect(headlines.length).toBeGreaterThanOrEqual(LENGTHS.size - 2);
    for (const doc of docs) {
      for (const layer of Object.values(doc.renderConfig.materials)) {
        if (layer.type !== 'label' || !layer.slot) continue;
        for (const text of headlines) {
          const out = layoutLabel({ ...layer, text }, nodeMeasurer);
          const height = out.fontSize + Math.max(0, out.lines.length - 1) * out.lineHeight;
          expect(out.lines.length).toBeLessThanOrEqual(layer.fit.maxLines);
          expect(Math.max(...out.lines.map((l) => l.width))).toBeLessThanOrEqual(
            layer.maxWidth + 0.5,
          );
          expect(height).toBeLessThanOrEqual(layer.maxHeight + 0.5);
        }
      }
    }
  }, 180_000);
});
