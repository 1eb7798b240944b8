-- The year's marketing nodes of the 节点 class (166) that 0020 lacked (issue 28 item 2: 元旦, 38
-- 女神节, 七夕, 国庆, 双十二, 年终), numbered on after 0020's six (16601 春节 … 16606 日常) in the
-- class × 100 + position scheme; none is one of the spec's fixed ids (§9). The generated library
-- tags its templates with these ids, so a node picked in 智能创作（单张） finds its own designs.
INSERT INTO template_tags (id, class_id, name, sort) VALUES
  (16607, 166, '元旦', 0),
  (16608, 166, '38女神节', 0),
  (16609, 166, '七夕', 0),
  (16610, 166, '国庆', 0),
  (16611, 166, '双12', 0),
  (16612, 166, '年终', 0);

-- The class lists its nodes in the order of the year, 日常 last.
UPDATE template_tags AS t SET sort = o.sort
  FROM (VALUES
    (16607, 1), (16601, 2), (16602, 3), (16608, 4), (16603, 5), (16609, 6),
    (16604, 7), (16610, 8), (16605, 9), (16611, 10), (16612, 11), (16606, 12)
  ) AS o(id, sort)
 WHERE t.id = o.id;
