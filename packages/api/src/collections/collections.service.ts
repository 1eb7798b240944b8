import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { copyCardExists } from '../copy/copy.repo.js';
import { presentCards } from '../copy/copy.service.js';
import { findMaterial, findMaterialsByIds } from '../materials/materials.repo.js';
import { presentMaterials } from '../materials/materials.service.js';
import { findTemplatesByIds, templateVisible } from '../templates/templates.repo.js';
import { presentTemplateDocs } from '../templates/templates.service.js';
import { titleExists } from '../titles/titles.repo.js';
import { libraryOf, presentTitles } from '../titles/titles.service.js';
import {
  COLLECT_TYPE_MATERIAL,
  COLLECT_TYPE_COPY_CARD,
  COLLECT_TYPE_TEMPLATE,
  COLLECT_TYPE_TITLE,
  type CollectType,
} from './collections.constants.js';
import {
  addCollection,
  findCollectedIds,
  listCollectedIds,
  removeCollection,
} from './collections.repo.js';

export interface CollectionsDeps {
  db: Db;
  clock: () => Date;
}

export async function collect(
  { db, clock }: CollectionsDeps,
  userId: number,
  collectType: CollectType,
  targetId: number,
) {
  if (collectType === COLLECT_TYPE_MATERIAL) {
    const material = await findMaterial(db, targetId);
    if (material?.status !== 'pass') throw new ApiError('materialNotFound');
  }
  if (collectType === COLLECT_TYPE_TITLE && !(await titleExists(db, targetId))) {
    throw new ApiError('titleNotFound');
  }
  if (collectType === COLLECT_TYPE_COPY_CARD && !(await copyCardExists(db, targetId))) {
    throw new ApiError('copyCardNotFound');
  }
  if (collectType === COLLECT_TYPE_TEMPLATE && !(await templateVisible(db, targetId, userId))) {
    throw new ApiError('templateNotFound');
  }
  await addCollection(db, userId, collectType, targetId, clock());
  return { id: targetId, collectType, isCollect: 1 as const };
}

/** Idempotent: cancelling something not collected succeeds too. */
export async function cancelCollect(
  { db }: CollectionsDeps,
  userId: number,
  collectType: CollectType,
  targetId: number,
) {
  await removeCollection(db, userId, collectType, targetId);
  return { id: targetId, collectType, isCollect: 0 as const };
}

/** POST /client/copy/copyCard: the caller's favourite of the card flips. */
export async function toggleCopyCard(deps: CollectionsDeps, userId: number, id: number) {
  const collected = await findCollectedIds(deps.db, userId, COLLECT_TYPE_COPY_CARD, [id]);
  const { isCollect } = collected.has(id)
    ? await cancelCollect(deps, userId, COLLECT_TYPE_COPY_CARD, id)
    : await collect(deps, userId, COLLECT_TYPE_COPY_CARD, id);
  return { id, is_collection: isCollect };
}

export interface CollectedQuery {
  page: number;
  pageSize: number;
}

// Each kind's list: a page of favourites, then that domain's wire records for them, in order.
const pageOf = (
  db: Db,
  userId: number,
  collectType: CollectType,
  { page, pageSize }: CollectedQuery,
  titleLibrary?: number,
) =>
  listCollectedIds(db, userId, collectType, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
    titleLibrary,
  });

export async function collectedMaterials(
  { db }: CollectionsDeps,
  userId: number,
  q: CollectedQuery,
) {
  const { ids, collectedAt, total } = await pageOf(db, userId, COLLECT_TYPE_MATERIAL, q);
  const materials = await presentMaterials(db, await findMaterialsByIds(db, ids), userId);
  return {
    list: materials.map((m) => ({ ...m, collected_at: collectedAt.get(m.id) ?? m.created_at })),
    total,
  };
}

export async function collectedTitles(
  { db }: CollectionsDeps,
  userId: number,
  q: CollectedQuery & { isOriginal?: number | undefined },
) {
  const { ids, total } = await pageOf(db, userId, COLLECT_TYPE_TITLE, q, libraryOf(q.isOriginal));
  return { list: await presentTitles(db, ids, [], userId), total };
}

export async function collectedCopyCards(
  { db }: CollectionsDeps,
  userId: number,
  q: CollectedQuery,
) {
  const { ids, total } = await pageOf(db, userId, COLLECT_TYPE_COPY_CARD, q);
  return { list: await presentCards(db, ids, userId), total };
}

export async function collectedTemplates(
  { db }: CollectionsDeps,
  userId: number,
  q: CollectedQuery,
) {
  const { ids, total } = await pageOf(db, userId, COLLECT_TYPE_TEMPLATE, q);
  return {
    templateList: await presentTemplateDocs(db, await findTemplatesByIds(db, ids), userId),
    total,
  };
}
