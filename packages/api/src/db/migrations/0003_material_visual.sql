-- Visual signature computed when a picture enters the library (materials.visual.ts): a 64-bit
-- perceptual hash, its four 16-bit bands for finding near-duplicates through a GIN overlap, and
-- the dominant colour. NULL for rows that have no file to read (tests, bulk benchmark rows).
-- Replaces 0002's untyped placeholders, which nothing wrote; bigint so Postgres can count bits.
ALTER TABLE materials
  DROP COLUMN phash,
  DROP COLUMN dominant_color,
  ADD COLUMN phash bigint,
  ADD COLUMN phash_bands integer[],
  ADD COLUMN colour_r smallint,
  ADD COLUMN colour_g smallint,
  ADD COLUMN colour_b smallint;

CREATE INDEX materials_phash_bands_idx ON materials USING gin (phash_bands);
