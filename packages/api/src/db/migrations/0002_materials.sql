-- The material library (spec platform-core §3, §7, §9). Runs unchanged on PGlite and PostgreSQL 15.

CREATE TABLE tags (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- Position in /client/tag/recommend; NULL means not recommended.
  recommend_rank integer
);
CREATE INDEX tags_recommend_rank_idx ON tags (recommend_rank) WHERE recommend_rank IS NOT NULL;

-- A tag class (e.g. 类型, 行业, 主题, 风格) with sub classes, each holding tags (/client/class/get).
CREATE TABLE tag_classes (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- 'type' classes come first; the web uses the first two of them.
  kind text NOT NULL DEFAULT 'type' CHECK (kind IN ('type', 'industry', 'theme', 'style')),
  is_recommended boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE tag_sub_classes (
  id serial PRIMARY KEY,
  class_id integer NOT NULL REFERENCES tag_classes (id) ON DELETE CASCADE,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX tag_sub_classes_class_id_idx ON tag_sub_classes (class_id, sort, id);

CREATE TABLE tag_sub_class_tags (
  sub_class_id integer NOT NULL REFERENCES tag_sub_classes (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (sub_class_id, tag_id)
);

CREATE TABLE materials (
  id serial PRIMARY KEY,
  -- The URL the browser loads, e.g. /api/v1/files/materials/<file>.
  path text NOT NULL,
  -- Author or source (spec §3 "name").
  name text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  width integer NOT NULL CHECK (width >= 0),
  height integer NOT NULL CHECK (height >= 0),
  file_size integer NOT NULL DEFAULT 0 CHECK (file_size >= 0),
  format text NOT NULL,
  copyright text NOT NULL DEFAULT '',
  -- spec §2: the 13 categories of the category strip.
  category text NOT NULL CHECK (category IN ('人物', '动物', '风景', '食品&饮品', '美妆产品', '时尚',
    '热点事件', '建筑', '商务&工作', '电影', '旅游', '艺术&文化', '健康')),
  img_type smallint NOT NULL DEFAULT 1,
  status text NOT NULL DEFAULT 'wait' CHECK (status IN ('pass', 'wait', 'reject')),
  reason text,
  uploader_id integer REFERENCES users (id) ON DELETE SET NULL,
  download_count integer NOT NULL DEFAULT 0 CHECK (download_count >= 0),
  -- 64-bit perceptual hash as 16 hex digits (text: bigint does not survive JSON drivers intact).
  phash text,
  dominant_color text,
  -- lower(title || category || tag names), kept by the triggers below. Search matches every
  -- keyword term with LIKE '%term%' for now; a bigram (pg_trgm or own) index arrives with the
  -- 1,000,000-material benchmark work (BRIEF §7).
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX materials_fresh_idx ON materials (status, img_type, created_at DESC, id DESC);
CREATE INDEX materials_maxdown_idx ON materials (status, img_type, download_count DESC, id DESC);
CREATE INDEX materials_uploader_idx ON materials (uploader_id, status, created_at DESC);

CREATE TABLE material_tags (
  material_id integer NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (material_id, tag_id)
);
CREATE INDEX material_tags_tag_id_idx ON material_tags (tag_id, material_id);

-- category_id is the id of a type class entry the web shows (/client/theme/get?category_id=).
CREATE TABLE themes (
  id serial PRIMARY KEY,
  name text NOT NULL,
  category_id integer NOT NULL,
  cover text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX themes_category_id_idx ON themes (category_id, sort, id);

CREATE TABLE material_themes (
  theme_id integer NOT NULL REFERENCES themes (id) ON DELETE CASCADE,
  material_id integer NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  PRIMARY KEY (theme_id, material_id)
);
CREATE INDEX material_themes_material_id_idx ON material_themes (material_id);

-- Favourites of every kind; target_id points into the table collect_type names, so no foreign key.
CREATE TABLE collections (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 0 title, 1 material, 2 template, 3 copy card.
  collect_type smallint NOT NULL CHECK (collect_type IN (0, 1, 2, 3)),
  target_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, collect_type, target_id)
);
CREATE INDEX collections_recent_idx ON collections (user_id, collect_type, created_at DESC);

CREATE TABLE downloads (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  material_id integer NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX downloads_user_idx ON downloads (user_id, created_at DESC, id DESC);

-- search_text is maintained in the database so every writer (uploads, review, seed) keeps it true.
CREATE FUNCTION material_search_text(p_id integer, p_title text, p_category text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT lower(p_title || ' ' || p_category || coalesce(
    (SELECT ' ' || string_agg(t.name, ' ' ORDER BY t.id)
       FROM material_tags mt JOIN tags t ON t.id = mt.tag_id
      WHERE mt.material_id = p_id), ''))
$$;

CREATE FUNCTION materials_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := material_search_text(NEW.id, NEW.title, NEW.category);
  RETURN NEW;
END
$$;
CREATE TRIGGER materials_search_text BEFORE INSERT OR UPDATE OF title, category ON materials
  FOR EACH ROW EXECUTE FUNCTION materials_set_search_text();

CREATE FUNCTION material_tags_refresh_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mid integer;
BEGIN
  IF TG_OP = 'DELETE' THEN mid := OLD.material_id; ELSE mid := NEW.material_id; END IF;
  UPDATE materials m SET search_text = material_search_text(m.id, m.title, m.category)
   WHERE m.id = mid;
  RETURN NULL;
END
$$;
CREATE TRIGGER material_tags_search_text AFTER INSERT OR DELETE ON material_tags
  FOR EACH ROW EXECUTE FUNCTION material_tags_refresh_search_text();

CREATE FUNCTION tags_refresh_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE materials m SET search_text = material_search_text(m.id, m.title, m.category)
   WHERE m.id IN (SELECT material_id FROM material_tags WHERE tag_id = NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER tags_search_text AFTER UPDATE OF name ON tags
  FOR EACH ROW EXECUTE FUNCTION tags_refresh_search_text();
