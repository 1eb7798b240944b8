import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { findMaterial } from '../materials/materials.repo.js';
import { presentMaterials } from '../materials/materials.service.js';
import { copyCardExists } from '../copy/copy.repo.js';
import { templateVisible } from '../templates/templates.repo.js';
import { titleExists } from '../titles/titles.repo.js';
import {
  COLLECT_TYPE_MATERIAL,
  COLLECT_TYPE_COPY_CARD,
  COLLECT_TYPE_TEMPLATE,
  COLLECT_TYPE_TITLE,
  type CollectType,
} from './collections.constants.js';
import { addCollection, listCollectedMaterials, removeCollection } from './collections.repo.js';

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

export async function collectedMaterials(
  { db }: CollectionsDeps,
  userId: number,
  page: number,
  pageSize: number,
) {
  const { rows, total } = await listCollectedMaterials(db, userId, (page - 1) * pageSize, pageSize);
  return { list: await presentMaterials(db, rows, userId), total };
}
