-- An index for keyword search that serves Chinese terms of any length (BRIEF §7: 1,000,000
-- materials, p95 ≤ 20 ms). Runs unchanged on PGlite and PostgreSQL 15.
--
-- Neither database has a Chinese parser, and pg_trgm cannot serve one- and two-character terms
-- (and, depending on the server's locale, does not see CJK characters as word characters at all).
-- So every material carries the distinct characters and character pairs of its search_text, and a
-- GIN index answers `search_grams @> ARRAY[...]`:
--   * a term of 1 or 2 characters is itself a gram, and the containment is exact;
--   * a longer term is narrowed by all of its pairs, then LIKE '%term%' rechecks the order.
-- Grams with a space are left out: search_text joins title, category and tags with spaces, and a
-- keyword term never contains one (the keyword is split on whitespace).

-- Must stay in step with termGrams() in materials/materials.search.ts (tested together).
CREATE FUNCTION material_search_grams(p_text text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g ORDER BY g), '{}')
    FROM generate_series(1, char_length(p_text)) AS i,
         LATERAL (VALUES (substr(p_text, i, 1)), (substr(p_text, i, 2))) AS grams(g)
   WHERE position(' ' IN g) = 0
$$;

-- Generated from search_text, so whatever keeps search_text true (the 0002 triggers) keeps the
-- grams true as well.
ALTER TABLE materials
  ADD COLUMN search_grams text[] GENERATED ALWAYS AS (material_search_grams(search_text)) STORED;

-- Search only ever looks at passed materials: partial indexes stay smaller and imply the filter.
CREATE INDEX materials_search_grams_idx ON materials USING gin (search_grams)
  WHERE status = 'pass';
-- 最新 / 最热 without an img_type filter (the 0002 indexes lead with img_type).
CREATE INDEX materials_pass_fresh_idx ON materials (created_at DESC, id DESC)
  WHERE status = 'pass';
CREATE INDEX materials_pass_maxdown_idx ON materials (download_count DESC, id DESC)
  WHERE status = 'pass';
