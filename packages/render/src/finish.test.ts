import { describe, expect, it } from 'vitest';
import { SAMPLE_POSTER } from '../test/fixtures.js';
import { shapeLayer } from '../test/layers.js';
import { fillTemplate } from './fill.js';
import { finishedDesign, isStandIn } from './finish.js';
import { collectTextures } from './template.derive.js';
import { restoreTemplate } from './template.restore.js';

const doc = restoreTemplate(SAMPLE_POSTER.synthetic);
const hidden = (d: typeof doc, key: string) => d.renderConfig.materials[key]?.hidden === true;

describe('finishedDesign', () => {
  it('leaves out every empty image slot, the pill of an empty subtitle and the caption of no code', () => {
    const { doc: filled } = fillTemplate(doc, { mainLabel: ['春日上新'], secondLabel: '' });
    const done = finishedDesign(filled);
    for (const key of [
      'role_0',
      'product_0',
      'logo_0',
      'code_0',
      'codeLabel_0',
      'secondTextFrame_0',
    ])
      expect(hidden(done, key), key).toBe(true);
    expect(collectTextures(done).filter(isStandIn)).toEqual([]);
    expect(hidden(done, 'mainLabel_0')).toBe(false);
    // The editor's document keeps its stand-ins: only what is drawn for the user changes.
    expect(hidden(filled, 'logo_0')).toBe(false);
  });

  it("keeps the user's images, their frames and captions", () => {
    const { doc: filled } = fillTemplate(doc, SAMPLE_POSTER.replaceObj);
    const done = finishedDesign(filled);
    for (const key of [
      'role_0',
      'product_0',
      'logo_0',
      'code_0',
      'codeLabel_0',
      'secondTextFrame_0',
    ])
      expect(hidden(done, key), key).toBe(false);
  });

  it("leaves out an empty product's plinth, and keeps it under a product", () => {
    const staged = structuredClone(doc);
    staged.renderConfig.materials.deco_stage_0 = shapeLayer({
      key: 'deco_stage_0',
      radius: 10,
      pos: [200, 1100],
      width: 300,
      height: 30,
    });
    const empty = fillTemplate(staged, { mainLabel: ['春日上新'] }).doc;
    expect(hidden(finishedDesign(empty), 'deco_stage_0')).toBe(true);
    const full = fillTemplate(staged, SAMPLE_POSTER.replaceObj).doc;
    expect(hidden(finishedDesign(full), 'deco_stage_0')).toBe(false);
  });

  it('keeps a stand-in the designer marked keep', () => {
    const kept = structuredClone(doc);
    const logo = kept.renderConfig.materials.logo_0;
    if (logo?.slot) logo.slot.whenEmpty = 'keep';
    expect(hidden(finishedDesign(kept), 'logo_0')).toBe(false);
  });
});
