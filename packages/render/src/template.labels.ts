import type { SlotField } from './template.schema.js';

/** Chinese names of the slot fields, as warnings and lint messages show them. */
export const SLOT_FIELD_LABELS: Record<SlotField, string> = {
  mainLabel: '主标题',
  secondLabel: '副标题',
  thirdLabel: '三级标题',
  productLabel: '商品名称',
  productTopLabel: '商品标语',
  productNotesLabel: '商品说明',
  notesLabel: '备注',
  copyrightNotice: '版权声明',
  codeLabel: '二维码文字',
  role: '人物',
  product: '商品图',
  logo: 'Logo',
  code: '二维码',
  background: '背景',
};
