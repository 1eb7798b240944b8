import { Type } from '@fastify/type-provider-typebox';
import { literals } from '../http/schemas.js';
import { TemplateDetail } from '../templates/templates.schema.js';
import {
  COPY_LINES_MAX,
  COPY_MAX_CHARS,
  COPY_TOTAL_MAX_CHARS,
  FIELD_MAX_CHARS,
  IMAGE_REF_MAX_CHARS,
} from './smart.constants.js';
import { COPY_FIELDS, IMAGE_FIELDS } from './smart.inputs.js';

const ImageRef = (description: string) =>
  Type.Optional(
    Type.String({
      maxLength: IMAGE_REF_MAX_CHARS,
      description: `${description}：素材库图片地址、material:<id> 或本人上传的地址；空表示没有`,
    }),
  );

// Form-encoded like every spec call; list and object fields arrive as JSON strings.
export const SmartProfileBody = Type.Object({
  tagId: Type.String({
    maxLength: FIELD_MAX_CHARS,
    description: '使用场景：标签 id 的 JSON 列表，如 [268,11572]',
  }),
  text: Type.Optional(
    Type.String({
      maxLength: FIELD_MAX_CHARS,
      description: `文案：JSON {"mainLabel","secondLabel","thirdLabel"}（各为一段文字或文字列表），或直接一段主标题；单张流程另有 codeLabel、productTopLabel、productLabel（四组内容依次的主内容、次内容a、次内容b，共12行，空行占位）、productNotesLabel、notesLabel、copyrightNotice，只填入单张详情模板。上限：每栏最多 ${COPY_LINES_MAX} 行、每行 ${COPY_MAX_CHARS} 字，全部文案合计 ${COPY_TOTAL_MAX_CHARS} 字；超出即答 400，不做任何生成`,
    }),
  ),
  product: ImageRef('商品主图'),
  role: ImageRef('人物主图'),
  code: ImageRef('二维码'),
  logo: ImageRef('Logo'),
  templateIds: Type.Optional(
    Type.String({
      maxLength: FIELD_MAX_CHARS,
      description: '生成更多：要填充的模板 id 的 JSON 列表（取自上次的 originTemplateIds）',
    }),
  ),
  is_check: Type.Union([Type.Literal(0), Type.Literal(1)], {
    default: 1,
    description: '1 新媒体首图流程；0 海报与单张流程',
  }),
});

const UnitBox = Type.Object(
  { x: Type.Number(), y: Type.Number(), w: Type.Number(), h: Type.Number() },
  { description: '图片中的框，以图片宽高的 0–1 计' },
);

export const SmartImageUse = Type.Object({
  field: literals(IMAGE_FIELDS),
  layer: Type.String({ description: '放进的图层，如 role_0、background' }),
  path: Type.String({ description: '画进设计的图片地址（抠图后的透明图即其本身）' }),
  face_box: Type.Optional(UnitBox),
  subject_box: Type.Optional(UnitBox),
  mirrored: Type.Boolean({ description: '人物已镜像，面朝文案' }),
  cutout: Type.Boolean({ description: '透明的抠图' }),
});

export const SmartMatch = Type.Object({
  score: Type.Number({ description: '0–1，越高越合适' }),
  precise: Type.Boolean({ description: '每个所选分类都命中且没有提醒' }),
  reasons: Type.Array(Type.String(), { description: '为什么推荐，如「匹配：餐饮美食 · 公众号」' }),
  warnings: Type.Array(Type.String(), { description: '需要留意的地方，如「副标题已缩至下限」' }),
  shorten: Type.Array(
    Type.Object({
      field: literals(COPY_FIELDS),
      maxChars: Type.Integer({ description: '放得下的字数' }),
    }),
    { description: '缩到下限的文案行和建议字数（「缩短到 N 字」）' },
  ),
  images: Type.Array(SmartImageUse, {
    description: '你的每张图片放在哪里，以及摆放所依据的人脸框、主体框、镜像与抠图',
  }),
});

export const SmartTemplate = Type.Object({
  ...TemplateDetail.properties,
  match: SmartMatch,
  previewUrl: Type.String({
    description: '填好你的文案和图片的成品预览图（JPEG，首次加载时绘制）；path 仍是模板自己的预览',
  }),
});

export const SmartProfileResult = Type.Object({
  type: Type.Union(
    [Type.Literal('单人'), Type.Literal('背景'), Type.Literal('无'), Type.Literal('全部')],
    {
      description:
        '单人/背景：只有精准模板（给了人物或商品图，每个结果都放得下它）；无：没有精准模板，其余模板按精准展示；全部：3 精准 + 6 其他',
    },
  ),
  originTemplateIds: Type.Array(Type.Integer(), {
    description: '全部排好序的模板 id，生成更多按它翻页',
  }),
  preciseIds: Type.Array(Type.Integer(), { description: 'originTemplateIds 中的精准模板' }),
  templateLists: Type.Array(SmartTemplate),
  excluded: Type.Array(
    Type.Object({
      reason: Type.Union([
        Type.Literal('image'),
        Type.Literal('slots'),
        Type.Literal('copy'),
        Type.Literal('upscale'),
        Type.Literal('face'),
      ]),
      count: Type.Integer(),
      message: Type.String({ description: '如「已为你排除 12 个放不下标题的模板」' }),
    }),
  ),
});
