// PSD import (issue 32 item 2): the limits a designer's PSD is held to, checked from its header
// before anything is decoded, and the closed lists and sentences of the import's warnings.
import { LAYER_MAX } from '@adstudio/render';

/** The file itself: the multipart stream stops reading past it (a 300 MB PSD never lands whole). */
export const PSD_MAX_BYTES = 100 * 1024 * 1024;
/**
 * Layer records in the header (a group counts twice: its start and its end). A template holds at
 * most LAYER_MAX layers, so a PSD past it could not be stored anyway.
 */
export const PSD_LAYER_MAX = LAYER_MAX;
/** What ag-psd may allocate for the layers' pixels: 200 layers the size of the largest canvas. */
export const PSD_DECODE_MAX_BYTES = 512 * 1024 * 1024;
/** A text slot's minimum size is this share of the designer's size, and never below 12 px. */
export const PSD_MIN_FONT_SHARE = 0.5;
export const PSD_MIN_FONT_PX = 12;

/** The URL a converted image carries until the main thread stores it (psd.worker.ts). */
export const PSD_IMAGE_STAND_IN = 'psd-image:';

/** PSD header colour modes (Adobe's file format: 0 Bitmap … 9 Lab) by their Photoshop names. */
export const PSD_COLOR_MODES: Readonly<Record<number, string>> = {
  0: '位图',
  1: '灰度',
  2: '索引颜色',
  3: 'RGB',
  4: 'CMYK',
  7: '多通道',
  8: '双色调',
  9: 'Lab',
};
export const PSD_RGB = 3;
export const PSD_DEPTH = 8;

/** Why a file could not be read, in the psdBroken message. */
export const PSD_BROKEN_REASONS = {
  signature: '不是 PSD 文件',
  psb: '大型文档格式（PSB）不支持，请存为 PSD',
  truncated: '文件不完整',
  decode: '文件已损坏',
  memory: '图层像素合计过大，请合并或缩小图层后再导入',
  empty: '没有收到文件',
} as const;

// ag-psd's blend mode names that a canvas draws too (globalCompositeOperation); others draw normal.
export const PSD_BLEND_MODES: ReadonlySet<string> = new Set([
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color dodge',
  'color burn',
  'hard light',
  'soft light',
  'difference',
  'exclusion',
  'hue',
  'saturation',
  'color',
  'luminosity',
]);

/** The import's warnings: what the template does not carry over from the PSD, each naming the layer. */
export const PSD_WARNINGS = {
  fontMapped: (layer: string, font: string, label: string) =>
    `图层「${layer}」的字体「${font}」不在授权字体库中，已换成「${label}」`,
  noPixels: (layer: string) => `图层「${layer}」没有像素（调整图层或空图层），没有导入`,
  offCanvas: (layer: string) => `图层「${layer}」完全在画布外，没有导入`,
  clipped: (layer: string) => `图层「${layer}」超出画布的部分已裁掉`,
  effects: (layer: string) => `图层「${layer}」的图层样式没有导入`,
  blend: (layer: string, mode: string) => `图层「${layer}」的混合模式「${mode}」不支持，按正常绘制`,
  duplicateSlot: (layer: string) => `图层名「${layer}」重复，只有第一个设为插槽`,
  slotKind: (layer: string, field: string) =>
    `图层「${layer}」不能做${field}插槽（文字插槽要文字图层，图片插槽要图片图层）`,
} as const;
