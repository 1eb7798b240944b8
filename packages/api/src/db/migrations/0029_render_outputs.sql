-- Every image a render stores (issue 29 item 9): registered before the render starts, so an image
-- the api stopped waiting for (a timeout, a closed tab, a crash) is still known and swept. A row
-- lives until expires_at; then the sweeper keeps the image if a design, record or submission
-- shows it and removes it otherwise (exports and previews are never shown by one).
CREATE TABLE render_outputs (
  object_key text PRIMARY KEY,
  user_id integer NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('design', 'export', 'preview')),
  expires_at timestamptz NOT NULL
);
CREATE INDEX render_outputs_expiry_idx ON render_outputs (expires_at);
