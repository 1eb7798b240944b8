CREATE TABLE departments (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('staff', 'enterprise')),
  sex_id smallint NOT NULL DEFAULT 0 CHECK (sex_id IN (0, 1, 2)),
  department_id integer REFERENCES departments (id),
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'designer', 'reviewer', 'admin')),
  preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Only the SHA-256 of a token is stored, so a leaked table does not leak sessions.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Counted per account name whether or not the account exists, so a lock reveals nothing.
CREATE TABLE login_failures (
  account text PRIMARY KEY,
  failures integer NOT NULL,
  first_failed_at timestamptz NOT NULL,
  locked_until timestamptz
);
