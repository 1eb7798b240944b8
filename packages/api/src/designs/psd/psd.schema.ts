// PSD import's wire shapes (issue 32 item 2).
import { Type } from '@fastify/type-provider-typebox';
import { SLOT_FIELDS } from '@adstudio/render';
import { TemplateDetail } from '../../templates/templates.schema.js';

// What OpenAPI shows of the form (tools read it); @fastify/multipart reads the part itself, so the
// field is optional to the validator and a missing file gets the import's own message.
export const PsdImportForm = Type.Object({
  file: Type.Optional(
    Type.String({
      format: 'binary',
      description: 'PSD 文件（RGB、8 位/通道，画布为六种尺寸之一）',
    }),
  ),
});

export const PsdImportResult = Type.Object({
  template: Type.Object(TemplateDetail.properties, {
    description: '导入后的模板：设计师本人的作品，用编辑器打开（tempId=id）继续标记插槽、提交审核',
  }),
  warnings: Type.Array(Type.String(), {
    description: '没有原样带过来的内容：换成授权字体的图层（写明原字体）、未导入的图层、图层样式等',
  }),
  slots: Type.Array(
    Type.Object({
      key: Type.String({ description: '图层名，例如 mainLabel_0' }),
      field: Type.Enum(SLOT_FIELDS),
      index: Type.Integer(),
    }),
    { description: '按图层名（mainLabel_0、role_0、logo_0 …）设为插槽的图层' },
  ),
});
