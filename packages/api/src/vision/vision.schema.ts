import { Type, type Static } from '@fastify/type-provider-typebox';

// spec create-and-write §7: GET /client/img/cutout (path → res_parh), POST /client/getRoleInfo
// (image, image_type, face_field → data.result.face_list) and POST /client/re_getMainInfo
// (imgUrl → data.result); adjustTone (baseImg, changeImg → changeImg), served here as
// GET /client/img/adjustTone.
const IMAGE_REF_MAX_CHARS = 500;
// A 40-megapixel JPEG is ~20 MB; as BASE64 in a form body that is within the api's body limit.
const IMAGE_BASE64_MAX_CHARS = 28_000_000;

export const CutoutQuery = Type.Object({
  path: Type.String({
    minLength: 1,
    maxLength: IMAGE_REF_MAX_CHARS,
    description: '图片地址：本人上传（/api/v1/files/user_upload/…）、素材库图片或 material:<id>',
  }),
});

export const CutoutResult = Type.Object({
  res_parh: Type.String({ description: '抠图后透明 PNG 的地址；"1" 表示抠图功能已关闭' }),
});

export const RoleInfoBody = Type.Object({
  image: Type.String({ minLength: 1, maxLength: IMAGE_BASE64_MAX_CHARS }),
  image_type: Type.Union([Type.Literal('URL'), Type.Literal('BASE64')], {
    default: 'URL',
    description: 'URL：image 为本站图片地址（同 cutout 的 path）；BASE64：image 为图片内容',
  }),
  face_field: Type.Optional(
    Type.String({ maxLength: 200, description: '总是返回 location 与 angle' }),
  ),
});
export type RoleInfoBody = Static<typeof RoleInfoBody>;

const Location = Type.Object({
  left: Type.Integer(),
  top: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
});

const Face = Type.Object({
  location: Location,
  angle: Type.Object({
    yaw: Type.Number({ description: '左右转头，度' }),
    pitch: Type.Number({ description: '抬头低头，度' }),
    roll: Type.Number({ description: '平面内歪头，度' }),
  }),
  face_probability: Type.Number(),
});

export const RoleInfoResult = Type.Object({
  result: Type.Object({
    face_num: Type.Integer(),
    face_list: Type.Array(Face, { description: '按人脸面积从大到小' }),
  }),
});
export type RoleInfoResult = Static<typeof RoleInfoResult>;

export const MainInfoBody = Type.Object({
  imgUrl: Type.String({
    minLength: 1,
    maxLength: IMAGE_REF_MAX_CHARS,
    description: '图片地址（同 cutout 的 path）',
  }),
});

export const MainInfoResult = Type.Object({
  result: Type.Union([
    Type.Object({
      location: Location,
      source: Type.Union([Type.Literal('person'), Type.Literal('face')], {
        description: 'person：人物抠图范围；face：没有可抠的人物时最大的人脸',
      }),
    }),
    Type.Null(),
  ]),
});
export type MainInfoResult = Static<typeof MainInfoResult>;

export const ToneQuery = Type.Object({
  baseImg: Type.String({
    minLength: 1,
    maxLength: IMAGE_REF_MAX_CHARS,
    description: '参照的图片地址（通常是背景）',
  }),
  changeImg: Type.String({
    minLength: 1,
    maxLength: IMAGE_REF_MAX_CHARS,
    description: '要调色的图片地址（通常是抠好的人物）',
  }),
});

export const ToneResult = Type.Object({
  changeImg: Type.String({ description: '调色后的图片地址（透明 PNG 仍为 PNG，其余为 JPEG）' }),
});
