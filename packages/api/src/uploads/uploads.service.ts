import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { findUserById } from '../accounts/accounts.repo.js';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { parseJsonField } from '../http/json-field.js';
import { findTagsOf } from '../materials/materials.repo.js';
import { MATERIAL_CATEGORIES } from '../materials/materials.constants.js';
import {
  COPYRIGHT_NAME_MAX_CHARS,
  COPYRIGHT_TEXT,
  COPYRIGHT_URL_MAX_CHARS,
  EXT_BY_FORMAT,
  INCOMING_KEY,
  MAX_BYTES,
  MIME_BY_FORMAT,
  TAG_MAX_CHARS,
  TAGS_PER_FILE_MAX,
  TITLE_MAX_CHARS,
  type CopyrightStatus,
  type UploadPurpose,
} from './uploads.constants.js';
import { checkUpload, tooLargeError } from './uploads.content.js';
import {
  countUploads,
  deleteFiles,
  deleteGrant,
  deleteGrants,
  findFileByKey,
  findGrant,
  findStaleFiles,
  findStaleGrants,
  insertGrant,
  listUploads,
  publishFiles,
  registerFile,
  resubmitMaterial,
  type Submission,
  type UploadFileRow,
  type UploadListRow,
} from './uploads.repo.js';
import { LocalStorage } from './uploads.local.js';
import { PublishData, SubmissionItem } from './uploads.schema.js';
import { ObjectTooLarge, type StorageDriver } from './uploads.storage.js';

export interface UploadsDeps {
  db: Db;
  config: ApiConfig;
  clock: () => Date;
  storage: StorageDriver;
  /** Starts vision on a user's picture, so 智能创作 finds its facts ready (issue 27 item 1). */
  imageFacts?: { prepare(bytes: Uint8Array, width: number, height: number): void } | undefined;
}

const storedKeys = (incoming: string) =>
  Object.values(EXT_BY_FORMAT).map((ext) => `${incoming}.${ext}`);

/** POST /client/file/uploadGrant: a fresh object key and the short-lived way to fill it. */
export async function createGrant(
  { db, config, clock, storage }: UploadsDeps,
  userId: number,
  purpose: UploadPurpose,
) {
  const now = clock();
  const key = `user_upload/${userId}/${randomBytes(16).toString('hex')}`;
  const expiresAt = new Date(now.getTime() + config.storage.grantSeconds * 1000);
  // Recorded before the browser has the URL, so every object that can ever exist has a row the
  // sweeper finds.
  await insertGrant(db, {
    object_key: key,
    user_id: userId,
    purpose,
    created_at: now,
    expires_at: expiresAt,
  });
  const target = await storage.grant(key, MAX_BYTES[purpose], expiresAt);
  return {
    objectKey: key,
    purpose,
    maxBytes: MAX_BYTES[purpose],
    expiresAt: expiresAt.toISOString(),
    ...target,
  };
}

/** The local driver's storage endpoint: the presigned PUT of the raw bytes. */
export async function receiveUpload(
  { db, clock, storage }: UploadsDeps,
  key: string,
  signature: { expires: number; max: number; sig: string },
  body: Readable,
) {
  if (!(storage instanceof LocalStorage)) throw new ApiError('routeNotFound');
  const { expires, max, sig } = signature;
  if (!storage.verify(key, expires, max, sig, clock())) throw new ApiError('uploadLinkInvalid');
  const owner = Number(INCOMING_KEY.exec(key)?.[1]);
  // A swept or registered grant's URL may still be unexpired; it stores nothing any more.
  const grant = await findGrant(db, key, owner);
  if (!grant) throw new ApiError('uploadLinkInvalid');
  try {
    const size = await storage.receive(key, body, Math.min(max, MAX_BYTES[grant.purpose]));
    if (size === 0) {
      await storage.remove([key]);
      throw new ApiError('uploadEmpty');
    }
    return { objectKey: key, size };
  } catch (err) {
    if (err instanceof ObjectTooLarge) throw tooLargeError(grant.purpose);
    throw err;
  }
}

// The client sends back the key, or the URL it got (the spec's OSS flow strips the upload id and
// keeps the URL); only our key shape inside it counts.
const KEY_IN_PATH =
  /(?:^|\/)(user_upload\/\d{1,10}\/[a-f0-9]{32})(?:\.(?:jpg|png|svg))?(?:[?#].*)?$/;

function presentRegistration(row: UploadFileRow) {
  return {
    materialId: row.id,
    filePath: row.path,
    width: row.width,
    height: row.height,
    fileFormat: row.format,
    file_size: row.file_size,
    // The legacy response shape (spec §7 data.insertResult.insertId).
    insertResult: { insertId: row.id },
  };
}

// The raw upload or, when a process died after storing the checked copy and removing the raw
// bytes but before the registration committed, that copy: the grant still stands, so it registers.
async function readUpload(storage: StorageDriver, incoming: string, maxBytes: number) {
  for (const key of [incoming, ...storedKeys(incoming)]) {
    const bytes = await storage.read(key, maxBytes);
    if (bytes) return bytes;
  }
  return undefined;
}

async function findRegistration(db: Db, incoming: string, userId: number) {
  for (const key of storedKeys(incoming)) {
    const row = await findFileByKey(db, key, userId);
    if (row) return row;
  }
  return undefined;
}

/**
 * POST /client/file/uploadFile: checks the stored bytes and registers them for the user. Every
 * field of the answer is read from the file; the client's format and sizes are ignored. A retry
 * of a registration that went through gets the same answer.
 */
export async function registerUpload(
  deps: UploadsDeps,
  userId: number,
  path: string,
  claims: readonly string[] = [],
) {
  const { db, clock, storage } = deps;
  const incoming = KEY_IN_PATH.exec(path.trim())?.[1];
  if (!incoming) throw new ApiError('uploadNotFound');
  const done = await findRegistration(db, incoming, userId);
  if (done) return presentRegistration(done);
  // Another user's key finds no grant here: the same answer as a key that never existed.
  const grant = await findGrant(db, incoming, userId);
  if (!grant) throw new ApiError('uploadNotFound');

  // Whatever fails from here on leaves nothing behind: the object and the grant go.
  const discard = async () => {
    await storage.remove([incoming, ...storedKeys(incoming)]);
    await deleteGrant(db, incoming);
  };
  let bytes: Buffer | undefined;
  try {
    bytes = await readUpload(storage, incoming, MAX_BYTES[grant.purpose]);
  } catch (err) {
    if (!(err instanceof ObjectTooLarge)) throw new ApiError('uploadStorageFailed');
    await discard();
    throw tooLargeError(grant.purpose);
  }
  if (!bytes) throw new ApiError('uploadNotFound');
  let checked;
  try {
    checked = await checkUpload(bytes, grant.purpose, claims);
  } catch (err) {
    if (err instanceof ApiError) await discard();
    throw err;
  }

  const objectKey = `${incoming}.${EXT_BY_FORMAT[checked.format]}`;
  try {
    await storage.write(objectKey, checked.bytes, MIME_BY_FORMAT[checked.format]);
    // The raw upload goes before the registration commits: if the process dies in between, the
    // grant is still there and a retry registers the checked copy (readUpload).
    await storage.remove([incoming]);
  } catch {
    throw new ApiError('uploadStorageFailed');
  }
  const row = await registerFile(db, {
    userId,
    purpose: grant.purpose,
    grantKey: incoming,
    objectKey,
    path: storage.url(objectKey),
    width: checked.width,
    height: checked.height,
    fileSize: checked.bytes.length,
    format: checked.format,
    visual: checked.visual,
    at: clock(),
  });
  const registered = row ?? (await findRegistration(db, incoming, userId));
  if (!registered) throw new ApiError('uploadNotFound');
  // Queued, not awaited: the answer is not slowed; a user's own picture (person, product, logo,
  // code) is what smart generation will ask about. SVG is drawn, not photographed: nothing to see.
  if (grant.purpose === 'image' && checked.format !== 'svg')
    deps.imageFacts?.prepare(checked.bytes, checked.width, checked.height);
  return presentRegistration(registered);
}

// ---- submission (spec §3 uploaded material submission, §5 rules) ----

const str = (v: string | undefined) => v?.trim() ?? '';

function tagNames(raw: SubmissionItem['tags']): string[] {
  const list =
    typeof raw === 'string'
      ? raw.split(/[,，]/).map((t) => t.trim())
      : (raw ?? []).map((t) => str(typeof t === 'string' ? t : t.name));
  // spec §5: a new tag only if non-empty and not already present.
  return [...new Set(list.filter(Boolean))];
}

function categoryOf(item: SubmissionItem): string | undefined {
  const name = str(item.category);
  if (name) return MATERIAL_CATEGORIES.find((c) => c === name);
  const id = Number(item.category_id);
  // category_id is the position in the 13-entry category strip, 1-based.
  return Number.isInteger(id) ? MATERIAL_CATEGORIES[id - 1] : undefined;
}

/** A valid http(s) URL (spec §5: the source link must be a correct link). */
export function isValidLink(value: string): boolean {
  if (value.length > COPYRIGHT_URL_MAX_CHARS || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

type Checked =
  | { ok: true; value: Omit<Submission, 'author'> & { author: string | null } }
  | { ok: false; badLink: boolean };

function checkItem(item: SubmissionItem, fileId: number): Checked {
  const tags = tagNames(item.tags);
  const category = categoryOf(item);
  const status = Number(item.copyright_status) as CopyrightStatus;
  const name = str(item.copyright_name);
  const url = str(item.copyright_url);
  const title = str(item.title);
  const complete =
    tags.length > 0 &&
    tags.length <= TAGS_PER_FILE_MAX &&
    tags.every((t) => Array.from(t).length <= TAG_MAX_CHARS) &&
    category !== undefined &&
    [0, 1, 2].includes(status) &&
    // spec §5: non-original with a clear source needs a link or a subject.
    (status !== 1 || name !== '' || url !== '') &&
    Array.from(name).length <= COPYRIGHT_NAME_MAX_CHARS &&
    Array.from(title).length <= TITLE_MAX_CHARS;
  if (!complete) return { ok: false, badLink: false };
  if (status === 1 && url !== '' && !isValidLink(url)) return { ok: false, badLink: true };
  const known = status === 1;
  return {
    ok: true,
    value: {
      fileId,
      title: title || tags.slice(0, 3).join(' '),
      tags,
      category,
      copyrightStatus: status,
      copyrightName: known ? name : '',
      copyrightUrl: known ? url : '',
      copyright: COPYRIGHT_TEXT[status] + (known && name ? `：${name}` : ''),
      // The spec's "name" (author/source): the named source, else the uploader.
      author: known && name ? name : null,
    },
  };
}

// The schema allowed digits as a string; the database's integer bounds still apply.
const idOf = (v: number | string | undefined) => {
  const n = Number(v);
  return v !== undefined && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** Validates every item; throws with the ids of the incomplete ones (spec §5: they are flagged). */
function checkItems(items: readonly SubmissionItem[], idKey: 'file_id' | 'material_id') {
  const ids = items.map((item) => idOf(item[idKey] ?? item.file_id));
  if (ids.some((id) => id === undefined) || new Set(ids).size !== ids.length) {
    throw ApiError.invalidField(idKey);
  }
  const results = items.map((item, i) => checkItem(item, ids[i] as number));
  const failed = (pick: (r: Checked) => boolean) =>
    results.flatMap((r, i) => (pick(r) ? [ids[i] as number] : []));
  const incomplete = failed((r) => !r.ok && !r.badLink);
  if (incomplete.length > 0) {
    throw new ApiError('submitIncomplete').withDetails({ incomplete });
  }
  const badLinks = failed((r) => !r.ok && r.badLink);
  if (badLinks.length > 0)
    throw new ApiError('submitBadLink').withDetails({ incomplete: badLinks });
  return results.flatMap((r) => (r.ok ? [r.value] : []));
}

async function withAuthor(db: Db, userId: number, items: ReturnType<typeof checkItems>) {
  const user = await findUserById(db, userId);
  return items.map((i) => ({ ...i, author: i.author ?? user?.name ?? '' }));
}

/**
 * POST /client/material/uploadV2: publishes a materialList all or nothing; the materials wait for
 * review. Another user's or an unknown file id publishes nothing (素材不存在).
 */
export async function publishMaterials({ db, clock }: UploadsDeps, userId: number, data: string) {
  const { materialList } = parseJsonField(PublishData, data, 'materialList');
  const items = await withAuthor(db, userId, checkItems(materialList, 'file_id'));
  const result = await publishFiles(db, userId, items, clock());
  if ('missing' in result) {
    throw new ApiError('materialNotFound').withDetails({ missing: result.missing });
  }
  return { materialIds: result.published, status: 'wait' as const };
}

/** POST /client/material/resubmit: a rejected material of the user, edited, back to review. */
export async function resubmit({ db, clock }: UploadsDeps, userId: number, data: string) {
  const parsed = parseJsonField(SubmissionItem, data, 'data');
  const [item] = await withAuthor(db, userId, checkItems([parsed], 'material_id'));
  if (!item) throw ApiError.invalidField('data');
  const outcome = await resubmitMaterial(db, userId, item, clock());
  if (outcome === 'missing') throw new ApiError('materialNotFound');
  if (outcome === 'not-rejected') throw new ApiError('resubmitNotRejected');
  return { id: item.fileId, status: 'wait' as const };
}

// ---- my uploads (spec §2 my uploads / review history) ----

export async function presentUploads(db: Db, rows: readonly UploadListRow[]) {
  const tags = await findTagsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    path: r.path,
    title: r.title,
    tags: tags.get(r.id) ?? [],
    status: r.status,
    reason: r.reason,
    category: r.category,
    width: r.width,
    height: r.height,
    size_width: r.width,
    size_height: r.height,
    file_size: r.file_size,
    format: r.format,
    copyright: r.copyright,
    copyright_status: r.copyright_status,
    copyright_name: r.copyright_name,
    copyright_url: r.copyright_url,
    created_at: r.created_at.toISOString(),
  }));
}

export async function myUploads(
  { db }: UploadsDeps,
  userId: number,
  status: 'pass' | 'wait' | 'reject' | undefined,
  page: number,
  pageSize: number,
) {
  const { rows, total } = await listUploads(db, userId, status, (page - 1) * pageSize, pageSize);
  return { lists: await presentUploads(db, rows), total };
}

export function myUploadCounts({ db }: UploadsDeps, userId: number) {
  return countUploads(db, userId);
}

// ---- the sweeper ----

const SWEEP_BATCH = 500;

/**
 * Deletes uploads never registered and registrations never published, older than
 * UPLOAD_ORPHAN_HOURS, objects first, then rows (a crash in between leaves rows that the next
 * sweep finishes). Runs at start and hourly (server.ts); returns what it removed.
 */
export async function sweepOrphans({ db, config, clock, storage }: UploadsDeps) {
  const cutoff = new Date(clock().getTime() - config.storage.orphanHours * 3_600_000);
  let grants = 0;
  let files = 0;
  for (;;) {
    const stale = await findStaleGrants(db, cutoff, SWEEP_BATCH);
    if (stale.length === 0) break;
    const keys = stale.map((g) => g.object_key);
    await storage.remove(keys.flatMap((k) => [k, ...storedKeys(k)]));
    await deleteGrants(db, keys);
    grants += keys.length;
  }
  for (;;) {
    const stale = await findStaleFiles(db, cutoff, SWEEP_BATCH);
    if (stale.length === 0) break;
    await storage.remove(stale.map((f) => f.object_key));
    await deleteFiles(
      db,
      stale.map((f) => f.id),
    );
    files += stale.length;
  }
  return { grants, files };
}
