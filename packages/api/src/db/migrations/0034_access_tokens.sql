-- Access tokens for tools (issue 33 item 5): a user's long-lived tokens for other internal tools on
-- /graphql. As with sessions only the SHA-256 of a token is stored; there is no idle expiry, only
-- an optional end date and revocation.
CREATE TABLE access_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  -- The first characters of the token, so its owner can tell tokens apart without the secret.
  prefix text NOT NULL,
  scopes text[] NOT NULL
    CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['read', 'create', 'batch']::text[]),
  created_at timestamptz NOT NULL,
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX access_tokens_user_id_idx ON access_tokens (user_id, id DESC);

-- Every use of a token: one GraphQL operation (named by the bff) or one REST call made outside one.
CREATE TABLE access_token_uses (
  id bigserial PRIMARY KEY,
  token_id integer NOT NULL REFERENCES access_tokens (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  operation text NOT NULL,
  used_at timestamptz NOT NULL
);
CREATE INDEX access_token_uses_token_id_idx ON access_token_uses (token_id, id DESC);
CREATE INDEX access_token_uses_user_id_idx ON access_token_uses (user_id, id DESC);
