import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { envelopeOf } from '../../http/schemas.js';
import { shippedPatterns } from './generate.patterns.js';
import { SmartStylesResult, SmartTitleQuery, SmartTitleResult } from './generate.schema.js';
import { smartTitles } from './generate.service.js';
import { SMART_STYLES } from './generate.styles.js';

const tags = ['titles'];

// Guests may generate too: the copy pages are open to them (spec create-and-write §6).
export const smartTitlesRoutes: FastifyPluginAsyncTypebox = (app) => {
  const deps = {
    wordcheck: app.deps.wordcheck,
    patterns: shippedPatterns,
    llm: app.deps.config.smartTitleLlm,
  };

  app.get(
    '/client/get_smart_title',
    {
      schema: {
        tags,
        summary: '智能标题：按关键字与风格生成候选标题，每条附禁词检测结果',
        querystring: SmartTitleQuery,
        response: envelopeOf(SmartTitleResult),
      },
    },
    async (request) => ok(await smartTitles(deps, request.query)),
  );

  app.get(
    '/client/title/smartStyles',
    {
      schema: { tags, summary: '智能标题的风格', response: envelopeOf(SmartStylesResult) },
    },
    () => ok({ list: SMART_STYLES.map(({ id, label }) => ({ id, label })) }),
  );
  return Promise.resolve();
};
