import { CANVAS_SIZE_LABELS, CANVAS_SIZES, CATEGORY_IDS } from '@adstudio/domain';
import { RESIZE_CHANGES, RESIZE_LAYOUTS } from '@adstudio/render';
import { Type } from '@fastify/type-provider-typebox';
import { literals, rowId } from '../http/schemas.js';
import { TEMPLATE_DOC_LIMITS } from '../templates/templates.document.js';
import { CATEGORY_NAMES, TemplateDetail } from '../templates/templates.schema.js';
import {
  DESIGN_DOC_MAX_CHARS,
  DESIGN_NAME_MAX_CHARS,
  EXPORT_FORMATS,
  SUBMIT_DATA_EXTRA_CHARS,
  REVIEW_REASON_MAX_CHARS,
  REVIEW_STATUSES,
  SUBMISSION_PAGE_SIZE_DEFAULT,
  SUBMISSION_PAGE_SIZE_MAX,
  SUBMISSION_STATUSES,
} from './designs.constants.js';

const Synthetic = Type.String({
  minLength: 1,
  maxLength: DESIGN_DOC_MAX_CHARS,
  description: `模板文档（JSON 字符串，QUICKCREATE §2）。${TEMPLATE_DOC_LIMITS}`,
});
const DesignId = Type.Optional(rowId('我的作品 id（更新它；须为本人的作品）'));
const SourceId = Type.Optional(rowId('打开的模板 id（模板库的模板或本人的作品）'));

export const SaveBody = Type.Object({
  id: DesignId,
  templateId: SourceId,
  blank: Type.Optional(
    Type.Boolean({
      description: '新建空白设计：不从模板开始的新作品（id、templateId 都不填时）',
    }),
  ),
  name: Type.Optional(Type.String({ maxLength: DESIGN_NAME_MAX_CHARS, description: '作品标题' })),
  synthetic: Synthetic,
});

export const DraftBody = Type.Object({ id: DesignId, templateId: SourceId, synthetic: Synthetic });

export const InfoQuery = Type.Object({ id: DesignId, templateId: SourceId });

export const Draft = Type.Object({
  template_id: Type.Integer({ description: '草稿所属的作品或模板' }),
  synthetic: Type.String(),
  updated_at: Type.String({ format: 'date-time' }),
});

export const DesignInfo = Type.Object({
  design: TemplateDetail,
  draft: Type.Union([Draft, Type.Null()], { description: '比保存的版本更新的自动保存' }),
});

export const ExportBody = Type.Object({
  id: rowId('作品或模板 id'),
  format: literals(EXPORT_FORMATS, 'png、jpeg 或 pdf'),
});

export const ExportResult = Type.Object({
  template_id: Type.Integer(),
  format: literals(EXPORT_FORMATS),
  url: Type.String({ description: '图片地址；pdf 为 data: 地址' }),
  width: Type.Integer(),
  height: Type.Integer(),
  downloads: Type.Integer({ description: '模板的下载数（已记入我的下载）' }),
});

/** The example in the resize call's documentation: the portrait sizes, 750x1334,1823x2578. */
const TALL_SIZES = CANVAS_SIZES.filter((s) => s.height > s.width).map(
  (s) => `${s.width}x${s.height}`,
);

const SubmitName = Type.String({
  minLength: 1,
  maxLength: DESIGN_NAME_MAX_CHARS,
  description: '模板名称',
});
const SubmitCategory = literals(CATEGORY_IDS, CATEGORY_NAMES.join('；'));
const SubmitTags = Type.String({ maxLength: 500, description: '标签 id：JSON 列表或逗号分隔' });

/** A designer's template as the service takes it, whichever way the client sent it. */
const ResubmitId = Type.Optional(rowId('重新提交：本人未通过审核的模板 id（它回到待审核）'));

export const Submit = Type.Object({
  name: SubmitName,
  synthetic: Synthetic,
  category: SubmitCategory,
  tags: Type.Optional(SubmitTags),
  id: ResubmitId,
});

/** The spec's `data` payload (create-and-write §7): the same fields in one JSON object. */
export const SubmitData = Type.Object({
  name: SubmitName,
  synthetic: Type.Union([Synthetic, Type.Object({}, { additionalProperties: true })], {
    description: `模板文档：对象或它的 JSON 字符串。${TEMPLATE_DOC_LIMITS}`,
  }),
  category: SubmitCategory,
  tags: Type.Optional(Type.Union([SubmitTags, Type.Array(Type.Integer())])),
  id: ResubmitId,
});

export const SubmitBody = Type.Object({
  data: Type.Optional(
    Type.String({
      maxLength: DESIGN_DOC_MAX_CHARS + SUBMIT_DATA_EXTRA_CHARS,
      description:
        'spec 的提交方式：JSON {"name","synthetic","category","tags"}（synthetic 可为对象）；给了 data 就不要再给下面的字段',
    }),
  ),
  name: Type.Optional(SubmitName),
  synthetic: Type.Optional(Synthetic),
  category: Type.Optional(SubmitCategory),
  tags: Type.Optional(SubmitTags),
  id: ResubmitId,
});

export const Submission = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  path: Type.String({ description: '预览图地址' }),
  category: Type.Integer(),
  tag_ids: Type.Array(Type.Integer()),
  width: Type.Integer(),
  height: Type.Integer(),
  status: literals(SUBMISSION_STATUSES, 'pending 待审核；pass 已通过；reject 未通过'),
  reason: Type.Union([Type.String(), Type.Null()]),
  author: Type.Object({ id: Type.Integer(), name: Type.String() }),
  slots: Type.Array(
    Type.Object({
      key: Type.String({ description: '图层名' }),
      field: Type.String({ description: '插槽内容：mainLabel、secondLabel … role、product、logo' }),
      label: Type.String({ description: '插槽内容的中文名，如 主标题、商品图' }),
      index: Type.Integer(),
      required: Type.Boolean(),
    }),
    { description: '模板的插槽（智能创作按它们填入文案和图片），按内容和序号排列' },
  ),
  lint: Type.Array(
    Type.Object({ layer_key: Type.Union([Type.String(), Type.Null()]), message: Type.String() }),
    {
      description:
        '模板检查（与提交前相同：不出画布、插槽在画布内、文字在最小字号下放得下）；空表示通过',
    },
  ),
  template_id: Type.Union([Type.Integer(), Type.Null()], {
    description: '通过后模板库中的模板 id',
  }),
  created_at: Type.String({ format: 'date-time' }),
  reviewed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** One of the designer's own submissions with its document, to edit it again (issue 32 item 9). */
export const SubmissionDetail = Type.Object({
  ...Submission.properties,
  synthetic: Type.String({ description: '模板文档（JSON）：在编辑器里重新编辑未通过的模板' }),
});
export const SubmissionDetailQuery = Type.Object({ id: rowId('本人提交的模板 id') });

export const SubmissionPage = Type.Object({
  lists: Type.Array(Submission),
  total: Type.Integer(),
});

export const SubmissionQuery = Type.Object({
  cur_page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  page_size: Type.Integer({
    minimum: 1,
    maximum: SUBMISSION_PAGE_SIZE_MAX,
    default: SUBMISSION_PAGE_SIZE_DEFAULT,
  }),
});

export const ReviewBody = Type.Object({
  id: rowId('待审核模板 id'),
  status: literals(REVIEW_STATUSES, 'pass 通过；reject 拒绝'),
  reason: Type.Optional(
    Type.String({ maxLength: REVIEW_REASON_MAX_CHARS, description: '拒绝原因（拒绝时必填）' }),
  ),
});

export const EditorFont = Type.Object({
  family: Type.String(),
  url: Type.String({ description: '字体文件地址' }),
  weight: Type.Optional(Type.Integer()),
  style: Type.Optional(Type.Union([Type.Literal('normal'), Type.Literal('italic')])),
  unicode_range: Type.Optional(
    Type.String({ description: '此文件负责绘制的字符（CSS unicode-range）' }),
  ),
});

export const FontFileParams = Type.Object({
  file: Type.String({ pattern: '^[a-f0-9]{24}\\.(ttf|otf|woff2?)$' }),
});

export const AssetParams = Type.Object({
  '*': Type.String({
    pattern: '^[A-Za-z0-9][\\w./-]{0,200}\\.(jpg|png)$',
    description: '模板自带图片 asset://<路径> 的路径',
  }),
});

// One design in other canvas sizes (issue 32 item 1): the documents and what the resize did to them.
export const ResizeBody = Type.Object({
  id: rowId('要调整尺寸的作品或模板 id（模板库的模板或本人的作品）'),
  sizes: Type.String({
    minLength: 1,
    maxLength: 200,
    description: `目标尺寸，逗号分隔，如 ${TALL_SIZES.join(',')}；可选 ${CANVAS_SIZE_LABELS.join('、')}`,
  }),
  synthetic: Type.Optional({
    ...Synthetic,
    description: '编辑器里当前的文档（含未保存的修改）；不给则用已保存的',
  }),
});

export const ResizeSaveBody = Type.Object({
  ...ResizeBody.properties,
  name: Type.Optional(
    Type.String({
      maxLength: DESIGN_NAME_MAX_CHARS,
      description: '新作品标题的前缀（默认用原作品名），后接尺寸',
    }),
  ),
});

const ResizeIssue = Type.Object({
  layer_key: Type.String({ description: '图层名' }),
  label: Type.String({ description: '图层的中文名，如 主标题、人物' }),
  message: Type.String(),
});

export const ResizeReport = Type.Object({
  width: Type.Integer(),
  height: Type.Integer(),
  scale: Type.Number({ description: '内容整体缩放的倍数' }),
  family_changed: Type.Boolean({ description: '画面由横变竖或由竖变横' }),
  layout: literals(RESIZE_LAYOUTS, 'pinned 按边缘与居中固定；centred 为避免遮挡整体居中'),
  layers: Type.Array(
    Type.Object({
      ...ResizeIssue.properties,
      changes: Type.Array(literals(RESIZE_CHANGES), {
        description:
          'moved 移动、shrank 缩小、grew 放大、stretched 拉伸铺满、rewrapped 重新换行、hidden 隐藏、archetype 按专用版式',
      }),
    }),
    { description: '每个有变化的图层' },
  ),
  overflows: Type.Array(ResizeIssue, { description: '在最小字号（或可读下限）下放不下的文字' }),
  lint: Type.Array(
    Type.Object({ layer_key: Type.Union([Type.String(), Type.Null()]), message: Type.String() }),
    { description: '新尺寸的模板检查结果；空表示通过' },
  ),
  summary: Type.String({ description: '一句话说明' }),
});

export const ResizeResult = Type.Object({
  width: Type.Integer(),
  height: Type.Integer(),
  synthetic: Type.String({ description: '新尺寸的模板文档（JSON 字符串）' }),
  report: ResizeReport,
});

export const ResizeSaved = Type.Object({
  width: Type.Integer(),
  height: Type.Integer(),
  report: ResizeReport,
  design: TemplateDetail,
});
