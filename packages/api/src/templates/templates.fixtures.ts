// A template row written straight to the table with chosen derived columns, for tests of the
// centre's filters, sorts and favourites (documents and their derivation are tested with the
// real engine in the render and seed tests).
import type { Db } from '../db/db.js';
import { upsertTemplate, type TemplateWrite } from './templates.repo.js';

let sequence = 0;

/** A library template (or a design with owner_id); returns its id. */
export function buildTemplate(db: Db, overrides: Partial<TemplateWrite> = {}): Promise<number> {
  sequence += 1;
  return upsertTemplate(db, {
    template_id: `tpl_test_${sequence}_${Math.random().toString(36).slice(2, 8)}`,
    name: `测试模板${sequence}`,
    path: `/api/v1/files/templates/test-${sequence}.jpg`,
    synthetic: '{}',
    replace_obj: '{}',
    category: 121,
    width: 750,
    height: 1334,
    tag_ids: [],
    slots: ['mainLabel'],
    layout_family: 'P-test',
    owner_id: null,
    created_at: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  });
}
