-- The orphan sweeper finds grants by the end of their upload window (expires_at), not by when
-- they were made: an object that can still be put or registered is never swept.
CREATE INDEX upload_grants_expires_idx ON upload_grants (expires_at);
