-- A render's request id (issue 29 item 5): a client retrying a render it got no answer for sends the
-- same id and gets the design the first attempt saved, never a second one.
ALTER TABLE creation_records ADD COLUMN request_id text;
CREATE UNIQUE INDEX creation_records_request_idx ON creation_records (user_id, request_id)
  WHERE request_id IS NOT NULL;
