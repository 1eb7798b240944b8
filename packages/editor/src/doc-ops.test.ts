import { describe, expect, it } from 'vitest';
import type { TemplateDoc } from '@adstudio/render';
import { createBlankDoc } from './blank.js';
import {
  addLayer,
  layerOf,
  normaliseAngle,
  patchLabel,
  setFocus,
  setHidden,
  setLocked,
  setTexture,
  transformLayer,
  updateLayers,
} from './doc-ops.js';
import { sampleDoc } from './test/sample-doc.js';

describe(transformLayer.name, () => {
  it('resizes a label box and its max box, keeping the authored font size for the fit to work on', () => {
    const doc = transformLayer(
      sampleDoc(),
      'mainLabel_0',
      { pos: [380, 210], scaleX: 0.5, scaleY: 2, rotation: 15 },
      'user',
    );
    expect(layerOf(doc, 'mainLabel_0')).toMatchObject({
      pos: [380, 210],
      width: 320,
      height: 300,
      maxWidth: 320,
      maxHeight: 300,
      fontSize: 48,
      rotation: 15,
    });
  });

  it('drops rotation when it returns to zero rather than saving rotation: 0', () => {
    const turned = transformLayer(
      sampleDoc(),
      'logo_0',
      { pos: [48, 48], scaleX: 1, scaleY: 1, rotation: 30 },
      'user',
    );
    const back = transformLayer(
      turned,
      'logo_0',
      { pos: [48, 48], scaleX: 1, scaleY: 1, rotation: 360 },
      'user',
    );
    expect(layerOf(back, 'logo_0')).not.toHaveProperty('rotation');
  });

  it('leaves a layer locked against moving and resizing as it is for a user', () => {
    const doc = sampleDoc();
    const t = { pos: [0, 0] as [number, number], scaleX: 2, scaleY: 2, rotation: 10 };
    expect(layerOf(transformLayer(doc, 'background', t, 'user'), 'background')).toEqual(
      layerOf(doc, 'background'),
    );
    expect(layerOf(transformLayer(doc, 'background', t, 'designer'), 'background')).toMatchObject({
      pos: [0, 0],
      width: 1500,
    });
  });
});

describe('sprite edits', () => {
  it('a new texture drops the old image’s focus box and crop', () => {
    const doc = updateLayers(sampleDoc(), ['product_0'], (l) =>
      l.type === 'sprite'
        ? {
            ...l,
            focusBox: { x: 0.1, y: 0.1, w: 0.2, h: 0.2 },
            crop: { x: 0, y: 0, w: 0.5, h: 0.5 },
          }
        : l,
    );
    const next = layerOf(setTexture(doc, 'product_0', '/files/new.png'), 'product_0');
    expect(next).toMatchObject({ texture: '/files/new.png' });
    expect(next).not.toHaveProperty('focusBox');
    expect(next).not.toHaveProperty('crop');
  });

  it('a manual focus point replaces the focus box', () => {
    const doc = updateLayers(sampleDoc(), ['background'], (l) =>
      l.type === 'sprite' ? { ...l, focusBox: { x: 0, y: 0, w: 1, h: 1 } } : l,
    );
    const next = layerOf(setFocus(doc, 'background', { x: 0.25, y: 0.75 }), 'background');
    expect(next).toMatchObject({ focus: { x: 0.25, y: 0.75 } });
    expect(next).not.toHaveProperty('focusBox');
  });

  it('does not touch a label given a texture', () => {
    const doc = sampleDoc();
    expect(setTexture(doc, 'mainLabel_0', '/x.png')).toBe(doc);
  });
});

describe('visibility and locks', () => {
  it('hides and shows a layer without leaving hidden: false behind', () => {
    const hidden = setHidden(sampleDoc(), 'logo_0', true);
    expect(layerOf(hidden, 'logo_0')?.hidden).toBe(true);
    expect(layerOf(setHidden(hidden, 'logo_0', false), 'logo_0')).not.toHaveProperty('hidden');
  });

  it('locks move, resize and delete together and unlocks by removing the lock', () => {
    const locked = setLocked(sampleDoc(), 'logo_0', true);
    expect(layerOf(locked, 'logo_0')?.lock).toEqual({ move: true, resize: true, delete: true });
    expect(layerOf(setLocked(locked, 'logo_0', false), 'logo_0')).not.toHaveProperty('lock');
  });
});

describe(normaliseAngle.name, () => {
  it.each([
    [0, 0],
    [190, -170],
    [-190, 170],
    [360, 0],
    [45.123, 45.12],
  ])('%d° → %d°', (input, expected) => {
    expect(normaliseAngle(input)).toBe(expected);
  });
});

describe(patchLabel.name, () => {
  const marked = () => {
    const { doc, key } = addLayer(
      createBlankDoc({ width: 750, height: 1334 }),
      'label',
      '春日上新',
    );
    const label = layerOf(doc, key);
    if (label?.type !== 'label') throw new Error('label missing');
    const slot = { field: 'mainLabel', index: 0, required: true, whenEmpty: 'collapse' } as const;
    return {
      key,
      doc: updateLayers(doc, [key], () => ({ ...label, slot: { ...slot, sample: label.text } })),
    };
  };
  const slotOf = (doc: TemplateDoc, key: string) => layerOf(doc, key)?.slot;

  it('carries a sample that was the old text over to the new text', () => {
    const { doc, key } = marked();
    expect(slotOf(patchLabel(doc, key, { text: '夏日新品' }), key)?.sample).toBe('夏日新品');
  });

  it('keeps a sample the designer wrote, and drops a followed one when the text is emptied', () => {
    const { doc, key } = marked();
    const own = patchLabel(doc, key, { text: '示例' });
    const written = updateLayers(own, [key], (l) =>
      l.slot ? { ...l, slot: { ...l.slot, sample: '自写' } } : l,
    );
    expect(slotOf(patchLabel(written, key, { text: '新字' }), key)?.sample).toBe('自写');
    expect(slotOf(patchLabel(doc, key, { text: ' ' }), key)).not.toHaveProperty('sample');
  });

  it('leaves the sample alone when the text does not change, and a missing layer alone', () => {
    const { doc, key } = marked();
    expect(slotOf(patchLabel(doc, key, { fontSize: 40 }), key)?.sample).toBe('春日上新');
    expect(patchLabel(doc, 'missing', { text: 'x' })).toBe(doc);
  });
});
