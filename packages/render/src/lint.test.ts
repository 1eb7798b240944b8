import { describe, expect, it } from 'vitest';
import { nodeMeasurer } from '../node/measure.node.js';
import { SAMPLE_POSTER } from '../test/fixtures.js';
import { collectTextures } from './template.derive.js';
import { lintTemplate } from './lint.js';
import { restoreTemplate } from './template.restore.js';

// The sample with every placeholder's licence recorded, as a generated template would have it.
function licensedSample() {
  const doc = restoreTemplate(SAMPLE_POSTER.synthetic);
  doc.meta.provenance = { source: 'generated', assets: collectTextures(doc).map((ref) => ({ ref, licence: 'CC0-1.0' })) };
  return doc;
}

describe('lintTemplate', () => {
  it('passes the sample once its art licences are recorded', () => {
    expect(lintTemplate(licensedSample(), nodeMeasurer)).toEqual([]);
  });

  it('flags art without a licence entry, as the sample stores it', () => {
    const issues = lintTemplate(restoreTemplate(SAMPLE_POSTER.synthetic));
    expect(issues).toContainEqual({ layerKey: 'logo_0', message: '图片 asset://placeholders/logo.png 没有登记授权（meta.provenance.assets）' });
  });

  it('catches overlaps, unlicensed fonts, duplicate zIndex and text that cannot fit its slot', () => {
    const doc = licensedSample();
    const m = doc.renderConfig.materials;
    Object.assign(m.secondLabel_0!, { pos: [375, 260] });
    Object.assign(m.thirdLabel_0!, { fontFamily: 'Microsoft YaHei', pos: [600, 1250] });
    Object.assign(m.codeLabel_0!, { zIndex: 10 });
    Object.assign(m.notesLabel_0!, { slot: { ...m.notesLabel_0!.slot!, maxChars: 60 } });
    Object.assign(m.role_0!, { slot: { ...m.role_0!.slot!, face: { targetWidth: 130, center: [375, 470], yawShift: 20 } } });
    expect(lintTemplate(doc, nodeMeasurer)).toEqual(
      expect.arrayContaining([
        { layerKey: 'mainLabel_0', message: '文字框与 secondLabel_0 重叠' },
        { layerKey: 'thirdLabel_0', message: '字体 Microsoft YaHei 不在授权字体库中' },
        { layerKey: 'thirdLabel_0', message: '文字框压住了 code_0' },
        { layerKey: 'codeLabel_0', message: '层级 10 与图层 mainLabel_0 重复' },
        { layerKey: 'mainLabel_1', message: '文字框压住了 role_0 的面部区域' },
        { layerKey: 'notesLabel_0', message: '60 个字在最小字号 18 下放不下' },
      ]),
    );
  });
});
