import { Type, type TSchema } from '@fastify/type-provider-typebox';

/** The response schema of a successful call: the envelope around `data`. */
export function envelopeOf<T extends TSchema>(data: T) {
  return {
    200: Type.Object({ code: Type.Literal(200), message: Type.String(), data }),
  };
}

export const BEARER_AUTH = [{ bearerAuth: [] }];

/** A page number of a listing. */
export const pageNumber = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });

/** A row id: PostgreSQL's integer, so an id past 2^31−1 is a 400 here, not a database error. */
export const rowId = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, ...(description ? { description } : {}) });

/**
 * One of a closed list of strings or numbers (Unsafe keeps the union as the static type, and so
 * the bff's).
 */
export const literals = <T extends string | number>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      description === undefined ? {} : { description },
    ),
  );
