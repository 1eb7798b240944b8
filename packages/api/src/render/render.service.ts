import { randomBytes } from 'node:crypto';
import type { ReplaceObj } from '@adstudio/render';
import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../db/db.js';
import { parseDayRange } from '../http/day-range.js';
import { ApiError } from '../http/errors.js';
import {
  fillTemplateDoc,
  readTemplateDoc,
  templateWriteOf,
} from '../templates/templates.document.js';
import { upsertTemplate } from '../templates/templates.repo.js';
import { checkDesignCopy } from '../smart/smart.wordcheck.js';
import type { WordCheckService } from '../wordcheck/wordcheck.service.js';
import { templateInfo } from '../templates/templates.service.js';
import type { StorageDriver } from '../uploads/uploads.storage.js';
import { RECORD_TYPES, type RecordType } from './render.constants.js';
import { acceptOutcome } from './render.job.js';
import type { RenderQueue } from './render.queue.js';
import * as repo from './render.repo.js';
import type { RecordQueryBody } from './render.schema.js';

export interface RenderDeps {
  db: Db;
  clock: () => Date;
  storage: StorageDriver;
  renderQueue: RenderQueue;
}

const DESIGN_NAME = '我的作品';

// Rolls back a render whose request id another attempt saved first.
class SavedMeanwhile extends Error {}
const DESIGN_NAME_MAX = 100;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** materials: a JSON list of exactly one template record {synthetic, replaceObj?, name?}. */
function parseMaterials(materials: string) {
  let list: unknown;
  try {
    list = JSON.parse(materials);
  } catch {
    throw new ApiError('renderBadMaterials');
  }
  const item: unknown = Array.isArray(list) && list.length === 1 ? list[0] : undefined;
  if (!isObject(item) || item.synthetic === undefined) throw new ApiError('renderBadMaterials');
  let replaceObj: unknown = item.replaceObj ?? {};
  if (typeof replaceObj === 'string') {
    try {
      replaceObj = JSON.parse(replaceObj);
    } catch {
      throw new ApiError('renderBadMaterials');
    }
  }
  if (!isObject(replaceObj)) throw new ApiError('renderBadMaterials');
  const name = typeof item.name === 'string' && item.name.trim() ? item.name.trim() : DESIGN_NAME;
  return { synthetic: item.synthetic, replaceObj: replaceObj as ReplaceObj, name };
}

/**
 * Renders one template for the user, stores the image and saves it as the user's design with a
 * creation record (all or nothing: a failed save removes the image). Answers the spec's list whose
 * first item is the design, its path the rendered image. When `callerGone` aborts first (the
 * caller stopped waiting), nothing is saved and the image is removed.
 */
export async function renderTemplate(
  deps: RenderDeps,
  userId: number,
  kind: RecordType,
  materials: string,
  callerGone?: AbortSignal,
  requestId?: string,
) {
  const input = parseMaterials(materials);
  const doc = fillTemplateDoc(readTemplateDoc(input.synthetic), input.replaceObj);
  // A retry of a request already saved gets that design, drawn once.
  const earlier = requestId && (await repo.designOfRequest(deps.db, userId, requestId));
  if (earlier) return [await templateInfo(deps, earlier, userId)];
  if (callerGone?.aborted) throw new ApiError('renderAbandoned');
  const image = acceptOutcome(await deps.renderQueue.run({ userId, kind, doc }));
  // A design nobody was told about is a ghost: the caller's retry would make a second one.
  if (callerGone?.aborted) {
    await deps.storage.remove([image.key]);
    throw new ApiError('renderAbandoned');
  }
  const at = deps.clock();
  let id: number;
  try {
    id = await deps.db.tx(async (tx) => {
      const designId = await upsertTemplate(
        tx,
        templateWriteOf(doc, {
          template_id: `design_${randomBytes(8).toString('hex')}`,
          name: input.name.slice(0, DESIGN_NAME_MAX),
          path: image.url,
          owner_id: userId,
          created_at: at,
          replaceObj: input.replaceObj,
        }),
      );
      const recorded = await repo.insertRecord(
        tx,
        userId,
        {
          template_id: designId,
          record_type: kind,
          object_key: image.key,
          path: image.url,
          width: image.width,
          height: image.height,
          created_at: at,
        },
        requestId,
      );
      // The same request id was saved meanwhile (sent twice at once): this copy rolls back.
      if (recorded === undefined) throw new SavedMeanwhile();
      return designId;
    });
  } catch (err) {
    await deps.storage.remove([image.key]);
    const first =
      err instanceof SavedMeanwhile && requestId
        ? await repo.designOfRequest(deps.db, userId, requestId)
        : undefined;
    if (first === undefined) throw err;
    id = first;
  }
  return [await templateInfo(deps, id, userId)];
}

/** Creation records of the user between two days, newest first (the design history page). */
type Checker = Pick<WordCheckService, 'checkText'>;

const NO_HITS = { warnings: [], banned: [] };

/** A design's 禁用 and 敏感 words (issue 27 item 6); a document that does not read has none. */
async function copyOf(wordcheck: Checker, synthetic: string | null) {
  if (synthetic === null) return NO_HITS;
  try {
    return await checkDesignCopy(wordcheck, readTemplateDoc(synthetic));
  } catch (err) {
    if (err instanceof ApiError) return NO_HITS;
    throw err;
  }
}

/** renderTemplate's answer with the word checker's hits in the design's text. */
export async function withCopyCheck<T extends { synthetic: string }>(
  wordcheck: Checker,
  designs: readonly T[],
) {
  return Promise.all(
    designs.map(async (d) => {
      const { warnings, banned } = await copyOf(wordcheck, d.synthetic);
      return { ...d, warnings, banned_words: banned };
    }),
  );
}

export async function creationRecords(
  { db, clock, wordcheck }: Pick<RenderDeps, 'db' | 'clock'> & { wordcheck: Checker },
  userId: number,
  q: Static<typeof RecordQueryBody>,
) {
  const { from, until } = parseDayRange(q, clock());
  const types = q.recordType === 'all' ? RECORD_TYPES : [q.recordType];
  const { rows, total } = await repo.listRecords(
    db,
    userId,
    { types, from, until },
    (q.cur_page - 1) * q.page_size,
    q.page_size,
  );
  const copies = await Promise.all(rows.map((r) => copyOf(wordcheck, r.synthetic)));
  return {
    historyLists: rows.map((r, i) => ({
      id: r.id,
      path: r.path,
      record_type: r.record_type,
      template_id: r.template_id,
      width: r.width,
      height: r.height,
      created_at: new Date(r.created_at).toISOString(),
      banned_words: copies[i]?.banned ?? [],
    })),
    total,
  };
}

export async function deleteCreationRecord(
  { db }: Pick<RenderDeps, 'db'>,
  userId: number,
  id: number,
) {
  if (!(await repo.deleteRecord(db, userId, id))) throw new ApiError('recordNotFound');
  return { id };
}
