import { Type, type TSchema } from '@fastify/type-provider-typebox';

/** The response schema of a successful call: the envelope around `data`. */
export function envelopeOf<T extends TSchema>(data: T) {
  return {
    200: Type.Object({ code: Type.Literal(200), message: Type.String(), data }),
  };
}

export const BEARER_AUTH = [{ bearerAuth: [] }];
