-- Word check: a replacement is text a user can publish; what it needs (需有证明, 需写明规则) is a
-- note for the editor, kept apart so "copy the replaced text" never pastes it into an ad.
ALTER TABLE wordcheck_entries ADD COLUMN notes jsonb NOT NULL DEFAULT '[]';
