import { addLayer } from '../doc-ops.js';
import { createBlankDoc } from '../blank.js';
import { describe, expect, it } from 'vitest';
import { slotIssues, type Layer, type Slot } from '@adstudio/render';
import {
  defaultFace,
  defaultSlot,
  patchSlot,
  setCategory,
  slotCount,
  toggleTag,
  withSlot,
} from './slot-ops.js';

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
      accepts: ['product'],
      cutout: 'preferred',
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

describe('an image slot’s accepts, cutout and face target (issue 32 item 6)', () => {
  const marked = () => {
    const { doc, image } = withLayers();
    const sprite = doc.renderConfig.materials[image] as Layer;
    return { doc, sprite, slot: defaultSlot(doc, sprite) as Slot };
  };
  const lintOf = (doc: ReturnType<typeof blank>, key: string, slot: Slot) =>
    slotIssues(withSlot(doc, key, slot)).map((i) => i.message);

  it('a person must be a cut-out and accepts a person; a logo drops the cutout and the face', () => {
    const { doc, sprite, slot } = marked();
    const role = patchSlot(doc, sprite, slot, { field: 'role' });
    expect(role).toMatchObject({ field: 'role', accepts: ['person'], cutout: 'required' });
    const face = defaultFace(doc, sprite);
    const withFace = { ...role, face };
    expect(lintOf(doc, sprite.key, withFace)).toEqual([]);

    const logo = patchSlot(doc, sprite, withFace, { field: 'logo' });
    expect(logo.accepts).toEqual(['logo']);
    expect(logo).not.toHaveProperty('cutout');
    expect(logo).not.toHaveProperty('face');
    expect(lintOf(doc, sprite.key, logo)).toEqual([]);
  });

  it('starts the face target at the spec’s width for the canvas, inside the layer', () => {
    const { doc, sprite } = marked();
    const face = defaultFace(doc, sprite);
    expect(face.yawShift).toBe(20);
    expect(face.targetWidth).toBe(Math.min(130, Math.floor(sprite.width * sprite.scale)));
    // What the lint refuses the panel can still be set to — and the save says why.
    expect(
      lintOf(doc, sprite.key, {
        field: 'role',
        index: 0,
        required: false,
        whenEmpty: 'keep',
        accepts: ['qr'],
        face: { ...face, center: [-5, -5] },
      }),
    ).toEqual([
      `${sprite.key}：人物插槽不能接受「二维码」`,
      `${sprite.key}：面部中心 (-5, -5) 不在图层范围内`,
    ]);
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
