import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fontFile } from '../designs/designs.fonts.js';
import { ApiError } from '../http/errors.js';
import { fontSubset, SUBSET_MAX_CHARS, subsetChars } from './fonts.subset.js';

const tags = ['designs'];
const SubsetParams = Type.Object({
  file: Type.String({ pattern: '^[a-f0-9]{24}\\.(ttf|otf|woff2?)$' }),
});
// Percent-encoded, a CJK character is 9 bytes of URL; the limit is checked on distinct characters.
const SubsetQuery = Type.Object({ text: Type.String({ minLength: 1, maxLength: 4000 }) });

/** GET /files/fonts/:file/subset?text=…: a licensed font as WOFF2 with only those characters. */
export const fontsRoutes: FastifyPluginAsyncTypebox = (app) => {
  app.get(
    '/files/fonts/:file/subset',
    {
      schema: {
        tags,
        summary: '授权字体的子集（WOFF2，只含 text 中的字）',
        params: SubsetParams,
        querystring: SubsetQuery,
      },
    },
    async (request, reply) => {
      const file = fontFile(request.params.file);
      if (!file) throw new ApiError('fileNotFound');
      const { text } = request.query;
      if (Array.from(subsetChars(text)).length > SUBSET_MAX_CHARS)
        throw ApiError.invalidField('text');
      const woff2 = await fontSubset(file, text);
      return (
        reply
          .type('font/woff2')
          // The URL names the characters: the answer never changes.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(woff2)
      );
    },
  );
  return Promise.resolve();
};
