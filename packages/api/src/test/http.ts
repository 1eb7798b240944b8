// Request and assertion helpers shared by the route tests (app.inject, no socket).
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface Body<T = unknown> {
  code: number;
  message: string;
  data: T;
}

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/** POST a form-encoded body to /api/v1<url>, as the bff does. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  token?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
  });
}

/** GET /api/v1<url> with a query string. */
export function getJson(
  app: FastifyInstance,
  url: string,
  query: Record<string, string> = {},
  token?: string,
) {
  return app.inject({ method: 'GET', url: `/api/v1${url}`, query, headers: bearer(token) });
}

/** The response is the catalogue failure (never a masked 500) with a mirroring HTTP status. */
export function expectFailure(
  res: { statusCode: number; json: () => unknown },
  code: number,
  message: string,
): void {
  const body = res.json() as Body;
  expect(body.code).not.toBe(500);
  expect(body).toEqual({ code, message, data: null });
  expect(res.statusCode).toBe(code);
}
