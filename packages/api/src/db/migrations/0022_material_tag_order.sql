-- A material's tags are shown in the order its uploader entered them; rows from before keep the
-- tag id order (position 0 for all, then id).
ALTER TABLE material_tags ADD COLUMN position smallint NOT NULL DEFAULT 0;
