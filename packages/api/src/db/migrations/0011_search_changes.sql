-- A log of the materials whose searchable state changed, so every api process can keep its
-- in-memory search index (materials/search-index) current, whichever process or tool wrote.
-- Runs unchanged on PGlite and PostgreSQL 15.
--
-- Rows carry the writing transaction's id, not a sequence number: sequence numbers are taken in
-- one order and committed in another, so a reader that remembers "the highest number seen" can
-- skip a slow transaction's rows. A reader instead remembers the xmin of its last poll's snapshot
-- (every transaction below it has ended) and next time reads every row at or above it.
CREATE TABLE search_changes (
  xid bigint NOT NULL DEFAULT pg_current_xact_id()::text::bigint,
  material_id integer NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  -- One row per material per transaction however many statements touched it.
  PRIMARY KEY (xid, material_id)
);

CREATE FUNCTION search_changes_log() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer;
BEGIN
  IF TG_TABLE_NAME = 'materials' THEN
    target := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    target := CASE WHEN TG_OP = 'DELETE' THEN OLD.material_id ELSE NEW.material_id END;
  END IF;
  INSERT INTO search_changes (material_id) VALUES (target) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- Everything search reads from the row. A tag rename rewrites search_text of its carriers
-- (migration 0002), a theme change rewrites theme_ids (0010), so both arrive here as well.
CREATE TRIGGER materials_search_changes
  AFTER INSERT OR DELETE OR UPDATE OF status, title, category, img_type, download_count,
    created_at, search_text, theme_ids ON materials
  FOR EACH ROW EXECUTE FUNCTION search_changes_log();
-- Tag ids feed similar_tags and the complex sort even when search_text happens not to change.
CREATE TRIGGER material_tags_search_changes AFTER INSERT OR DELETE ON material_tags
  FOR EACH ROW EXECUTE FUNCTION search_changes_log();
CREATE TRIGGER material_themes_search_changes AFTER INSERT OR DELETE ON material_themes
  FOR EACH ROW EXECUTE FUNCTION search_changes_log();
