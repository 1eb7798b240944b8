import { Type, type Static } from '@fastify/type-provider-typebox';
import { pageNumber, rowId } from '../http/schemas.js';
import { TagRefSchema } from '../materials/materials.schema.js';
import { MATERIAL_LIST_MAX, UPLOAD_PAGE_SIZE_DEFAULT } from './uploads.constants.js';

export const GrantBody = Type.Object({
  purpose: Type.Union([Type.Literal('material'), Type.Literal('image')], {
    default: 'material',
    description: 'material 素材（10MB）；image 用户图片（5MB）',
  }),
});

export const GrantResult = Type.Object({
  objectKey: Type.String({ description: '对象键，上传后交给 /client/file/uploadFile' }),
  purpose: Type.String(),
  maxBytes: Type.Integer(),
  expiresAt: Type.String({ format: 'date-time' }),
  driver: Type.Union([Type.Literal('local'), Type.Literal('oss')]),
  method: Type.Union([Type.Literal('PUT'), Type.Literal('POST')]),
  url: Type.String({
    description: 'local：PUT 原始字节；oss：multipart POST（先 fields，再文件）',
  }),
  fields: Type.Record(Type.String(), Type.String()),
  fileField: Type.Union([Type.String(), Type.Null()]),
});

export const StorageParams = Type.Object({
  userId: Type.String({ pattern: '^\\d{1,10}$' }),
  name: Type.String({ pattern: '^[a-f0-9]{32}$' }),
});
export const StorageQuery = Type.Object({
  expires: Type.Integer({ minimum: 0, maximum: 4_102_444_800 }),
  max: Type.Integer({ minimum: 1, maximum: 1024 * 1024 * 1024 }),
  sig: Type.String({ maxLength: 100 }),
});
export const StorageResult = Type.Object({ objectKey: Type.String(), size: Type.Integer() });

export const RegisterBody = Type.Object({
  path: Type.String({
    minLength: 1,
    maxLength: 1000,
    description: '授权返回的 objectKey（或上传后的地址）；格式、宽高、大小一律以文件为准',
  }),
  // What the client believes the file is (its name, extension or MIME type): never used for the
  // answer, only checked against the bytes, so a PNG renamed .svg is refused.
  name: Type.Optional(Type.String({ maxLength: 255, description: '原文件名（仅用于核对）' })),
  format: Type.Optional(Type.String({ maxLength: 50 })),
  fileFormat: Type.Optional(Type.String({ maxLength: 50 })),
  // The legacy client sends these; they are accepted and ignored.
  size_width: Type.Optional(Type.String({ maxLength: 20 })),
  size_height: Type.Optional(Type.String({ maxLength: 20 })),
  file_size: Type.Optional(Type.String({ maxLength: 20 })),
});
export const RegisterResult = Type.Object({
  materialId: Type.Integer(),
  filePath: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  fileFormat: Type.Union([Type.Literal('jpeg'), Type.Literal('png'), Type.Literal('svg')]),
  file_size: Type.Integer(),
  insertResult: Type.Object({ insertId: Type.Integer() }),
});

export const PublishBody = Type.Object({
  data: Type.String({
    minLength: 2,
    description:
      'JSON：{"materialList":[{"file_id","tags":[...],"category_id"|"category","copyright_status",' +
      '"copyright_name","copyright_url","title"?}]}',
  }),
});
// The JSON inside `data`. Only types are checked here; what makes a submission complete (spec §5:
// tags, category, copyright) is the service's, as an incomplete item is flagged by its id.
const IdValue = Type.Union([rowId(), Type.String({ pattern: '^\\s*\\d{1,10}\\s*$' })]);
const Code = Type.Union([Type.Integer(), Type.String({ maxLength: 20 })]);
const Text = Type.String({ maxLength: 10_000 });
export const SubmissionItem = Type.Object({
  file_id: Type.Optional(IdValue),
  material_id: Type.Optional(IdValue),
  tags: Type.Optional(
    Type.Union([
      Type.Array(Type.Union([Text, Type.Object({ name: Text })]), { maxItems: 1000 }),
      Text,
    ]),
  ),
  category_id: Type.Optional(Code),
  category: Type.Optional(Text),
  copyright_status: Type.Optional(Code),
  copyright_name: Type.Optional(Text),
  copyright_url: Type.Optional(Text),
  title: Type.Optional(Text),
});
export type SubmissionItem = Static<typeof SubmissionItem>;
export const PublishData = Type.Object({
  materialList: Type.Array(SubmissionItem, { minItems: 1, maxItems: MATERIAL_LIST_MAX }),
});

export const PublishResult = Type.Object({
  materialIds: Type.Array(Type.Integer()),
  status: Type.Literal('wait'),
});

export const ResubmitBody = Type.Object({
  data: Type.String({
    minLength: 2,
    description: 'JSON：{"material_id", 其余字段同 uploadV2 的 materialList 元素}',
  }),
});
export const ResubmitResult = Type.Object({ id: Type.Integer(), status: Type.Literal('wait') });

export const UploadListQuery = Type.Object({
  cur_page: pageNumber,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: UPLOAD_PAGE_SIZE_DEFAULT }),
});

export const UploadRecord = Type.Object({
  id: Type.Integer(),
  path: Type.String(),
  title: Type.String(),
  tags: Type.Array(TagRefSchema),
  status: Type.Union([Type.Literal('wait'), Type.Literal('pass'), Type.Literal('reject')]),
  reason: Type.Union([Type.String(), Type.Null()], { description: '拒绝原因' }),
  category: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  size_width: Type.Integer(),
  size_height: Type.Integer(),
  file_size: Type.Integer(),
  format: Type.String(),
  copyright: Type.String(),
  copyright_status: Type.Union([Type.Integer(), Type.Null()]),
  copyright_name: Type.Union([Type.String(), Type.Null()]),
  copyright_url: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export const UploadList = Type.Object({ lists: Type.Array(UploadRecord), total: Type.Integer() });
export const UploadCounts = Type.Object({
  wait: Type.Integer(),
  pass: Type.Integer(),
  reject: Type.Integer(),
});

export const UploadFileParams = Type.Object({
  userId: Type.String({ pattern: '^\\d{1,10}$' }),
  file: Type.String({ pattern: '^[a-f0-9]{32}\\.(jpg|png|svg)$' }),
});
