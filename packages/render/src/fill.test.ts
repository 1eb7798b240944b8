import { describe, expect, it } from 'vitest';
import { nodeMeasurer } from '../node/measure.node.js';
import { SAMPLE_POSTER } from '../test/fixtures.js';
import { fillTemplate, splitTitle } from './fill.js';
import { collectTextures, deriveColumns } from './template.derive.js';
import { restoreTemplate } from './template.restore.js';

const doc = restoreTemplate(SAMPLE_POSTER.synthetic);
const layer = (d: typeof doc, key: string) => d.renderConfig.materials[key]!;

describe('fillTemplate', () => {
  it('puts the sample replaceObj into its slots without touching the input document', () => {
    const { doc: filled, warnings } = fillTemplate(doc, SAMPLE_POSTER.replaceObj, { measurer: nodeMeasurer });
    expect(warnings).toEqual([]);
    expect(layer(filled, 'mainLabel_1')).toMatchObject({ text: '限时尝鲜' });
    expect(layer(filled, 'logo_0')).toMatchObject({ texture: 'material:10452' });
    expect(layer(filled, 'role_0')).toMatchObject({ texture: 'material:10450', flipX: true });
    expect(layer(doc, 'role_0')).toMatchObject({ texture: 'asset://placeholders/person-silhouette.png' });
    expect(collectTextures(filled)).toContain('material:10451');
  });

  it('splits one long title over the title slots at 、，· or a space near the middle', () => {
    expect(splitTitle('夏日冰饮第二杯半价，全场满300减50', 2)).toEqual(['夏日冰饮第二杯半价', '全场满300减50']);
    expect(splitTitle('第一行\n第二行', 2)).toEqual(['第一行', '第二行']);
    expect(splitTitle('春日新品限时尝鲜', 2)).toEqual(['春日新品', '限时尝鲜']);
    // Where Chinese meets a number, not inside a word (春日新 / 品1号).
    expect(splitTitle('春日新品1号', 2)).toEqual(['春日新品', '1号']);
    expect(splitTitle('iPhone新品首发', 2)).toEqual(['iPhone', '新品首发']);
    const { doc: filled } = fillTemplate(doc, { mainLabel: ['早餐多一口，元气满一天'] });
    expect([layer(filled, 'mainLabel_0'), layer(filled, 'mainLabel_1')]).toMatchObject([{ text: '早餐多一口' }, { text: '元气满一天' }]);
  });

  it('applies whenEmpty and warns in Chinese', () => {
    const { doc: filled, warnings } = fillTemplate(
      doc,
      { mainLabel: [], secondLabel: '全国门店同享 · 会员再享九折优惠活动进行中，欢迎新老顾客光临', logo_0: '' },
      { measurer: nodeMeasurer },
    );
    expect(layer(filled, 'mainLabel_0').hidden).toBeFalsy();
    expect(layer(filled, 'mainLabel_1').hidden).toBe(true);
    expect(layer(filled, 'logo_0').hidden).toBe(true);
    expect(warnings).toEqual([
      '主标题为必填项，当前为空',
      '副标题「全国门店同享 · 会员再享九折优惠活动进行中，欢迎新老顾客光临」超过建议的 16 字',
      '副标题已缩至下限，建议 16 字内',
    ]);
  });

  it('moves the person to role_left_0 when the face looks the other way, and crops around the face', () => {
    const withAlt = structuredClone(doc);
    withAlt.renderConfig.materials.role_left_0 = { ...layer(doc, 'role_0'), key: 'role_left_0', pos: [210, 1120], zIndex: 4, hidden: true };
    const box = { x: 0.4, y: 0.1, w: 0.2, h: 0.15 };
    const { doc: filled } = fillTemplate(withAlt, { role_0: 'material:1' }, { faces: { 'material:1': { box, yaw: 25 } } });
    expect(layer(filled, 'role_0').hidden).toBe(true);
    expect(layer(filled, 'role_left_0')).toMatchObject({ hidden: false, texture: 'material:1', focusBox: box });
  });

  it('derives the database columns', () => {
    expect(deriveColumns(doc)).toEqual({
      width: 750,
      height: 1334,
      category: 121,
      tagIds: [12001, 13104, 16402, 16501],
      slots: ['mainLabel', 'secondLabel', 'thirdLabel', 'notesLabel', 'codeLabel', 'role', 'product', 'logo', 'code', 'background'],
      layoutFamily: 'P-title-top-hero-bottom',
    });
  });
});
