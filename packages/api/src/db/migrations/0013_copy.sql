-- Copy cards (spec create-and-write §3 copy card, §7 copy calls; docs/quick-write-contract.md
-- "Copy"). Runs unchanged on PGlite and PostgreSQL 15.

-- The copy tag tree: roots 111 经典文案 and 112 原创文案, their filter classes, and the tags.
-- Fixed ids, so the web's tag_class_id values and the seed agree.
CREATE TABLE copy_tags (
  id integer PRIMARY KEY,
  name text NOT NULL,
  parent_id integer REFERENCES copy_tags (id),
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (parent_id, name)
);

INSERT INTO copy_tags (id, name, parent_id, sort) VALUES
  (111, '经典文案', NULL, 0),
  (112, '原创文案', NULL, 1),
  (1111, '季节', 111, 0),
  (1112, '节日', 111, 1),
  (1113, '情感', 111, 2),
  (1114, '景物', 111, 3),
  (1121, '行业', 112, 0),
  (1122, '场景', 112, 1);

-- Tags: class id × 100 + position (111101 春 …).
INSERT INTO copy_tags (id, name, parent_id, sort)
SELECT class * 100 + n, name, class, n
  FROM (VALUES
    (1111, ARRAY['春', '夏', '秋', '冬']),
    (1112, ARRAY['春节', '元宵', '清明', '端午', '七夕', '中秋', '重阳']),
    (1113, ARRAY['思乡', '离别', '友情', '爱情', '励志']),
    (1114, ARRAY['山水', '花木', '月夜', '田园']),
    (1121, ARRAY['食品', '美妆', '数码', '家电', '教育', '金融', '房产', '汽车', '旅游', '服饰']),
    (1122, ARRAY['节日促销', '新品上市', '品牌宣传', '开业活动'])
  ) AS classes(class, names),
  unnest(names) WITH ORDINALITY AS t(name, n);

CREATE TABLE copy_cards (
  id serial PRIMARY KEY,
  belong_to text NOT NULL CHECK (belong_to IN ('classic_copy', 'original_copy')),
  main_title text NOT NULL CHECK (char_length(main_title) BETWEEN 1 AND 100),
  subtitle_one text NOT NULL DEFAULT '',
  subtitle_two text NOT NULL DEFAULT '',
  subtitle_three text NOT NULL DEFAULT '',
  subtitle_four text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  brand text NOT NULL DEFAULT '',
  other text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  product text NOT NULL DEFAULT '',
  -- Title lines (main title and subtitles that are not empty), what 行数 selects.
  line smallint NOT NULL CHECK (line BETWEEN 1 AND 3),
  use_num integer NOT NULL DEFAULT 0 CHECK (use_num >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A re-seed adds nothing: a card is its kind and lines.
  card_key text GENERATED ALWAYS AS (md5(belong_to || main_title || subtitle_one || subtitle_two || other)) STORED UNIQUE,
  -- Keyword search compares this, folded like the headline library's search_text.
  search_text text GENERATED ALWAYS AS (lower(translate(
    main_title || ' ' || subtitle_one || ' ' || subtitle_two || ' ' || subtitle_three || ' ' ||
    subtitle_four || ' ' || content || ' ' || brand || ' ' || other || ' ' || product,
    '　！＂＃＄％＆＇（）＊＋，－．／０１２３４５６７８９：；＜＝＞？＠ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ［＼］＾＿｀ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ｛｜｝～',
    ' !"#$%&''()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`abcdefghijklmnopqrstuvwxyz{|}~'))) STORED
);
CREATE INDEX copy_cards_kind_idx ON copy_cards (belong_to, line, id);

CREATE TABLE copy_card_tags (
  card_id integer NOT NULL REFERENCES copy_cards (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES copy_tags (id) ON DELETE CASCADE,
  PRIMARY KEY (card_id, tag_id)
);
CREATE INDEX copy_card_tags_tag_idx ON copy_card_tags (tag_id, card_id);
