import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { lintTemplate } from './lint.js';
import { slotIssues } from './slot.rules.js';
import type { SpriteLayer, TemplateDoc } from './template.schema.js';
import { spriteLayer } from '../test/layers.js';

const LIBRARY = new URL('../../api/demo/templates/', import.meta.url);

function withRole(
  slot: Partial<NonNullable<SpriteLayer['slot']>>,
  field: 'role' | 'logo' = 'role',
): TemplateDoc {
  const role = spriteLayer({
    key: 'role_0',
    texture: 'upload://person.png',
    fit: 'contain',
    pos: [200, 300],
    width: 400,
    height: 600,
    slot: { field, index: 0, required: false, whenEmpty: 'hide', ...slot },
  });
  return {
    schemaVersion: 2,
    meta: { category: 121, tags: {}, layoutFamily: 'slots' },
    renderConfig: { width_g: 750, height_g: 1334, materials: { role_0: role } },
  };
}
const messages = (doc: TemplateDoc) => slotIssues(doc).map((i) => i.message);

describe('slot rules: accepts, cutout and the face target (issue 32 item 6)', () => {
  it('passes a person slot that accepts a person, must be cut out, with its face inside the layer', () => {
    const doc = withRole({
      accepts: ['person'],
      cutout: 'required',
      face: { targetWidth: 130, center: [400, 450], yawShift: 20 },
    });
    expect(messages(doc)).toEqual([]);
  });

  it('refuses what the field cannot take, an unknown cutout, and a face target off the layer or too wide', () => {
    expect(messages(withRole({ accepts: ['qr', 'dragon'] }))).toEqual([
      'role_0：人物插槽不能接受「二维码」',
      'role_0：人物插槽不能接受「dragon」',
    ]);
    expect(messages(withRole({ cutout: 'maybe' }))).toEqual(['role_0：抠图要求「maybe」无效']);
    expect(messages(withRole({ cutout: 'required' }, 'logo'))).toEqual([
      'role_0：只有人物和商品图插槽可以要求抠图',
    ]);
    expect(
      messages(withRole({ face: { targetWidth: 130, center: [100, 450], yawShift: 20 } }, 'logo')),
    ).toEqual(['role_0：只有人物插槽可以设置面部目标']);
    expect(
      messages(withRole({ face: { targetWidth: 500, center: [100, 2000], yawShift: 20 } })),
    ).toEqual([
      'role_0：面部目标宽度 500 超过了图层宽度 400',
      'role_0：面部中心 (100, 2000) 不在图层范围内',
    ]);
  });

  it('is part of the lint every save runs', () => {
    expect(lintTemplate(withRole({ accepts: ['qr'] })).map((i) => i.message)).toContain(
      'role_0：人物插槽不能接受「二维码」',
    );
  });

  it('holds for every template the library ships', async () => {
    const files = (await readdir(LIBRARY)).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const { synthetic } = JSON.parse(await readFile(new URL(file, LIBRARY), 'utf8')) as {
        synthetic: TemplateDoc;
      };
      found.push(...messages(synthetic).map((m) => `${file} ${m}`));
    }
    expect(found).toEqual([]);
  });
});
