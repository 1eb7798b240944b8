import { addLayer } from '../doc-ops.js';
import { createBlankDoc } from '../blank.js';
import { describe, expect, it } from 'vitest';
import { defaultSlot, patchSlot, setCategory, slotCount, toggleTag, withSlot } from './slot-ops.js';

const blank = () => createBlankDoc({ width: 750, height: 1334 });

function withLayers() {
  const text = addLayer(blank(), 'label', '春日上新');
  const image = addLayer(text.doc, 'sprite', '');
  return { doc: image.doc, text: text.key, image: image.key };
}

describe('slot marking', () => {
  it('marks text as 主标题 first, then the next free text field; an image as 商品图', () => {
    const { doc, text, image } = withLayers();
    const label = doc.renderConfig.materials[text];
    const sprite = doc.renderConfig.materials[image];
    if (!label || !sprite) throw new Error('layers missing');
    const title = defaultSlot(doc, label);
    expect(title).toEqual({
      field: 'mainLabel',
      index: 0,
      required: true,
      whenEmpty: 'collapse',
      maxChars: 12,
      sample: '春日上新',
    });
    const marked = withSlot(doc, text, title);
    expect(defaultSlot(marked, sprite)).toEqual({
      field: 'product',
      index: 0,
      required: false,
      whenEmpty: 'keep',
    });
    expect(slotCount(marked)).toBe(1);
    expect(slotCount(withSlot(marked, text, undefined))).toBe(0);
    expect(marked.renderConfig.materials[text]).not.toBe(doc.renderConfig.materials[text]);
  });

  it('moves a changed field to its next free index and drops options of the other kind', () => {
    const { doc, text, image } = withLayers();
    const sprite = doc.renderConfig.materials[image];
    const label = doc.renderConfig.materials[text];
    if (!sprite || !label) throw new Error('layers missing');
    const taken = withSlot(doc, text, {
      field: 'mainLabel',
      index: 0,
      required: true,
      whenEmpty: 'hide',
    });
    const second = addLayer(taken, 'label', '副标题');
    const other = second.doc.renderConfig.materials[second.key];
    if (!other) throw new Error('layer missing');
    const slot = {
      field: 'secondLabel' as const,
      index: 0,
      required: false,
      whenEmpty: 'hide' as const,
    };
    expect(patchSlot(second.doc, other, slot, { field: 'mainLabel' }).index).toBe(1);
    const role = {
      field: 'role' as const,
      index: 0,
      required: false,
      whenEmpty: 'keep' as const,
      facing: 'left' as const,
    };
    expect(patchSlot(doc, sprite, role, { field: 'logo' })).not.toHaveProperty('facing');
  });
});

describe('template info', () => {
  it('sets the category and toggles tags by class, dropping an emptied class', () => {
    const doc = setCategory(blank(), 120);
    expect(doc.meta.category).toBe(120);
    const tagged = toggleTag(toggleTag(doc, 128, 12001, true), 128, 12002, true);
    expect(tagged.meta.tags).toEqual({ '128': [12001, 12002] });
    expect(toggleTag(tagged, 128, 12001, true).meta.tags).toEqual({ '128': [12001, 12002] });
    const cleared = toggleTag(toggleTag(tagged, 128, 12001, false), 128, 12002, false);
    expect(cleared.meta.tags).toEqual({});
  });
});
