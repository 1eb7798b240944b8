-- Word check (禁词检测): the lexicon, the whitelist and a version counter that replicas poll to
-- reload their compiled engine. The shipped lexicon (packages/api/lexicon) is loaded on first use.
CREATE TABLE wordcheck_entries (
  id serial PRIMARY KEY,
  word text NOT NULL UNIQUE CHECK (length(word) BETWEEN 1 AND 100),
  category text NOT NULL,
  severity text NOT NULL CHECK (severity IN ('禁用', '敏感', '疑似')),
  legal_basis text NOT NULL DEFAULT '',
  suggestions jsonb NOT NULL DEFAULT '[]',
  industries jsonb NOT NULL DEFAULT '["通用"]',
  homophone boolean NOT NULL DEFAULT false,
  source text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  updated_by text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wordcheck_entries_category ON wordcheck_entries (category, severity);

CREATE TABLE wordcheck_whitelist (
  id serial PRIMARY KEY,
  phrase text NOT NULL CHECK (length(phrase) BETWEEN 1 AND 100),
  -- NULL: every team; otherwise a department name.
  team text,
  note text NOT NULL,
  created_by text NOT NULL,
  until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX wordcheck_whitelist_phrase_team ON wordcheck_whitelist (phrase, COALESCE(team, ''));

CREATE TABLE wordcheck_state (
  id int PRIMARY KEY CHECK (id = 1),
  -- Bumped by every change; an engine older than this is rebuilt.
  version bigint NOT NULL DEFAULT 0,
  -- LEXICON_VERSION of the shipped data last loaded (0: never).
  seeded int NOT NULL DEFAULT 0
);
INSERT INTO wordcheck_state (id) VALUES (1);
