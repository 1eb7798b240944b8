import { describe, expect, it } from 'vitest';
import { SAMPLE_POSTER } from '../test/fixtures.js';
import { restoreTemplate } from './template.restore.js';
import { TemplateError } from './template.errors.js';

const sample = () => structuredClone(SAMPLE_POSTER.synthetic) as { renderConfig: { width_g: number; materials: Record<string, Record<string, unknown>> } };

function errorOf(raw: unknown): TemplateError {
  try {
    restoreTemplate(raw);
  } catch (e) {
    if (e instanceof TemplateError) return e;
    throw e;
  }
  throw new Error('restoreTemplate accepted it');
}

describe('restoreTemplate', () => {
  it('reads the sample as a JSON string and as an object, identically', () => {
    const fromString = restoreTemplate(JSON.stringify(SAMPLE_POSTER.synthetic));
    const fromObject = restoreTemplate(SAMPLE_POSTER.synthetic);
    expect(fromObject).toEqual(fromString);
    expect(Object.keys(fromString.renderConfig.materials)).toHaveLength(15);
    expect(fromString.renderConfig.materials.mainLabel_0).toMatchObject({ type: 'label', fontSize: 132, fontFamily: 'smiley-sans' });
  });

  it('returns a copy the caller may change', () => {
    const raw = sample();
    const doc = restoreTemplate(raw);
    doc.renderConfig.width_g = 100;
    expect(raw.renderConfig.width_g).toBe(750);
  });

  it('names the layer and the rule in Chinese', () => {
    const raw = sample();
    raw.renderConfig.materials.mainLabel_0!.fontSize = 5000;
    const e = errorOf(raw);
    expect(e.message).toBe('图层 mainLabel_0：字号必须是 1–2000 的数字');
    expect(e.layerKey).toBe('mainLabel_0');
  });

  it('refuses non-finite numbers that JSON Schema bounds let through', () => {
    const raw = sample();
    raw.renderConfig.materials.role_0!.pos = [Number.NaN, 3];
    expect(errorOf(raw)).toMatchObject({ layerKey: 'role_0', message: '图层 role_0：位置必须是两个数字' });
  });

  it('enforces the limits: layers, canvas size, text length', () => {
    const many = sample();
    for (let i = 0; i < 200; i += 1) many.renderConfig.materials[`extra_${i}`] = { ...many.renderConfig.materials.deco_0, key: `extra_${i}` };
    expect(errorOf(many).message).toBe('图层最多 200 个');

    const tiny = sample();
    tiny.renderConfig.width_g = 10;
    expect(errorOf(tiny).message).toBe('画布宽度必须是 16–8000 的整数');

    const long = sample();
    long.renderConfig.materials.secondLabel_0!.text = '字'.repeat(2001);
    expect(errorOf(long).message).toBe('图层 secondLabel_0：文字最多 2000 个字');
  });

  it('refuses broken JSON, a key that does not match, a missing parent and an unknown type', () => {
    expect(errorOf('{"schemaVersion":2,').message).toBe('模板数据不是有效的 JSON');
    expect(errorOf(42).message).toBe('模板数据必须是对象');
    const key = sample();
    key.renderConfig.materials.logo_0!.key = 'logo_9';
    expect(errorOf(key).message).toBe('图层 logo_0：key 必须与图层名 logo_0 一致');
    const parent = sample();
    parent.renderConfig.materials.deco_ring_0!.parent = 'nowhere';
    expect(errorOf(parent).message).toBe('图层 deco_ring_0：父图层 nowhere 不存在');
    const type = sample();
    type.renderConfig.materials.code_0!.type = 'video';
    expect(errorOf(type).message).toBe('图层 code_0：类型必须是 sprite、label、shape 或 group');
  });

  // Issue 29 item 7: a parent cycle sent draw's hidden() round it until the stack ran out (a 500).
  it('refuses a layer that is its own parent, a parent cycle and nesting over 8 levels', () => {
    const self = sample();
    self.renderConfig.materials.deco_ring_0!.parent = 'deco_ring_0';
    expect(errorOf(self)).toMatchObject({
      layerKey: 'deco_ring_0',
      message: '图层 deco_ring_0：父图层不能是自己',
    });

    const cycle = sample();
    cycle.renderConfig.materials.deco_0!.parent = 'deco_ring_0';
    cycle.renderConfig.materials.deco_ring_0!.parent = 'role_0';
    cycle.renderConfig.materials.role_0!.parent = 'deco_0';
    expect(errorOf(cycle).message).toMatch(/^图层 \w+：父图层成环（\w+ → \w+ → \w+ → \w+）$/);

    const chain = sample();
    const keys = Object.keys(chain.renderConfig.materials);
    // keys[0] ← keys[1] ← … ← keys[9]: nine levels under the top one.
    for (let i = 1; i <= 9; i += 1) chain.renderConfig.materials[keys[i]!]!.parent = keys[i - 1];
    expect(errorOf(chain)).toMatchObject({ message: `图层 ${keys[9]}：图层最多嵌套 8 层` });
    delete chain.renderConfig.materials[keys[9]!]!.parent;
    expect(() => restoreTemplate(chain)).not.toThrow();
  });

  // Issue 29 item 1: a reviewed designer template with 199 slots made every smart call 2× slower.
  it('refuses more than 40 slots and a document over 200,000 characters', () => {
    const slots = sample();
    const deco = slots.renderConfig.materials.deco_0!;
    for (let i = 0; i < 41; i += 1) {
      slots.renderConfig.materials[`slot_${i}`] = {
        ...deco,
        key: `slot_${i}`,
        slot: { field: 'notesLabel', index: i, required: false, whenEmpty: 'hide' },
      };
    }
    expect(errorOf(slots).message).toBe('插槽最多 40 个');

    const big = sample();
    big.renderConfig.materials.deco_0!.name = 'x'.repeat(128);
    for (let i = 0; i < 199 - 15; i += 1) {
      big.renderConfig.materials[`big_${i}`] = {
        ...big.renderConfig.materials.deco_0,
        key: `big_${i}`,
        name: '长'.repeat(128),
        texture: `asset://${'a'.repeat(1000)}`,
      };
    }
    expect(JSON.stringify(big).length).toBeGreaterThan(200_000);
    expect(errorOf(big).message).toBe('模板数据过大（最多 200000 个字符）');
    expect(errorOf(JSON.stringify(big)).message).toBe('模板数据过大（最多 200000 个字符）');
  });

  it('upgrades the spec’s original shape (no schemaVersion, core fields only)', () => {
    const doc = restoreTemplate({
      style: '简约',
      format: '101',
      renderConfig: {
        width_g: 900,
        height_g: 383,
        inclueLevel: 1,
        materials: {
          background: { key: 'background', type: 'sprite', pos: [450, 191.5], anchor: [0.5, 0.5], zIndex: 0, width: 900, height: 383, texture: 'a.jpg', id: 1, scale: 1 },
          mainLabel_0: { key: 'mainLabel_0', type: 'label', pos: [450, 150], anchor: [0.5, 0.5], zIndex: 2, maxWidth: 700, maxHeight: 90, width: 700, height: 90, id: 2, scale: 1, text: '标题', fillColor: '#333', textAlign: 'center', fontSize: 72, strokeWidth: 0, fontFamily: 'noto-sans-sc', fontWeight: 'bold' },
        },
      },
    });
    expect(doc.schemaVersion).toBe(2);
    expect(doc.meta).toMatchObject({ category: 120, layoutFamily: 'legacy' });
    expect(doc.renderConfig.materials.mainLabel_0).toMatchObject({
      fontWeight: 700,
      fit: { mode: 'shrink', minFontSize: 43, maxLines: 1 },
      slot: { field: 'mainLabel', index: 0 },
    });
    expect(doc.renderConfig.materials.background).toMatchObject({ fit: 'cover', slot: { field: 'background' } });
  });
});
