-- What vision saw in a picture (issue 27 item 1; QUICKCREATE §5–§6): faces with their angles and
-- the main subject, keyed by the SHA-256 of the picture's bytes, so the same picture is analysed
-- once across uploads, users and restarts. Boxes are in 0..1 of the picture.
CREATE TABLE image_facts (
  hash text PRIMARY KEY CHECK (hash ~ '^[a-f0-9]{64}$'),
  facts jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
