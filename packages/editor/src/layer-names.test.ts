import { readdir, readFile } from 'node:fs/promises';
import type { TemplateDoc } from '@adstudio/render';
import { describe, expect, it } from 'vitest';
import { createBlankDoc } from './blank.js';
import { addLayer } from './doc-ops.js';
import { layerNames } from './layer-names.js';
import { sampleDoc } from './test/sample-doc.js';

const LIBRARY = new URL('../../api/demo/templates/', import.meta.url);
// Latin letters in a name people read: only the word Logo, which is what people call it.
const RAW = /[A-Za-z_]/u;

describe('layer names for people (issue 32 item 10)', () => {
  it('names the sample poster’s layers 主标题, 背景, 调整层 … and never by key', () => {
    const names = layerNames(sampleDoc());
    expect(names.get('mainLabel_0')).toBe('主标题');
    expect(names.get('secondLabel_0')).toBe('副标题');
    expect(names.get('background')).toBe('背景');
    expect(names.get('filterFloor')).toBe('调整层');
    expect(names.get('product_0')).toBe('商品图');
    expect(names.get('logo_0')).toBe('Logo');
  });

  it('numbers repeats and names new layers by kind, a text by its words', () => {
    let doc = createBlankDoc({ width: 750, height: 1334 });
    doc = addLayer(doc, 'sprite', '').doc;
    doc = addLayer(doc, 'sprite', '').doc;
    doc = addLayer(doc, 'label', '双击编辑文字').doc;
    const names = [...layerNames(doc).values()];
    expect(names.slice(0, 3)).toEqual(['背景', '图片 1', '图片 2']);
    expect(names[3]).toMatch(/^文字：/u);
  });

  it('gives every layer of every shipped template a name without a raw key, none twice in a template', async () => {
    const files = (await readdir(LIBRARY)).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(100);
    const raw: string[] = [];
    for (const file of files) {
      const { synthetic } = JSON.parse(await readFile(new URL(file, LIBRARY), 'utf8')) as {
        synthetic: TemplateDoc;
      };
      const names = [...layerNames(synthetic).values()];
      raw.push(
        ...names.filter((n) => RAW.test(n.replace(/^Logo/u, ''))).map((n) => `${file}: ${n}`),
      );
      expect(new Set(names).size).toBe(names.length);
    }
    expect(raw).toEqual([]);
  });
});
