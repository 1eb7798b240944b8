import { readFileSync } from 'node:fs';
import { lintTemplate, restoreTemplate } from '@adstudio/render';
import { nodeMeasurer } from '@adstudio/render/node';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.js';
import { convertPsd } from './psd.convert.js';
import { FIXTURE_FILES, FIXTURES_DIR, manyLayersPsd, samplePsd } from './psd.fixtures.js';
import { mapFont } from './psd.fonts.js';
import { readCheckedPsd } from './psd.read.js';

const fixture = (name: keyof typeof FIXTURE_FILES) => readFileSync(FIXTURES_DIR + name);

async function convertSample() {
  const { psd, size } = readCheckedPsd(fixture('banner-1080x460.psd'));
  let n = 0;
  return convertPsd(psd, size, () => {
    n += 1;
    return { key: `user_upload/2/${n}.png`, url: `/api/v1/files/user_upload/2/${n}.png` };
  });
}

/** The refusal's message (an ApiError from the header check or the reader). */
function refusal(bytes: Buffer): string {
  try {
    readCheckedPsd(bytes);
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).not.toBe(500);
    return (err as ApiError).message;
  }
  throw new Error('the PSD was accepted');
}

describe('PSD fixtures', () => {
  it('are the files ag-psd writes from psd.fixtures.ts', () => {
    for (const [name, make] of Object.entries(FIXTURE_FILES)) {
      expect(Buffer.compare(fixture(name as keyof typeof FIXTURE_FILES), make()), name).toBe(0);
    }
  });
});

describe(convertPsd.name, () => {
  it('turns text layers into labels, pixel layers into sprites and keeps the groups', async () => {
    const { doc, images } = await convertSample();
    const layers = doc.renderConfig.materials;
    expect(doc.renderConfig).toMatchObject({ width_g: 1080, height_g: 460 });
    expect(doc.meta.category).toBe(120);
    expect(layers.mainLabel_0).toMatchObject({
      type: 'label',
      text: '夏日新品 限时特惠',
      fontSize: 64,
      fontFamily: 'noto-sans-sc',
      fontWeight: 700,
      fillColor: '#ffffff',
    });
    expect(layers.background).toMatchObject({
      type: 'sprite',
      pos: [540, 230],
      width: 1080,
      height: 460,
    });
    const groups = Object.values(layers).filter((l) => l.type === 'group');
    expect(groups.map((g) => g.name)).toEqual(['主视觉', '文案']);
    const main = groups[0]?.key;
    expect([layers.role_0?.parent, layers.logo_0?.parent]).toEqual([main, main]);
    expect(Object.values(layers).find((l) => l.name === '旧版草稿')).toMatchObject({
      hidden: true,
    });
    // Four pixel layers (the hidden one too), each its own PNG; the bottom layer is drawn first.
    expect(images).toHaveLength(4);
    expect(images.every((i) => i.png.subarray(1, 4).toString() === 'PNG')).toBe(true);
    expect(layers.background?.zIndex).toBeLessThan(layers.mainLabel_0?.zIndex ?? 0);
    // What the editor and the renderer read, passing the whole lint of 提交审核 as it is.
    expect(() => restoreTemplate(doc)).not.toThrow();
    expect(lintTemplate(doc, nodeMeasurer)).toEqual([]);
  });

  it('marks the layers named as the spec names slots (mainLabel_0, role_0, logo_0 …)', async () => {
    const { doc, slots } = await convertSample();
    expect(slots).toEqual([
      { key: 'role_0', field: 'role', index: 0 },
      { key: 'logo_0', field: 'logo', index: 0 },
      { key: 'mainLabel_0', field: 'mainLabel', index: 0 },
      { key: 'secondLabel_0', field: 'secondLabel', index: 0 },
    ]);
    const layers = doc.renderConfig.materials;
    expect(layers.mainLabel_0?.slot).toMatchObject({
      field: 'mainLabel',
      required: true,
      sample: '夏日新品 限时特惠',
    });
    expect(layers.role_0?.slot).toMatchObject({ field: 'role', accepts: ['person'] });
    expect(Object.values(layers).find((l) => l.name === '标语')?.slot).toBeUndefined();
  });

  it('warns naming each font it replaced, and the pixels cut at the canvas edge', async () => {
    const { warnings, doc } = await convertSample();
    expect(warnings).toEqual([
      '图层「role_0」超出画布的部分已裁掉',
      '图层「mainLabel_0」的字体「MicrosoftYaHei-Bold」不在授权字体库中，已换成「思源黑体」',
      '图层「标语」的字体「STXingkai」不在授权字体库中，已换成「马善政毛笔楷书」',
    ]);
    // 思源黑体 under its Adobe name is the licensed font itself: no warning.
    expect(doc.renderConfig.materials.secondLabel_0).toMatchObject({
      fontFamily: 'noto-sans-sc',
      fontWeight: 400,
    });
    expect(doc.renderConfig.materials.role_0).toMatchObject({ width: 320, height: 400 });
  });
});

describe(mapFont.name, () => {
  it('maps each kind of font to the nearest licensed family and weight', () => {
    expect(mapFont('PingFangSC-Semibold')).toMatchObject({
      family: 'noto-sans-sc',
      weight: 600,
      replaced: true,
    });
    expect(mapFont('SourceHanSansSC-Heavy')).toMatchObject({
      family: 'noto-sans-sc',
      weight: 800,
      replaced: false,
    });
    expect(mapFont('STKaiti')).toMatchObject({
      family: 'lxgw-wenkai',
      weight: 400,
      replaced: true,
    });
    expect(mapFont('SimSun')).toMatchObject({ family: 'zcool-xiaowei', replaced: true });
    expect(mapFont('LXGWWenKai-Bold')).toMatchObject({
      family: 'lxgw-wenkai',
      weight: 700,
      replaced: false,
    });
    expect(mapFont('SimHei', true)).toMatchObject({ family: 'noto-sans-sc', weight: 700 });
    expect(mapFont('SmileySans-Oblique')).toMatchObject({
      family: 'smiley-sans',
      weight: 400,
      replaced: false,
    });
  });
});

describe(readCheckedPsd.name, () => {
  it('refuses a CMYK document from its header', () => {
    expect(refusal(fixture('cmyk.psd'))).toBe(
      '只支持 RGB 颜色模式的 PSD（这个文件是 CMYK），请在 Photoshop 里转为 RGB 后再导入',
    );
  });

  it('refuses a 16-bit document from its header', () => {
    expect(refusal(fixture('16bit.psd'))).toBe(
      '只支持 8 位/通道的 PSD（这个文件是 16 位），请转为 8 位后再导入',
    );
  });

  it('refuses 5,000 layers from the layer count, before decoding any', () => {
    expect(refusal(manyLayersPsd(5000))).toBe('PSD 图层太多：5000 个，最多 200 个');
  });

  it('refuses a cut-off or foreign file as unreadable', () => {
    expect(refusal(fixture('truncated.psd'))).toBe('PSD 文件无法读取：文件已损坏');
    expect(refusal(Buffer.from('GIF89a not a psd at all, no'))).toBe(
      'PSD 文件无法读取：不是 PSD 文件',
    );
    expect(refusal(samplePsd().subarray(0, 20))).toBe('PSD 文件无法读取：文件不完整');
    const psb = samplePsd();
    psb.writeUInt16BE(2, 4);
    expect(refusal(psb)).toBe('PSD 文件无法读取：大型文档格式（PSB）不支持，请存为 PSD');
  });

  it('refuses a canvas that is not one of the six sizes', () => {
    const odd = samplePsd();
    odd.writeUInt32BE(1000, 18);
    expect(refusal(odd)).toBe(
      'PSD 画布 1000x460 不是可用的尺寸（可选 900x383、1080x460、750x1334、1334x750、1823x2578、2578x1823）',
    );
  });
});
