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

type Operation<P extends string, M extends Method> = `/api/v1${P}` extends keyof paths
  ? NonNullable<paths[`/api/v1${P}`][M]>
  : never;

declare const listOf: unique symbol;
/**
 * A list parameter's text, made only by api/id-list.ts: JSON (spec: tagId=["1","2"]), joined
 * (ids=1,2) or one bare item (the api's schema reads a single value as a list of one).
 */
export type ListText<E> = string & { readonly [listOf]: E };

// How one declared parameter travels. A list goes as its text (ListText); a plain number may be
// given as the GraphQL ID string it came in as (the api parses and judges it); literal unions
// (sorts, kinds, flags) stay closed, as numbers or their digits.
type Wire<T> = T extends readonly (infer E)[]
  ? ListText<E>
  : T extends number
    ? number extends T
      ? number | string
      : T | `${T}`
    : T;

// Every declared parameter, each optional one also as null/undefined for "leave it out" (encode()
// drops both), so an optional argument passes straight through; an undeclared name is an error.
type Sendable<T> = { [K in keyof T]?: Wire<T[K]> | null | undefined } & {
  [K in keyof T as undefined extends T[K] ? never : K]-?: Wire<T[K]>;
};

/** The query parameters a route declares, keyed by method and path (a misspelt name fails tsc). */
export type ApiQuery<P extends RoutePath<M>, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } }
    ? [NonNullable<Q>] extends [never]
      ? Record<string, never>
      : Sendable<NonNullable<Q>>
    : Record<string, never>;

/** The form fields of a POST as its schema declares them (x-www-form-urlencoded). */
export type ApiForm<P extends RoutePath<'post'>> =
  Operation<P, 'post'> extends {
    requestBody?: { content: { 'application/x-www-form-urlencoded': infer F } };
  }
    ? Sendable<F>
    : Record<string, never>;

/**
 * A GraphQL String argument sent where the api declares a closed list (a scene, a word-check
 * category): the api judges it and refuses another value with 400 naming the parameter. Only for
 * such pass-throughs; values the bff chooses itself come from maps typed by the api's literals.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the declared literal union, inferred from where the value is sent
export function passThrough<T extends string>(value: string): T {
  return value as T;
}
