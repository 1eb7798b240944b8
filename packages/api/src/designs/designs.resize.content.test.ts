// Issue 32 item 1: every shipped template, resized to each of the other five canvas sizes, passes the
// lint — no text overflowing its slot at its minimum size, nothing off the canvas, every face zone whole
// on the canvas, no text over another text, a logo, a code or a face.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CANVAS_SIZES } from '@adstudio/domain';
import { resizeTemplate, restoreTemplate, type TemplateDoc } from '@adstudio/render';
import { nodeMeasurer } from '@adstudio/render/node';
import { describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES_DIR } from '../templates/templates.files.js';

const library = readdirSync(DEMO_TEMPLATES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => {
    const file = JSON.parse(readFileSync(join(DEMO_TEMPLATES_DIR, f), 'utf8')) as {
      template_id: string;
      synthetic: unknown;
    };
    return { id: file.template_id, doc: restoreTemplate(file.synthetic) };
  });

const isSize = (doc: TemplateDoc, size: { width: number; height: number }) =>
  doc.renderConfig.width_g === size.width && doc.renderConfig.height_g === size.height;

describe('the shipped library resized to every other canvas size', () => {
  it('holds templates of all six sizes', () => {
    for (const size of CANVAS_SIZES) expect(library.some((t) => isSize(t.doc, size))).toBe(true);
  });

  for (const size of CANVAS_SIZES) {
    it(`passes the lint at ${size.width}x${size.height}`, { timeout: 180_000 }, () => {
      const dirty: string[] = [];
      let resized = 0;
      for (const { id, doc } of library) {
        if (isSize(doc, size)) continue;
        const { doc: out, report } = resizeTemplate(doc, size.width, size.height, nodeMeasurer);
        resized += 1;
        for (const issue of report.lint)
          dirty.push(
            `${id} → ${size.width}x${size.height} ${issue.layerKey ?? ''} ${issue.message}`,
          );
        // What the api stores must read back as a template.
        restoreTemplate(JSON.parse(JSON.stringify(out)));
      }
      expect(resized).toBeGreaterThan(250);
      expect(dirty).toEqual([]);
    });
  }
});
