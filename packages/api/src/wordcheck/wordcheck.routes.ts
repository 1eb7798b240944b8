import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { findUserById } from '../accounts/accounts.repo.js';
import { authUser, requireRole, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { ApiError } from '../http/errors.js';
import { parseJsonField } from '../http/json-field.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import { presentCheck, presentLink } from './wordcheck.presenter.js';
import {
  EngineStatus,
  EntryBody,
  EntryPage,
  EntryQuery,
  EntryUpdateBody,
  IdBody,
  SensitiveUrlBody,
  SensitiveUrlResult,
  SensitiveWordBody,
  SensitiveWordResult,
  WhitelistBody,
  WhitelistItem,
  WhitelistList,
  Vocabulary,
  Entry,
} from './wordcheck.schema.js';
import * as lexicon from './wordcheck.admin.js';
import type { EngineInfo } from './wordcheck.service.js';
import { CATEGORIES, INDUSTRIES, industryOf, SEVERITIES } from './wordcheck.types.js';

const tags = ['wordcheck'];
// A 1,000,000-character text is up to 9 MB form-encoded (3 UTF-8 bytes, each %XX).
const CHECK_BODY_LIMIT = 10 * 1024 * 1024;
const RELOADS_PER_MINUTE = 6;

/** sensitiveUrl's links: a JSON array of strings, or links separated by blanks or commas. */
function linksOf(text: string): string[] {
  const trimmed = text.trim();
  const list = trimmed.startsWith('[')
    ? parseJsonField(Type.Array(Type.String()), trimmed, 'links')
    : trimmed.split(/[\s,，]+/);
  return list.map((l) => l.trim()).filter(Boolean);
}

const statusOf = (info: EngineInfo) => ({
  version: info.version,
  entries: info.entries,
  whitelist: info.whitelist,
  built_ms: info.builtMs,
});

export const wordcheckRoutes: FastifyPluginAsyncTypebox = (app) => {
  const { db, wordcheck: service } = app.deps;

  // Signed-in users get their department's whitelist; guests the global one. A bad token is 401.
  async function teamOf(request: FastifyRequest): Promise<string | null> {
    if (!request.headers.authorization) return null;
    await requireUser.call(app, request, undefined as never);
    const user = await findUserById(db, authUser(request).id);
    return user?.department_name ?? null;
  }
  const admin = { preHandler: [requireUser, requireRole('admin')] };

  // The closed lists entries and checks use, so screens offer exactly what the api accepts.
  app.get(
    '/client/wordcheck/vocabulary',
    {
      schema: { tags, summary: '禁词检测的等级、类别与行业列表', response: envelopeOf(Vocabulary) },
    },
    () =>
      ok({ severities: [...SEVERITIES], categories: [...CATEGORIES], industries: [...INDUSTRIES] }),
  );

  // Open to guests (the 禁词检测 page is browsable), but a guest checks shorter texts, less often.
  const { guestWordcheckPerMinute, guestWordcheckMaxChars } = app.deps.config.limits;
  app.post(
    '/client/sensitiveWord',
    {
      bodyLimit: CHECK_BODY_LIMIT,
      config: {
        rateLimit: guestWordcheckPerMinute > 0 && {
          max: guestWordcheckPerMinute,
          groupId: 'guest-wordcheck',
          // A token that turns out not to be live is refused 401 by teamOf before any check.
          allowList: (request: FastifyRequest) => request.headers.authorization !== undefined,
        },
      },
      schema: {
        tags,
        summary: '禁词检测：文本按行业检测，返回每个命中在原文中的位置、类别、等级、法律依据、建议',
        description:
          `游客可用（禁词检测页对游客开放），但每次最多 ${guestWordcheckMaxChars} 字、每个地址每分钟 ` +
          `${guestWordcheckPerMinute || '不限'} 次；登录后最多 100 万字。`,
        body: SensitiveWordBody,
        response: envelopeOf(SensitiveWordResult),
      },
    },
    async (request) => {
      const { content } = request.body;
      const industry = industryOf(request.body.industry);
      if (!content.trim()) throw new ApiError('wordcheckEmptyContent');
      const team = await teamOf(request);
      if (!request.authUser && content.length > guestWordcheckMaxChars) {
        throw new ApiError('wordcheckGuestTooLong', { limit: guestWordcheckMaxChars });
      }
      const result = await service.checkText(content, industry, team);
      return ok({
        ...presentCheck(result),
        industry,
        content_length: content.length,
        lexicon_version: service.status().version,
      });
    },
  );

  app.post(
    '/client/sensitiveUrl',
    {
      schema: {
        tags,
        summary: '链接检测：违规网址库 + 安全抓取页面文本后检测（只访问公网地址，最多 3 次跳转）',
        // The server fetches outside pages on the caller's behalf: only for logged-in users.
        security: BEARER_AUTH,
        body: SensitiveUrlBody,
        response: envelopeOf(SensitiveUrlResult),
      },
    },
    async (request) => {
      const links = linksOf(request.body.links);
      if (links.length === 0) throw new ApiError('wordcheckEmptyLinks');
      const team = await teamOf(request);
      const results = await service.checkLinks(links, industryOf(request.body.industry), team);
      return ok({ list: results.map(presentLink) });
    },
  );

  app.get(
    '/admin/wordcheck/entries',
    {
      ...admin,
      schema: {
        tags,
        summary: '词库词条（管理员）',
        security: BEARER_AUTH,
        querystring: EntryQuery,
        response: envelopeOf(EntryPage),
      },
    },
    async (request) => ok(await lexicon.listEntries(app.deps, request.query)),
  );

  app.post(
    '/admin/wordcheck/entries',
    {
      ...admin,
      schema: {
        tags,
        summary: '新增词条（管理员），立即生效',
        security: BEARER_AUTH,
        body: EntryBody,
        response: envelopeOf(Entry),
      },
    },
    async (request) => ok(await lexicon.addEntry(app.deps, request.body, authUser(request).id)),
  );

  app.post(
    '/admin/wordcheck/entries/update',
    {
      ...admin,
      schema: {
        tags,
        summary: '修改或停用词条（管理员），立即生效',
        security: BEARER_AUTH,
        body: EntryUpdateBody,
        response: envelopeOf(Entry),
      },
    },
    async (request) => ok(await lexicon.updateEntry(app.deps, request.body, authUser(request).id)),
  );

  app.get(
    '/admin/wordcheck/whitelist',
    {
      ...admin,
      schema: {
        tags,
        summary: '白名单（管理员）',
        security: BEARER_AUTH,
        response: envelopeOf(WhitelistList),
      },
    },
    async () => ok(await lexicon.listWhitelist(app.deps)),
  );

  app.post(
    '/admin/wordcheck/whitelist',
    {
      ...admin,
      schema: {
        tags,
        summary: '新增白名单（管理员）：短语内的命中不再报出；可限定团队和有效期，需写明证明',
        security: BEARER_AUTH,
        body: WhitelistBody,
        response: envelopeOf(WhitelistItem),
      },
    },
    async (request) => ok(await lexicon.addWhitelist(app.deps, request.body, authUser(request).id)),
  );

  app.post(
    '/admin/wordcheck/whitelist/delete',
    {
      ...admin,
      schema: {
        tags,
        summary: '删除白名单条目（管理员）',
        security: BEARER_AUTH,
        body: IdBody,
        response: envelopeOf(EngineStatus),
      },
    },
    async (request) => ok(statusOf(await lexicon.removeWhitelist(app.deps, request.body.id))),
  );

  // A rebuild holds the event loop for everyone; more than one every ten seconds helps no one.
  app.post(
    '/admin/wordcheck/reload',
    {
      ...admin,
      config: {
        rateLimit: { max: RELOADS_PER_MINUTE, keyGenerator: () => 'wordcheck-reload' },
      },
      schema: {
        tags,
        summary: '从数据库重新编译词库（热加载；其他实例 5 秒内跟上）',
        security: BEARER_AUTH,
        response: envelopeOf(EngineStatus),
      },
    },
    async () => {
      return ok(statusOf(await service.reload()));
    },
  );
  return Promise.resolve();
};
