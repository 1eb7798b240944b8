import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireRole, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import {
  DecisionLog,
  DecisionResult,
  HistoryQuery,
  HistoryResult,
  PassBody,
  PendingList,
  ReasonList,
  RejectBody,
  ReviewPageQuery,
} from './review.schema.js';
import { decisions, history, pending, reasons, review, REVIEW_ROLES } from './review.service.js';

const tags = ['review'];
const reviewerOnly = [requireUser, requireRole(...REVIEW_ROLES)];

// The review console's calls (docs/uploads-contract.md); roles reviewer and admin.
export const reviewRoutes: FastifyPluginAsyncTypebox = (app) => {
  const deps = app.deps;

  app.get(
    '/client/review/reasons',
    {
      preHandler: reviewerOnly,
      schema: {
        tags,
        summary: '预设拒绝原因',
        security: BEARER_AUTH,
        response: envelopeOf(ReasonList),
      },
    },
    () => ok(reasons()),
  );

  app.get(
    '/client/review/pending',
    {
      preHandler: reviewerOnly,
      schema: {
        tags,
        summary: '待审核队列（最早提交在前）',
        security: BEARER_AUTH,
        querystring: ReviewPageQuery,
        response: envelopeOf(PendingList),
      },
    },
    async (request) => ok(await pending(deps, request.query.cur_page, request.query.pageSize)),
  );

  app.post(
    '/client/review/pass',
    {
      preHandler: reviewerOnly,
      schema: {
        tags,
        summary: '审核通过（可批量；全部成功或全部不变）',
        security: BEARER_AUTH,
        body: PassBody,
        response: envelopeOf(DecisionResult),
      },
    },
    async (request) =>
      ok(await review(deps, authUser(request).id, request.body.ids, 'pass', undefined)),
  );

  app.post(
    '/client/review/reject',
    {
      preHandler: reviewerOnly,
      schema: {
        tags,
        summary: '审核拒绝并填写原因（可批量；全部成功或全部不变）',
        security: BEARER_AUTH,
        body: RejectBody,
        response: envelopeOf(DecisionResult),
      },
    },
    async (request) =>
      ok(await review(deps, authUser(request).id, request.body.ids, 'reject', request.body.reason)),
  );

  app.get(
    '/client/review/history',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '一个素材的审核记录（审核员，或上传者本人）',
        security: BEARER_AUTH,
        querystring: HistoryQuery,
        response: envelopeOf(HistoryResult),
      },
    },
    async (request) => ok(await history(deps, authUser(request), request.query.material_id)),
  );

  app.get(
    '/client/review/log',
    {
      preHandler: reviewerOnly,
      schema: {
        tags,
        summary: '审核操作日志：谁在何时通过或拒绝了什么（最新在前）',
        security: BEARER_AUTH,
        querystring: ReviewPageQuery,
        response: envelopeOf(DecisionLog),
      },
    },
    async (request) => ok(await decisions(deps, request.query.cur_page, request.query.pageSize)),
  );
  return Promise.resolve();
};
