// The api's wire shapes as the bff sees them: every type here is read from the api's own OpenAPI
// document (generated/api.ts, made by `pnpm codegen` from the api's TypeBox schemas), never
// written by hand, so a change on one side is a type error on the other.
import type { paths } from '../generated/api.js';

type Method = 'get' | 'post' | 'delete';

/** The api's paths below /api/v1 that answer `method`. */
export type RoutePath<M extends Method> = {
  [P in keyof paths]: P extends `/api/v1${infer R}`
    ? paths[P][M] extends { responses: Record<number, unknown> }
      ? R
      : never
    : never;
}[keyof paths];

type Answer<P extends string, M extends Method> = `/api/v1${P}` extends keyof paths
  ? paths[`/api/v1${P}`][M] extends {
      responses: { 200: { content: { 'application/json': infer B } } };
    }
    ? B
    : never
  : never;

/** The `data` of a route's successful envelope, as the api's response schema declares it. */
export type ApiData<P extends RoutePath<M>, M extends Method> =
  Answer<P, M> extends { data: infer D } ? D : never;
