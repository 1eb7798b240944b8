-- Uploads, review and messages (spec platform-core §2 upload/my uploads, §3, §4, §5, §7;
-- docs/uploads-contract.md). Runs unchanged on PGlite and PostgreSQL 15.
--
-- An upload moves through three places, each step one transaction:
--   upload_grants  the browser was allowed to put bytes under object_key (nothing checked yet);
--   upload_files   the stored bytes passed the content checks and were registered: the id is the
--                  future material id (taken from the materials sequence), so the page can hold it
--                  before publishing;
--   materials      published (status 'wait'), then reviewed ('pass' / 'reject').
-- Rows left in the first two places past UPLOAD_ORPHAN_HOURS are swept with their objects.

CREATE TABLE upload_grants (
  object_key text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'material' (10 MB) or 'image' (user images, 5 MB).
  purpose text NOT NULL CHECK (purpose IN ('material', 'image')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX upload_grants_created_idx ON upload_grants (created_at);

CREATE TABLE upload_files (
  id integer PRIMARY KEY DEFAULT nextval('materials_id_seq'),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('material', 'image')),
  -- Where the checked (for SVG: sanitised) bytes are stored, and the URL the browser loads.
  object_key text NOT NULL UNIQUE,
  path text NOT NULL,
  width integer NOT NULL CHECK (width >= 10),
  height integer NOT NULL CHECK (height >= 10),
  file_size integer NOT NULL CHECK (file_size > 0),
  format text NOT NULL CHECK (format IN ('jpeg', 'png', 'svg')),
  phash bigint,
  phash_bands integer[],
  colour_r smallint,
  colour_g smallint,
  colour_b smallint,
  created_at timestamptz NOT NULL
);
CREATE INDEX upload_files_user_idx ON upload_files (user_id, created_at DESC);
CREATE INDEX upload_files_created_idx ON upload_files (created_at);

-- What the uploader declared (spec §3 uploaded material submission), kept for editing and review.
ALTER TABLE materials
  ADD COLUMN object_key text,
  ADD COLUMN copyright_status smallint CHECK (copyright_status IN (0, 1, 2)),
  ADD COLUMN copyright_name text,
  ADD COLUMN copyright_url text,
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN reviewer_id integer REFERENCES users (id) ON DELETE SET NULL;
-- The review queue: oldest submission first.
CREATE INDEX materials_wait_idx ON materials (submitted_at, id) WHERE status = 'wait';

-- The audit trail: who did what to which material, when (never updated, never deleted with a user).
CREATE TABLE review_events (
  id serial PRIMARY KEY,
  material_id integer NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('submit', 'resubmit', 'pass', 'reject')),
  reason text,
  created_at timestamptz NOT NULL
);
CREATE INDEX review_events_material_idx ON review_events (material_id, id);
CREATE INDEX review_events_recent_idx ON review_events (created_at DESC, id DESC);

-- 消息管理: notices to one user (review results for now).
CREATE TABLE messages (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('review_pass', 'review_reject')),
  title text NOT NULL,
  content text NOT NULL,
  material_id integer REFERENCES materials (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX messages_user_idx ON messages (user_id, created_at DESC, id DESC);
CREATE INDEX messages_unread_idx ON messages (user_id) WHERE read_at IS NULL;
