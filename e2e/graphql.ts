// GraphQL through the stack's bff as a signed-in user, for setting up and checking what the
// browser did (the real API, not the database).

/** Runs one operation with the user's token; the data, or an error carrying the GraphQL errors. */
export async function graphql<T>(
  webUrl: string,
  query: string,
  variables: object,
  token: string,
): Promise<T> {
  const res = await fetch(`${webUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
