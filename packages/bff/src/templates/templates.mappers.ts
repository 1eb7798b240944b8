import type { TemplateCategory } from '../generated/resolvers.js';
import {
  CATEGORY_ID,
  type TagClassDto,
  type TemplateDetailDto,
  type TemplateDto,
} from './templates.api.js';

/** Template resolvers get the api's record: every list and templateInfo carry its document. */
export type TemplateMapper = TemplateDto | TemplateDetailDto;

export const categoryOf = (id: number): TemplateCategory =>
  id === CATEGORY_ID.OFFICIAL ? 'OFFICIAL' : 'POSTER';

export function toTagClass(c: TagClassDto) {
  return {
    id: String(c.id),
    name: c.name,
    tags: c.tags.map((t) => ({ id: String(t.id), name: t.name })),
  };
}
