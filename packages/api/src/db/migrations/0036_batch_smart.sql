-- 批量生成's 每行智能推荐 (issue 33 item 1): a batch mapped onto a scenario instead of one template,
-- each row's template chosen by smart creation's ranking for that row's copy and pictures.
-- The scenario: {"tag_ids": [...], "is_check": 0|1} (smart creation's tagId and flow); null when the
-- batch uses one template (batches.template_id).
ALTER TABLE batches ADD COLUMN smart jsonb;
-- The template preflight chose for this row (smart batches; null: the batch's template).
ALTER TABLE batch_items ADD COLUMN template_id integer REFERENCES templates(id) ON DELETE SET NULL;
