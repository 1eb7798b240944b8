import { Type } from '@fastify/type-provider-typebox';
import { rowId, pageNumber } from '../http/schemas.js';
import { UploadRecord } from '../uploads/uploads.schema.js';
import { REVIEW_PAGE_SIZE_DEFAULT } from './review.constants.js';

export const ReviewPageQuery = Type.Object({
  cur_page: pageNumber,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: REVIEW_PAGE_SIZE_DEFAULT }),
});

export const PendingList = Type.Object({
  lists: Type.Array(
    Type.Object({
      ...UploadRecord.properties,
      uploader: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), name: Type.String() }),
      submitted_at: Type.String({ format: 'date-time' }),
    }),
  ),
  total: Type.Integer(),
});

export const ReasonList = Type.Object({ reasons: Type.Array(Type.String()) });

export const PassBody = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 1200, description: '逗号分隔的素材 id（批量）' }),
});
export const RejectBody = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 1200, description: '逗号分隔的素材 id（批量）' }),
  reason: Type.String({ maxLength: 1000, description: '预设原因或自填原因（≤200 字）' }),
});
export const DecisionResult = Type.Object({
  ids: Type.Array(Type.Integer()),
  status: Type.Union([Type.Literal('pass'), Type.Literal('reject')]),
});

export const HistoryQuery = Type.Object({
  material_id: rowId(),
});
export const ReviewEvent = Type.Object({
  id: Type.Integer(),
  material_id: Type.Integer(),
  material_title: Type.String(),
  material_path: Type.String(),
  action: Type.Union([
    Type.Literal('submit'),
    Type.Literal('resubmit'),
    Type.Literal('pass'),
    Type.Literal('reject'),
  ]),
  reason: Type.Union([Type.String(), Type.Null()]),
  actor: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), name: Type.String() }),
  created_at: Type.String({ format: 'date-time' }),
});
export const HistoryResult = Type.Object({ lists: Type.Array(ReviewEvent) });
export const DecisionLog = Type.Object({ lists: Type.Array(ReviewEvent), total: Type.Integer() });
