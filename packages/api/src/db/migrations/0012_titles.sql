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

CREATE FUNCTION title_changes_log() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer;
BEGIN
  IF TG_TABLE_NAME = 'titles' THEN
    target := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    target := CASE WHEN TG_OP = 'DELETE' THEN OLD.title_id ELSE NEW.title_id END;
  END IF;
  INSERT INTO title_changes (title_id) VALUES (target) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER titles_changes AFTER INSERT OR DELETE OR UPDATE OF content, reading ON titles
  FOR EACH ROW EXECUTE FUNCTION title_changes_log();
CREATE TRIGGER title_tag_links_changes AFTER INSERT OR DELETE ON title_tag_links
  FOR EACH ROW EXECUTE FUNCTION title_changes_log();
