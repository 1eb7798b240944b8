-- Uploads a passed designer template draws (issue 32): a PSD's layers and the pictures a designer
-- adds in the editor are the designer's own uploads, which the server renderer lets only their
-- owner use. Passing review publishes them with the template: a row here lets every user's render
-- read that object. Only the author's own uploads are granted (checked at pass time), and a grant
-- goes with its template, so an upload that no passed template draws stays its owner's alone.
CREATE TABLE template_upload_grants (
  object_key text NOT NULL,
  template_id integer NOT NULL REFERENCES templates (id) ON DELETE CASCADE,
  PRIMARY KEY (object_key, template_id)
);
