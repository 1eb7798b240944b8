import type { ReviewAction, Resolvers } from '../generated/resolvers.js';
import { STATUS_BY_DTO } from '../uploads/uploads.api.js';
import {
  approveMaterials,
  getReviewHistory,
  getReviewLog,
  getReviewQueue,
  getReviewReasons,
  rejectMaterials,
  type ReviewEventDto,
} from './review.api.js';

const ACTIONS: Record<ReviewEventDto['action'], ReviewAction> = {
  submit: 'SUBMIT',
  resubmit: 'RESUBMIT',
  pass: 'PASS',
  reject: 'REJECT',
};

export const reviewResolvers: Resolvers = {
  Query: {
    reviewQueue: async (_parent, { page, pageSize }, { api }) => {
      const { lists, total } = await getReviewQueue(api, page, pageSize);
      return { items: lists, total, page, pageSize };
    },
    reviewReasons: (_parent, _args, { api }) => getReviewReasons(api),
    reviewHistory: (_parent, { materialId }, { api }) => getReviewHistory(api, materialId),
    reviewLog: async (_parent, { page, pageSize }, { api }) => {
      const { lists, total } = await getReviewLog(api, page, pageSize);
      return { items: lists, total, page, pageSize };
    },
  },
  Mutation: {
    approveMaterials: async (_parent, { ids }, { api }) => {
      const result = await approveMaterials(api, ids);
      return { ids: result.ids, status: STATUS_BY_DTO[result.status] };
    },
    rejectMaterials: async (_parent, { ids, reason }, { api }) => {
      const result = await rejectMaterials(api, ids, reason);
      return { ids: result.ids, status: STATUS_BY_DTO[result.status] };
    },
  },
  ReviewQueueItem: {
    // The queue item carries the upload's own fields; UploadRecord resolves them.
    material: (item) => item,
    submittedAt: (item) => item.submitted_at,
  },
  ReviewEvent: {
    materialId: (e) => e.material_id,
    materialTitle: (e) => e.material_title,
    materialUrl: (e) => e.material_path,
    action: (e) => ACTIONS[e.action],
    createdAt: (e) => e.created_at,
  },
};
