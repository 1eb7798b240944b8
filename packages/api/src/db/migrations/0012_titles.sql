-- The headline library (spec create-and-write §3, §7; docs/quick-write-contract.md "Headline
-- library"). Runs unchanged on PGlite and PostgreSQL 15.

-- Its own tag tree, not the material `tags`: the ids 266/267 are fixed by the web, and the topic
-- names (财经, 体育 …) repeat under both top tags.
CREATE TABLE title_tags (
  id integer PRIMARY KEY,
  name text NOT NULL,
  -- NULL for the two top tags (266 原创标题, 267 10W+标题).
  parent_id integer REFERENCES title_tags (id),
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (parent_id, name)
);

INSERT INTO title_tags (id, name, parent_id, sort) VALUES
  (266, '原创标题', NULL, 0),
  (267, '10W+标题', NULL, 1);
-- The THUCNews classes (the keyword classifier of demo/titles/build-titles.mjs uses the same) and
-- 其他; 301… under 266, 351… under 267.
INSERT INTO title_tags (id, name, parent_id, sort)
SELECT base + n, name, parent, n
  FROM (VALUES (266, 300), (267, 350)) AS tops(parent, base),
       unnest(ARRAY['财经', '房产', '股票', '教育', '科技', '社会', '时政', '体育', '游戏', '娱乐', '其他'])
         WITH ORDINALITY AS topics(name, n);

CREATE TABLE titles (
  id serial PRIMARY KEY,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 100),
  -- A heat estimate unless the import file brought a count (see demo/titles/CREDITS.md).
  reading integer NOT NULL DEFAULT 0 CHECK (reading >= 0),
  -- 微博热搜, 知乎热榜, 新闻 …
  source text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Re-importing a file adds nothing: a title is its text.
  content_hash text GENERATED ALWAYS AS (md5(content)) STORED UNIQUE,
  -- Keyword search compares this (the SQL path; the in-memory index folds the same way in
  -- search/fold.ts): full-width ASCII and the ideographic space made half-width, then lower case.
  search_text text GENERATED ALWAYS AS (lower(translate(content,
    '　！＂＃＄％＆＇（）＊＋，－．／０１２３４５６７８９：；＜＝＞？＠ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ［＼］＾＿｀ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ｛｜｝～',
    ' !"#$%&''()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`abcdefghijklmnopqrstuvwxyz{|}~'))) STORED
);
-- The page order (reading desc, id desc) without a keyword.
CREATE INDEX titles_rank_idx ON titles (reading DESC, id DESC);

CREATE TABLE title_tag_links (
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES title_tags (id) ON DELETE CASCADE,
  PRIMARY KEY (title_id, tag_id)
);
CREATE INDEX title_tag_links_tag_idx ON title_tag_links (tag_id, title_id);

-- Titles whose searchable state changed, so every api process keeps its in-memory title index
-- (titles/search-index) current whichever process or tool wrote; the same scheme as
-- search_changes (migration 0011): rows carry the writing transaction's id.
CREATE TABLE title_changes (
  xid bigint NOT NULL DEFAULT pg_current_xact_id()::text::bigint,
  title_id integer NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (xid, title_id)
);

-- Statement triggers with transition tables: an import writes hundreds of thousands of rows, and
-- one INSERT … SELECT per statement costs a fraction of a trigger call per row. (A trigger with a
-- transition table takes one event, hence five.)
CREATE FUNCTION title_changes_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'titles' THEN
    INSERT INTO title_changes (title_id) SELECT id FROM changed ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO title_changes (title_id) SELECT DISTINCT title_id FROM changed
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER titles_inserted AFTER INSERT ON titles REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION title_changes_log();
CREATE TRIGGER titles_updated AFTER UPDATE ON titles REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION title_changes_log();
CREATE TRIGGER titles_deleted AFTER DELETE ON titles REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION title_changes_log();
CREATE TRIGGER title_tag_links_inserted AFTER INSERT ON title_tag_links
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION title_changes_log();
CREATE TRIGGER title_tag_links_deleted AFTER DELETE ON title_tag_links
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION title_changes_log();
