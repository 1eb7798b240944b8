import { CATEGORY_OFFICIAL } from '@adstudio/domain';
import { randomBytes } from 'node:crypto';
import {
  collectTextures,
  lintTemplate,
  SLOT_FIELD_LABELS,
  SLOT_FIELDS,
  type LintIssue,
  type TemplateDoc,
} from '@adstudio/render';
import { nodeMeasurer } from '@adstudio/render/node';
import type { Static } from '@fastify/type-provider-typebox';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { parseJsonField } from '../http/json-field.js';
import { insertMessage } from '../messages/messages.repo.js';
import { TEXTURE_MAX_BYTES, type RecordType } from '../render/render.constants.js';
import { acceptOutcome, type OutputPurpose } from '../render/render.job.js';
import type { RenderQueue } from '../render/render.queue.js';
import { uploadOf } from '../render/render.textures.js';
import { parseIdList } from '../search/list-param.js';
import { readTemplateDoc, templateWriteOf } from '../templates/templates.document.js';
import {
  findTemplate,
  listTags,
  recordTemplateDownload,
  upsertTemplate,
  type TemplateDocRow,
} from '../templates/templates.repo.js';
import { templateInfo } from '../templates/templates.service.js';
import type { StorageDriver } from '../uploads/uploads.storage.js';
import {
  DESIGN_DOC_MAX_CHARS,
  DESIGN_NAME_DEFAULT,
  SUBMISSION_TAGS_MAX,
} from './designs.constants.js';
import * as repo from './designs.repo.js';
import {
  SubmitData,
  type DraftBody,
  type ExportBody,
  type InfoQuery,
  type ReviewBody,
  type SaveBody,
  type Submit,
  type SubmitBody,
} from './designs.schema.js';

export interface DesignsDeps {
  db: Db;
  clock: () => Date;
  storage: StorageDriver;
  renderQueue: RenderQueue;
}

const kindOf = (doc: TemplateDoc): RecordType =>
  doc.meta.category === CATEGORY_OFFICIAL ? 'banner' : 'poster';

/** Draws the document through the render queue (the server renderer), stored as a JPEG or PNG. */
async function renderImage(
  deps: DesignsDeps,
  userId: number,
  doc: TemplateDoc,
  format: 'jpeg' | 'png' = 'jpeg',
  purpose: OutputPurpose = 'design',
) {
  return acceptOutcome(
    await deps.renderQueue.run({ userId, kind: kindOf(doc), doc, format, purpose }),
  );
}

function refuseIssues(issues: readonly LintIssue[]) {
  if (issues.length === 0) return;
  const reason = issues.map((i) => i.message).join('；');
  throw new ApiError('designLintFailed', { reason }).withDetails({ issues });
}

// A user may lay text over text in their own design; what no save may do is draw with a font or
// art we hold no licence for, or break the document's structure. Lint's layout rules look at
// visible layers only, so linting the layers hidden keeps exactly its per-layer rules.
function userSaveIssues(doc: TemplateDoc): LintIssue[] {
  const materials = Object.fromEntries(
    Object.entries(doc.renderConfig.materials).map(([key, l]) => [key, { ...l, hidden: true }]),
  );
  return lintTemplate({ ...doc, renderConfig: { ...doc.renderConfig, materials } });
}

/** A template the user may open: the library's, or their own design (another's is not found). */
export async function openable(db: Db, userId: number, id: number): Promise<TemplateDocRow> {
  const row = await findTemplate(db, id);
  if (!row || (row.owner_id !== null && row.owner_id !== userId)) {
    throw new ApiError('templateNotFound');
  }
  return row;
}

/** What the editor is working on: the design (id) or else the template it opened (templateId). */
function targetOf(db: Db, userId: number, q: { id?: number; templateId?: number }) {
  const id = q.id ?? q.templateId;
  if (id === undefined) throw new ApiError('designNoTemplate');
  return openable(db, userId, id);
}

/**
 * Saves the editor's document as the user's design: a new one from the template it opened or from
 * a blank canvas, or an update of their own (another user's is refused). The server renderer
 * draws it, and the design and its creation record (the history pages) change together or not at
 * all — or, when `callerGone` aborts first (the caller stopped waiting), not at all.
 */
export async function saveDesign(
  deps: DesignsDeps,
  userId: number,
  body: Static<typeof SaveBody>,
  callerGone?: AbortSignal,
  // A resize saves new designs beside the one open in the editor, whose autosave must survive.
  keepSourceDraft = false,
) {
  const { db, clock, storage } = deps;
  // Every user may start from a blank canvas (新建空白设计, issue 30 item 7); otherwise a save
  // names what it came from.
  if (body.id === undefined && body.templateId === undefined && body.blank !== true) {
    throw new ApiError('designNoTemplate');
  }
  const doc = readTemplateDoc(body.synthetic);
  refuseIssues(userSaveIssues(doc));
  let design: TemplateDocRow | undefined;
  if (body.id !== undefined) {
    design = await findTemplate(db, body.id);
    if (!design) throw new ApiError('designNotFound');
    if (design.owner_id !== userId) throw new ApiError('designNotOwned');
  }
  const source =
    body.templateId === undefined ? undefined : await openable(db, userId, body.templateId);
  const name = body.name?.trim() || design?.name || source?.name || DESIGN_NAME_DEFAULT;

  const image = await renderImage(deps, userId, doc);
  if (callerGone?.aborted) {
    await storage.remove([image.key]);
    throw new ApiError('renderAbandoned');
  }
  const at = clock();
  let saved: { id: number; replaced: string | undefined };
  try {
    saved = await db.tx(async (tx) => {
      const id = await upsertTemplate(
        tx,
        templateWriteOf(doc, {
          template_id: design?.template_id ?? `design_${randomBytes(8).toString('hex')}`,
          name,
          path: image.url,
          owner_id: userId,
          created_at: design?.created_at ?? at,
          replaceObj: design ? JSON.parse(design.replace_obj) : {},
        }),
      );
      const replaced = await repo.putDesignRecord(
        tx,
        userId,
        id,
        kindOf(doc),
        { object_key: image.key, path: image.url, width: image.width, height: image.height },
        at,
      );
      // What was autosaved is now saved.
      await repo.deleteDrafts(tx, userId, source && !keepSourceDraft ? [id, source.id] : [id]);
      return { id, replaced };
    });
  } catch (err) {
    await storage.remove([image.key]);
    throw err;
  }
  if (saved.replaced && saved.replaced !== image.key) await storage.remove([saved.replaced]);
  return templateInfo(deps, saved.id, userId);
}

const presentDraft = (d: repo.DraftRow) => ({
  template_id: d.template_id,
  synthetic: d.synthetic,
  updated_at: new Date(d.updated_at).toISOString(),
});

/** Autosave: the latest draft of the user for the design or template, checked as a document. */
export async function saveDraft(
  { db, clock }: Pick<DesignsDeps, 'db' | 'clock'>,
  userId: number,
  body: Static<typeof DraftBody>,
) {
  const target = await targetOf(db, userId, body);
  // Stored as restoreTemplate reads it, so reopening a draft never meets a broken document.
  const doc = readTemplateDoc(body.synthetic);
  return presentDraft(await repo.upsertDraft(db, userId, target.id, JSON.stringify(doc), clock()));
}

/** The design or template the editor opens, with the user's autosave when one is newer. */
export async function designInfo(
  deps: Pick<DesignsDeps, 'db' | 'clock'>,
  userId: number,
  q: Static<typeof InfoQuery>,
) {
  const target = await targetOf(deps.db, userId, q);
  const [design, draft] = await Promise.all([
    templateInfo(deps, target.id, userId),
    repo.findDraft(deps.db, userId, target.id),
  ]);
  return { design, draft: draft ? presentDraft(draft) : null };
}

function dataUrl(mime: string, bytes: Uint8Array) {
  return `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
}

// A PDF is one page of the template's size holding the server's drawing, sent inline (the
// stored files route serves images only).
async function pdfOf(
  storage: StorageDriver,
  image: { key: string; width: number; height: number },
): Promise<string> {
  const jpeg = await storage.read(image.key, TEXTURE_MAX_BYTES);
  await storage.remove([image.key]);
  if (!jpeg) throw new ApiError('fileNotFound');
  const pdf = await PDFDocument.create();
  pdf.setProducer('秒创');
  const embedded = await pdf.embedJpg(jpeg);
  pdf
    .addPage([image.width, image.height])
    .drawImage(embedded, { x: 0, y: 0, width: image.width, height: image.height });
  return dataUrl('application/pdf', await pdf.save());
}

/** Renders the design (or a library template) in the format asked and records the download. */
export async function exportDesign(
  deps: DesignsDeps,
  userId: number,
  { id, format }: Static<typeof ExportBody>,
) {
  const row = await openable(deps.db, userId, id);
  const doc = readTemplateDoc(row.synthetic);
  // An export lives EXPORT_RETENTION_HOURS (jobs/outputs.sweep.ts); the browser downloads it now.
  const image = await renderImage(deps, userId, doc, format === 'png' ? 'png' : 'jpeg', 'export');
  const url = format === 'pdf' ? await pdfOf(deps.storage, image) : image.url;
  const download = await recordTemplateDownload(deps.db, userId, id, deps.clock());
  if (!download) throw new ApiError('templateNotFound');
  return {
    template_id: id,
    format,
    url,
    width: image.width,
    height: image.height,
    downloads: download.downloads,
  };
}

/** The document's meta.tags from tag ids: each under its class; an unknown id is refused. */
async function tagsByClass(db: Db, raw: string | undefined) {
  const ids = parseIdList(raw === undefined ? [] : [raw], 'tags');
  if (ids.length > SUBMISSION_TAGS_MAX) throw ApiError.invalidField('tags');
  const known = new Map((await listTags(db, [])).map((t) => [t.id, t.class_id]));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new ApiError('designUnknownTags', { ids: unknown.join('、') });
  const tags: Record<string, number[]> = {};
  for (const id of ids) (tags[String(known.get(id))] ??= []).push(id);
  return { ids, tags };
}

// The slots a reviewer checks, in the order of render's slot fields; the stored document was
// checked on submission, so it reads as a TemplateDoc.
function slotsOf(synthetic: string) {
  const doc = JSON.parse(synthetic) as TemplateDoc;
  return Object.values(doc.renderConfig.materials)
    .flatMap((l) =>
      l.slot
        ? [
            {
              key: l.key,
              field: l.slot.field,
              label: SLOT_FIELD_LABELS[l.slot.field],
              index: l.slot.index,
              required: l.slot.required,
            },
          ]
        : [],
    )
    .sort(
      (a, b) =>
        SLOT_FIELDS.indexOf(a.field) - SLOT_FIELDS.indexOf(b.field) ||
        a.index - b.index ||
        a.key.localeCompare(b.key),
    );
}

function presentSubmission(s: repo.SubmissionRow) {
  return {
    id: s.id,
    name: s.name,
    path: s.path,
    category: s.category,
    tag_ids: s.tag_ids,
    width: s.width,
    height: s.height,
    status: s.status,
    reason: s.reason,
    author: { id: s.author_id, name: s.author_name ?? '' },
    slots: slotsOf(s.synthetic),
    // The same lint the designer met before 提交审核, on the stored document (issue 32 item 9).
    lint: lintTemplate(readTemplateDoc(s.synthetic), nodeMeasurer).map((i) => ({
      layer_key: i.layerKey ?? null,
      message: i.message,
    })),
    template_id: s.template_id,
    created_at: new Date(s.created_at).toISOString(),
    reviewed_at: s.reviewed_at === null ? null : new Date(s.reviewed_at).toISOString(),
  };
}

async function submissionById(db: Db, id: number) {
  const row = await repo.findSubmission(db, id);
  if (!row) throw new ApiError('submissionNotFound');
  return row;
}

/**
 * A designer's template (addMaterial): its category and tags written into the document, the
 * whole lint passed (QUICKCREATE §3), a preview drawn; it waits for review outside the library.
 */
/** addMaterial's fields: from the spec's `data` JSON, or from one form field each. */
export function submissionOf(body: Static<typeof SubmitBody>): Static<typeof Submit> {
  const { data, ...fields } = body;
  if (data === undefined) {
    const { name, synthetic, category, tags, id } = fields;
    if (name === undefined) throw new ApiError('submissionNameRequired');
    if (synthetic === undefined) throw ApiError.invalidField('synthetic');
    if (category === undefined) throw ApiError.invalidField('category');
    return { name, synthetic, category, tags, id };
  }
  // One template per call: a second copy beside `data` could disagree with it.
  const extra = Object.keys(fields).find((key) => fields[key as keyof typeof fields] !== undefined);
  if (extra !== undefined) throw ApiError.invalidField(extra);
  const v = parseJsonField(SubmitData, data, 'data');
  const synthetic = typeof v.synthetic === 'string' ? v.synthetic : JSON.stringify(v.synthetic);
  if (synthetic.length > DESIGN_DOC_MAX_CHARS) throw ApiError.invalidField('synthetic');
  const tags = Array.isArray(v.tags) ? JSON.stringify(v.tags) : v.tags;
  return { name: v.name, synthetic, category: v.category, tags, id: v.id };
}

export async function submitTemplate(
  deps: DesignsDeps,
  authorId: number,
  raw: Static<typeof SubmitBody>,
) {
  const { db, clock, storage } = deps;
  const body = submissionOf(raw);
  // spec create-and-write §8 and issue 32 item 9: a template is found by its name, category and tags.
  const name = body.name.trim();
  if (name === '') throw new ApiError('submissionNameRequired');
  const read = readTemplateDoc(body.synthetic);
  const { ids, tags } = await tagsByClass(db, body.tags);
  if (ids.length === 0) throw new ApiError('submissionTagsRequired');
  if (body.id !== undefined) {
    const old = await submissionById(db, body.id);
    if (old.author_id !== authorId) throw new ApiError('submissionNotOwned');
    if (old.status !== 'reject') throw new ApiError('submissionNotRejected');
  }
  const doc: TemplateDoc = { ...read, meta: { ...read.meta, category: body.category, tags } };
  refuseIssues(lintTemplate(doc, nodeMeasurer));
  const image = await renderImage(deps, authorId, doc);
  const row = {
    author_id: authorId,
    name,
    synthetic: JSON.stringify(doc),
    object_key: image.key,
    path: image.url,
    category: body.category,
    tag_ids: ids,
    width: image.width,
    height: image.height,
    created_at: clock(),
  };
  let id: number;
  try {
    if (body.id === undefined) id = await repo.insertSubmission(db, row);
    else if (await repo.resubmit(db, body.id, row)) id = body.id;
    else throw new ApiError('submissionNotRejected');
  } catch (err) {
    await storage.remove([image.key]);
    throw err;
  }
  return presentSubmission(await submissionById(db, id));
}

/** 我的模板: the designer's own submissions with their status and the reviewer's reason. */
export async function mySubmissions(
  { db }: Pick<DesignsDeps, 'db'>,
  authorId: number,
  page: number,
  pageSize: number,
) {
  const { rows, total } = await repo.listAuthorSubmissions(
    db,
    authorId,
    (page - 1) * pageSize,
    pageSize,
  );
  return { lists: rows.map(presentSubmission), total };
}

/** One of the designer's own submissions with its document: 我的模板's 重新编辑 opens it (item 9). */
export async function mySubmission({ db }: Pick<DesignsDeps, 'db'>, authorId: number, id: number) {
  const row = await submissionById(db, id);
  if (row.author_id !== authorId) throw new ApiError('submissionNotOwned');
  return { ...presentSubmission(row), synthetic: row.synthetic };
}

export async function pendingSubmissions(
  { db }: Pick<DesignsDeps, 'db'>,
  page: number,
  pageSize: number,
) {
  const { rows, total } = await repo.listPendingSubmissions(db, (page - 1) * pageSize, pageSize);
  return { lists: rows.map(presentSubmission), total };
}

// The designer hears of the decision in 消息管理, as an uploader does of a material's.
const reviewNotice = (status: 'pass' | 'reject', name: string, reason: string) =>
  status === 'pass'
    ? {
        kind: 'review_pass' as const,
        title: '模板审核通过',
        content: `您提交的模板「${name}」已通过审核，现在可以在模板中心找到。`,
      }
    : {
        kind: 'review_reject' as const,
        title: '模板未通过审核',
        content: `您提交的模板「${name}」未通过审核，原因：${reason}。`,
      };

// The author's uploads the template draws (a PSD's layers, pictures added in the editor): passing
// publishes them with it. Another user's upload in the document is never granted — a designer may
// not publish what is not theirs (the render at 提交审核 already refused it).
const authorUploads = (doc: TemplateDoc, authorId: number) =>
  collectTextures(doc).flatMap((ref) => {
    const upload = uploadOf(ref);
    return upload?.ownerId === authorId ? [upload.key] : [];
  });

/**
 * A reviewer's decision. Passing writes the template into the library (the centre and smart
 * generation then find it) and publishes the author's uploads it draws, in the same transaction
 * that marks the submission decided.
 */
export async function reviewSubmission(
  { db, clock }: Pick<DesignsDeps, 'db' | 'clock'>,
  reviewerId: number,
  body: Static<typeof ReviewBody>,
) {
  const reason = body.reason?.trim() ?? '';
  if (body.status === 'reject' && reason === '') throw new ApiError('reviewReasonRequired');
  const row = await submissionById(db, body.id);
  if (row.status !== 'pending') throw new ApiError('submissionNotPending');
  const at = clock();
  await db.tx(async (tx) => {
    const doc = readTemplateDoc(row.synthetic);
    const templateId =
      body.status === 'pass'
        ? await upsertTemplate(
            tx,
            templateWriteOf(doc, {
              template_id: `tpl_d_${row.id}`,
              name: row.name,
              path: row.path,
              owner_id: null,
              created_at: at,
              replaceObj: {},
            }),
          )
        : null;
    const decided = await repo.decideSubmission(tx, {
      id: row.id,
      status: body.status,
      reason: body.status === 'reject' ? reason : null,
      reviewerId,
      templateId,
      at,
    });
    // Another reviewer got there first: their decision stands and this one's template goes.
    if (!decided) throw new ApiError('submissionNotPending');
    if (templateId !== null) {
      await repo.grantTemplateUploads(tx, templateId, authorUploads(doc, row.author_id));
    }
    await insertMessage(tx, {
      userId: row.author_id,
      materialId: null,
      at,
      ...reviewNotice(body.status, row.name, reason),
    });
  });
  return presentSubmission(await submissionById(db, row.id));
}
