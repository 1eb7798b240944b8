import { CATEGORIES } from '@adstudio/domain';
import type { Static } from '@fastify/type-provider-typebox';
import type { Role } from '../accounts/accounts.repo.js';
import { COLLECT_TYPE_TEMPLATE } from '../collections/collections.constants.js';
import { findCollectedIds } from '../collections/collections.repo.js';
import type { Db } from '../db/db.js';
import { parseDayRange } from '../http/day-range.js';
import { ApiError } from '../http/errors.js';
import { parseIdList, requireIds, withoutNone } from '../search/list-param.js';
import { CENTRE_FILTER_CLASSES, SCENE_CLASSES, TEMPLATE_TAGS_MAX } from './templates.constants.js';
import * as repo from './templates.repo.js';
import type {
  DesignRecordsQuery,
  SmartBatchQuery,
  TagClassQuery,
  TemplateDetail,
  TemplateListQuery,
  TemplateRecord,
} from './templates.schema.js';

export interface TemplatesDeps {
  db: Db;
  clock: () => Date;
}

type Record = Static<typeof TemplateRecord>;
type Detail = Static<typeof TemplateDetail>;

const idsOf = (raw: readonly string[] | undefined, field: string) => {
  const ids = parseIdList(raw?.map(withoutNone), field);
  if (ids.length > TEMPLATE_TAGS_MAX) throw ApiError.invalidField(field);
  return ids;
};

/** Wire records in row order, with tag names and the viewer's favourite state. */
export async function presentTemplates(
  db: Db,
  rows: readonly repo.TemplateRow[],
  viewerId: number | undefined,
): Promise<Record[]> {
  if (rows.length === 0) return [];
  const [tags, collected] = await Promise.all([
    repo.listTags(db, []),
    viewerId === undefined
      ? new Set<number>()
      : findCollectedIds(
          db,
          viewerId,
          COLLECT_TYPE_TEMPLATE,
          rows.map((r) => r.id),
        ),
  ]);
  const tagById = new Map(tags.map((t) => [t.id, { id: t.id, name: t.name, classId: t.class_id }]));
  return rows.map((r) => ({
    id: r.id,
    template_id: r.template_id,
    name: r.name,
    path: r.path,
    width: r.width,
    height: r.height,
    category: r.category,
    tags: r.tag_ids.flatMap((id) => tagById.get(id) ?? []),
    layout_family: r.layout_family,
    downloads: r.downloads,
    is_collection: collected.has(r.id) ? 1 : 0,
    owner_id: r.owner_id,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/** Wire records with their document (the spec's synthetic and replaceObj), in row order. */
export async function presentTemplateDocs(
  db: Db,
  rows: readonly repo.TemplateDocRow[],
  viewerId: number | undefined,
): Promise<Detail[]> {
  const records = await presentTemplates(db, rows, viewerId);
  return records.map((record, i) => {
    const row = rows[i];
    return {
      ...record,
      synthetic: row?.synthetic ?? '{}',
      replaceObj: JSON.parse(row?.replace_obj ?? '{}') as Detail['replaceObj'],
    };
  });
}

async function page(
  db: Db,
  filter: repo.TemplateFilter,
  sort: Parameters<typeof repo.listTemplates>[2],
  now: Date,
  cur: number,
  size: number,
  viewerId: number | undefined,
) {
  const { rows, total } = await repo.listTemplates(db, filter, sort, now, (cur - 1) * size, size);
  return { templateList: await presentTemplateDocs(db, rows, viewerId), total };
}

function groupTags(rows: readonly repo.TagRow[]) {
  const classes = new Map<
    number,
    { id: number; name: string; tags: { id: number; name: string }[] }
  >();
  for (const row of rows) {
    const group = classes.get(row.class_id) ?? { id: row.class_id, name: row.class_name, tags: [] };
    group.tags.push({ id: row.id, name: row.name });
    classes.set(row.class_id, group);
  }
  return [...classes.values()];
}

/** The centre's filters: per category, its industry, theme and style tags (spec §2). */
export async function templateFilters({ db }: TemplatesDeps) {
  const tagClass = groupTags(await repo.listTags(db, CENTRE_FILTER_CLASSES));
  return { tagClassify: CATEGORIES.map((c) => ({ id: c.id, name: c.name, tagClass })) };
}

/** The template centre, or with self=1 the caller's own designs. */
export function templateCentre(
  { db, clock }: TemplatesDeps,
  q: Static<typeof TemplateListQuery>,
  viewerId: number | undefined,
) {
  if (q.self === 1 && viewerId === undefined) throw new ApiError('unauthenticated');
  const categories = idsOf(q.tagClassIds, 'tagClassIds');
  if (categories.some((id) => !CATEGORIES.some((c) => c.id === id))) {
    throw ApiError.invalidField('tagClassIds');
  }
  const filter = {
    owner: q.self === 1 ? (viewerId ?? null) : null,
    categories,
    tagIds: idsOf(q.tags, 'tags'),
  };
  return page(db, filter, q.sort, clock(), q.cur_page, q.page_size, viewerId);
}

/** Created-design records: the caller's renders, or everyone's for designers and admins. */
export function designRecords(
  { db, clock }: TemplatesDeps,
  q: Static<typeof DesignRecordsQuery>,
  viewer: { id: number; role: Role },
) {
  if (q.self === 0 && viewer.role !== 'designer' && viewer.role !== 'admin') {
    throw new ApiError('forbidden');
  }
  const now = clock();
  const filter = {
    owner: q.self === 1 ? viewer.id : ('any' as const),
    categories: [],
    tagIds: idsOf(q.tagId, 'tagId'),
    created: parseDayRange(q, now),
    nameContains: q.keyword?.trim() || undefined,
  };
  return page(db, filter, 'fresh', now, q.cur_page, q.page_size, viewer.id);
}

export async function deleteDesign({ db }: TemplatesDeps, userId: number, id: number) {
  if (await repo.deleteOwnTemplate(db, userId, id)) return { id };
  throw new ApiError((await repo.templateExists(db, id)) ? 'templateNotOwned' : 'templateNotFound');
}

export async function downloadTemplate({ db, clock }: TemplatesDeps, userId: number, id: number) {
  const row = await repo.recordTemplateDownload(db, userId, id, clock());
  if (!row) throw new ApiError('templateNotFound');
  return row;
}

export async function templateDownloads(
  { db }: TemplatesDeps,
  userId: number,
  cur: number,
  size: number,
) {
  const { rows, total } = await repo.listTemplateDownloads(db, userId, (cur - 1) * size, size);
  const templates = await presentTemplateDocs(db, rows, userId);
  return {
    lists: rows.flatMap((r, i) => {
      const template = templates[i];
      return template
        ? [{ id: r.download_id, created_at: new Date(r.downloaded_at).toISOString(), template }]
        : [];
    }),
    total,
  };
}

/** Scenario tag classes: by ids, else by scene name, else the new-media header page's two. */
export async function tagClasses({ db }: TemplatesDeps, q: Static<typeof TagClassQuery>) {
  const ids = idsOf(q.tag_class_ids, 'tag_class_ids');
  const classIds = ids.length > 0 ? ids : (SCENE_CLASSES[q.scene ?? '默认'] ?? []);
  return groupTags(await repo.listTags(db, classIds));
}

/** Tag classes keeping only the tags whose name contains the keyword. */
export async function tagClassesWithKey(
  { db }: TemplatesDeps,
  rawIds: readonly string[] | undefined,
  keyword: string,
) {
  const text = keyword.trim();
  if (text === '') throw new ApiError('quickKeywordEmpty');
  return groupTags(await repo.listTags(db, idsOf(rawIds, 'tag_class_ids'), text));
}

/** A batch of library templates carrying every given tag (smart creation's 16 at a time). */
export function smartBatch(
  { db, clock }: TemplatesDeps,
  q: Static<typeof SmartBatchQuery>,
  viewerId: number | undefined,
) {
  // No tag would be the whole library, not a batch for a scenario.
  const filter = { owner: null, categories: [], tagIds: requireIds(idsOf(q.tagId, 'tagId')) };
  return page(db, filter, 'complex', clock(), q.page, q.pageSize, viewerId);
}

export async function templateInfo(
  { db }: TemplatesDeps,
  id: number,
  viewerId: number | undefined,
): Promise<Static<typeof TemplateDetail>> {
  const row = await repo.findTemplate(db, id);
  // A user's design is theirs alone.
  if (!row || (row.owner_id !== null && row.owner_id !== viewerId)) {
    throw new ApiError('templateNotFound');
  }
  const [record] = await presentTemplateDocs(db, [row], viewerId);
  if (!record) throw new ApiError('templateNotFound');
  return record;
}
