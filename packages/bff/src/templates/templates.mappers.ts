import type { TemplateCategory } from '../generated/resolvers.js';
import type { TagClassDto, TemplateDetailDto, TemplateDto } from './templates.api.js';

/** Template resolvers get the api's record: every list and templateInfo carry its document. */
export type TemplateMapper = TemplateDto | TemplateDetailDto;

export const categoryOf = (id: number): TemplateCategory => (id === 120 ? 'OFFICIAL' : 'POSTER');

export function toTagClass(c: TagClassDto) {
  return {
    id: String(c.id),
    name: c.name,
    tags: c.tags.map((t) => ({ id: String(t.id), name: t.name })),
  };
}
