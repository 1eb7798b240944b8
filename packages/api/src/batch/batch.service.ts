// 批量生成 (issue 33): a batch from a sheet, its images, its mapping onto a template, preflight,
// the run on the render queue, progress, retry of the failed rows only, and its results.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { TEXT_SLOT_FIELDS, type SlotField, type TemplateDoc } from '@adstudio/render';
import sharp from 'sharp';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { keepPreview, type PreviewStore } from '../render/render.previews.js';
import { searchMaterials } from '../materials/materials.repo.js';
import { parseKeyword } from '../materials/materials.search.js';
import type { RenderQueue } from '../render/render.queue.js';
import type { ImageFactsPort } from '../smart/smart.images.js';
import type { SmartDeps } from '../smart/smart.service.js';
import { fillTemplateDoc, readTemplateDoc } from '../templates/templates.document.js';
import { findTemplate, templateVisible } from '../templates/templates.repo.js';
import type { StorageDriver } from '../uploads/uploads.storage.js';
import type { WordCheckService } from '../wordcheck/wordcheck.service.js';
import {
  BATCH_SAMPLE_ROWS,
  BATCH_SMART_ROWS_MAX,
  BATCH_ZIP_ENTRIES_MAX,
  BATCH_ZIP_IMAGE_MAX_BYTES,
  BATCH_ZIP_MAX_BYTES,
  BATCH_ZIP_RATIO_MAX,
  BATCH_ZIP_TOTAL_MAX_BYTES,
} from './batch.constants.js';
import {
  checkMapping,
  imageKey,
  searchKeywordOf,
  preflightCache,
  preflightRow,
  replaceObjOf,
  slotsOf,
} from './batch.preflight.js';
import * as repo from './batch.repo.js';
import { manifestCsv, manifestOf, proofSheet, resultsZip } from './batch.results.js';
import { kindOf, type BatchQueue } from './batch.runner.js';
import { readSheet } from './batch.sheet.js';
import { checkScenario, checkSmartMapping, rowChooser, smartSlots } from './batch.smart.js';
import { readZip } from './batch.zip.js';

export interface BatchDeps {
  db: Db;
  clock: () => Date;
  storage: StorageDriver;
  renderQueue: RenderQueue;
  wordcheck: Pick<WordCheckService, 'checkText'>;
  facts: ImageFactsPort;
  runner: BatchQueue;
  /** Where the first rows' previews are kept and drawn (as smart creation's). */
  previews: PreviewStore;
  /** Key of the result links' HMAC (UPLOAD_SECRET, as smart previews). */
  secret: string;
  /** Smart creation's ranking (每行智能推荐 chooses each row's template with it). */
  smart: SmartDeps;
}

const NAME_MAX = 100;

const sigOf = (secret: string, userId: number, id: number) =>
  `${id}-${createHmac('sha256', secret).update(`batch:${userId}:${id}`).digest('hex').slice(0, 32)}`;

/** Where a batch's result files are: a link only its owner is given (an <a download> sends no token). */
export const downloadBase = (secret: string, userId: number, id: number) =>
  `/api/v1/files/batch/${sigOf(secret, userId, id)}/`;

/** The batch a result link names, when its signature is right. */
async function batchOfSig(deps: Pick<BatchDeps, 'db' | 'secret'>, sig: string) {
  const id = Number(sig.split('-')[0]);
  const batch = Number.isSafeInteger(id) ? await repo.findBatchById(deps.db, id) : undefined;
  const expected = batch ? Buffer.from(sigOf(deps.secret, batch.user_id, batch.id)) : undefined;
  const given = Buffer.from(sig);
  if (!batch || !expected || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new ApiError('fileNotFound');
  return batch;
}

async function ownBatch(db: Db, userId: number, id: number) {
  const batch = await repo.findBatch(db, userId, id);
  if (!batch) throw new ApiError('batchNotFound');
  return batch;
}

function editable(batch: repo.BatchRow) {
  if (batch.status === 'running') throw new ApiError('batchRunning');
}

/** The batch as the api answers it: its state, counts and estimated time left. */
export async function batchInfo(
  deps: Pick<BatchDeps, 'db' | 'clock' | 'secret'>,
  batch: repo.BatchRow,
) {
  const counts = await repo.countItems(deps.db, batch.id);
  const left = counts.queued + counts.running;
  let eta: number | null = null;
  if (batch.status === 'running' && batch.started_at && counts.done > 0) {
    const spent = deps.clock().getTime() - new Date(batch.started_at).getTime();
    eta = Math.ceil(((spent / counts.done) * left) / 1000);
  } else if (batch.status === 'finished') eta = 0;
  const template =
    batch.template_id === null ? undefined : await findTemplate(deps.db, batch.template_id);
  return {
    id: batch.id,
    name: batch.name,
    status: batch.status,
    columns: batch.columns,
    images: Object.keys(batch.images).sort(),
    mode: batch.smart ? ('smart' as const) : ('template' as const),
    scenario: batch.smart?.tag_ids ?? [],
    template_id: batch.template_id,
    template_name: template?.name ?? null,
    mapping: batch.mapping ?? {},
    checked: batch.checked,
    ...counts,
    eta_seconds: eta,
    download_base: downloadBase(deps.secret, batch.user_id, batch.id),
    cover_url: counts.done > 0 ? await repo.coverOf(deps.db, batch.id) : null,
    created_at: new Date(batch.created_at).toISOString(),
    started_at: batch.started_at ? new Date(batch.started_at).toISOString() : null,
    finished_at: batch.finished_at ? new Date(batch.finished_at).toISOString() : null,
  };
}

/** A new batch from the uploaded sheet: stored whole, or refused with nothing written. */
export async function createBatch(
  deps: Pick<BatchDeps, 'db' | 'clock' | 'secret'>,
  userId: number,
  fileName: string,
  bytes: Buffer,
) {
  const sheet = await readSheet(fileName, bytes);
  const name =
    fileName
      .replace(/\.[a-z]+$/iu, '')
      .trim()
      .slice(0, NAME_MAX) || '批量生成';
  const id = await repo.insertBatch(deps.db, {
    userId,
    name,
    columns: sheet.columns,
    rows: sheet.rows,
    at: deps.clock(),
  });
  const batch = await ownBatch(deps.db, userId, id);
  return {
    ...(await batchInfo(deps, batch)),
    encoding: sheet.encoding,
    sample_rows: sheet.rows.slice(0, BATCH_SAMPLE_ROWS),
  };
}

// Files a zip tool adds beside the pictures (macOS resource forks, Windows thumbnails).
const JUNK = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|\._)/u;
const IMAGE_NAME = /\.(jpe?g|png)$/iu;

/**
 * The zip's pictures stored as the user's uploads (what render may draw), keyed by file name.
 * All or nothing: one bad picture refuses the zip and removes what was stored.
 */
export async function addImages(
  deps: Pick<BatchDeps, 'db' | 'clock' | 'secret' | 'storage'>,
  userId: number,
  batchId: number,
  bytes: Buffer,
) {
  const batch = await ownBatch(deps.db, userId, batchId);
  editable(batch);
  if (bytes.length > BATCH_ZIP_MAX_BYTES) throw new ApiError('batchZipTooLarge');
  const { files } = await readZip(
    bytes,
    {
      entriesMax: BATCH_ZIP_ENTRIES_MAX,
      entryMaxBytes: BATCH_ZIP_IMAGE_MAX_BYTES,
      totalMaxBytes: BATCH_ZIP_TOTAL_MAX_BYTES,
      ratioMax: BATCH_ZIP_RATIO_MAX,
    },
    (entry) => !JUNK.test(entry.name),
  );
  const images: Record<string, string> = { ...batch.images };
  const written: string[] = [];
  try {
    for (const [name, data] of files) {
      if (!IMAGE_NAME.test(name))
        throw new ApiError('batchZipBadImage', { name: name.slice(0, 100) });
      const meta = await sharp(data, { limitInputPixels: 40_000_000 })
        .metadata()
        .catch(() => undefined);
      const format = meta?.format === 'jpeg' ? 'jpg' : meta?.format === 'png' ? 'png' : undefined;
      if (!format || !meta?.width || !meta.height)
        throw new ApiError('batchZipBadImage', { name: name.slice(0, 100) });
      // The uploads' key shape (render reads the caller's own uploads), named by content.
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
      const key = `user_upload/${userId}/${hash}.${format}`;
      await deps.storage.write(key, data, format === 'jpg' ? 'image/jpeg' : 'image/png');
      written.push(key);
      images[imageKey(name)] = deps.storage.url(key);
    }
    await repo.setImages(deps.db, batchId, images);
  } catch (err) {
    await deps.storage.remove(written).catch(() => undefined);
    throw err;
  }
  return batchInfo(deps, await ownBatch(deps.db, userId, batchId));
}

async function templateDoc(db: Db, userId: number, templateId: number) {
  const row = (await templateVisible(db, templateId, userId))
    ? await findTemplate(db, templateId)
    : undefined;
  if (!row) throw new ApiError('templateNotFound');
  return { row, doc: readTemplateDoc(row.synthetic) };
}

/** What the rows are drawn on: one template, or a scenario ranked per row (每行智能推荐). */
export type BatchDesign = { templateId: number } | { scenario: string; isCheck: 0 | 1 };

/**
 * The template (or the scenario) and the column → slot mapping; a column or slot that does not
 * exist is refused. A smart batch's columns map to smart creation's fields (smartSlots).
 */
export async function setMapping(
  deps: Pick<BatchDeps, 'db' | 'clock' | 'secret'>,
  userId: number,
  batchId: number,
  design: BatchDesign,
  mappingJson: string,
) {
  const batch = await ownBatch(deps.db, userId, batchId);
  editable(batch);
  let raw: unknown;
  const parse = () => {
    try {
      raw = JSON.parse(mappingJson);
    } catch {
      throw new ApiError('batchBadMapping');
    }
  };
  if ('templateId' in design) {
    const { doc } = await templateDoc(deps.db, userId, design.templateId);
    parse();
    const mapping = checkMapping(raw, batch.columns, doc);
    await repo.setMapping(deps.db, batchId, design.templateId, mapping);
  } else {
    const scenario = await checkScenario(deps.db, design.scenario, design.isCheck);
    const { total } = await repo.countItems(deps.db, batchId);
    if (total > BATCH_SMART_ROWS_MAX)
      throw new ApiError('batchSmartTooManyRows', { limit: BATCH_SMART_ROWS_MAX, rows: total });
    parse();
    const mapping = checkSmartMapping(raw, batch.columns);
    await repo.setMapping(deps.db, batchId, null, mapping, scenario);
  }
  return batchInfo(deps, await ownBatch(deps.db, userId, batchId));
}

/** The fields 每行智能推荐's columns may be mapped to: smart creation's copy lines and images. */
export const smartFields = smartSlots;

/** The slots of a template a column may be mapped to. */
export async function templateSlots(db: Db, userId: number, templateId: number) {
  const { doc } = await templateDoc(db, userId, templateId);
  return slotsOf(doc);
}

type Mapped =
  | { template: TemplateRowOf; doc: TemplateDoc; mapping: Record<string, SlotField> }
  | { smart: repo.SmartScenario; mapping: Record<string, SlotField> };
type TemplateRowOf = Awaited<ReturnType<typeof templateDoc>>['row'];

async function mapped(
  deps: Pick<BatchDeps, 'db'>,
  userId: number,
  batch: repo.BatchRow,
): Promise<Mapped> {
  if (!batch.mapping) throw new ApiError('batchNoMapping');
  const mapping = batch.mapping as Record<string, SlotField>;
  if (batch.smart) return { smart: batch.smart, mapping };
  if (batch.template_id === null) throw new ApiError('batchNoMapping');
  const { row, doc } = await templateDoc(deps.db, userId, batch.template_id);
  return { template: row, doc, mapping };
}

/**
 * Each row's template: the batch's one, or (每行智能推荐) the row's own ranked choice; a row that
 * no template holds answers its problem instead. Documents are read once per template.
 */
function templatesOf(
  deps: Pick<BatchDeps, 'db' | 'smart'>,
  userId: number,
  batch: repo.BatchRow,
  plan: Mapped,
  images: Record<string, string>,
) {
  const docs = new Map<number, Promise<{ row: TemplateRowOf; doc: TemplateDoc }>>();
  const docOf = (id: number) => {
    let found = docs.get(id);
    if (!found) {
      found = templateDoc(deps.db, userId, id);
      docs.set(id, found);
    }
    return found;
  };
  const choose =
    'smart' in plan ? rowChooser(deps.smart, userId, plan.smart, plan.mapping, images) : undefined;
  return async (
    item: repo.ItemRow,
    reuse = false,
  ): Promise<
    { templateId: number; name: string; doc: TemplateDoc } | { problem: repo.Problem }
  > => {
    if ('doc' in plan)
      return { templateId: plan.template.id, name: plan.template.name, doc: plan.doc };
    const choice =
      reuse && item.template_id !== null
        ? { templateId: item.template_id }
        : await (choose as NonNullable<typeof choose>)({
            columns: batch.columns,
            cells: item.cells,
          });
    if ('problem' in choice) return choice;
    const { row, doc } = await docOf(choice.templateId);
    return { templateId: row.id, name: row.name, doc };
  };
}

/**
 * The library's answer to each image cell that asks for a search (搜索:关键词), kept beside the zip's
 * pictures: the first material found, most downloaded first (preflight then checks it as any image). A keyword asked before keeps
 * its answer, so preflight, the samples and the run draw the same picture.
 */
async function withSearches(
  deps: Pick<BatchDeps, 'db' | 'clock'>,
  batch: repo.BatchRow,
  mapping: Record<string, SlotField>,
  items: readonly repo.ItemRow[],
) {
  const imageColumns = batch.columns.flatMap((column, i) => {
    const field = mapping[column];
    return field && !TEXT_SLOT_FIELDS.includes(field) ? [i] : [];
  });
  const images = { ...batch.images };
  const asked = new Set<string>();
  for (const item of items)
    for (const i of imageColumns) {
      const cell = item.cells[i] ?? '';
      if (searchKeywordOf(cell) && !(imageKey(cell) in images)) asked.add(cell);
    }
  if (asked.size === 0) return batch.images;
  for (const cell of asked) {
    const terms = parseKeyword(searchKeywordOf(cell));
    const { rows } = await searchMaterials(
      deps.db,
      { terms, imgType: undefined, themeIds: [], sort: 'maxdown', page: 1, pageSize: 1 },
      deps.clock(),
    );
    if (rows[0]) images[imageKey(cell)] = `material:${rows[0].id}`;
  }
  await repo.setImages(deps.db, batch.id, images);
  return images;
}

/** Every row checked before any render; answers each row's problems. */
export async function preflight(
  deps: Pick<BatchDeps, 'db' | 'clock' | 'secret' | 'wordcheck' | 'facts' | 'smart'>,
  userId: number,
  batchId: number,
) {
  const batch = await ownBatch(deps.db, userId, batchId);
  editable(batch);
  const plan = await mapped(deps, userId, batch);
  const { mapping } = plan;
  const items = await repo.listItems(deps.db, batchId);
  const images = await withSearches(deps, batch, mapping, items);
  const cache = preflightCache(deps, userId);
  const templateOf = templatesOf(deps, userId, batch, plan, images);
  const checks: {
    row_no: number;
    blocked: boolean;
    problems: repo.Problem[];
    template_id: number | null;
    template_name: string | null;
  }[] = [];
  for (const item of items) {
    if (item.status === 'done') continue;
    const template = await templateOf(item);
    const verdict =
      'problem' in template
        ? { blocked: true, problems: [template.problem] }
        : await preflightRow(deps, cache, {
            doc: template.doc,
            columns: batch.columns,
            cells: item.cells,
            mapping,
            images,
          });
    const chosen = 'smart' in plan && 'doc' in template;
    checks.push({
      row_no: item.row_no,
      ...verdict,
      template_id: chosen ? template.templateId : null,
      template_name: chosen ? template.name : null,
    });
  }
  await repo.saveChecks(deps.db, batchId, checks);
  return {
    ...(await batchInfo(deps, await ownBatch(deps.db, userId, batchId))),
    rows: checks
      .filter((c) => c.problems.length > 0)
      .map((c) => ({
        row: c.row_no,
        blocked: c.blocked,
        problems: c.problems,
        template_id: c.template_id,
        template_name: c.template_name,
      })),
    templates: checks.flatMap((c) =>
      c.template_id === null || c.template_name === null
        ? []
        : [{ row: c.row_no, template_id: c.template_id, template_name: c.template_name }],
    ),
  };
}

/**
 * The first rows filled into the template, each with the URL of its drawing (the server draws it
 * on the bulk class when the <img> asks, as smart creation's previews).
 */
export async function samples(
  deps: Pick<BatchDeps, 'db' | 'previews' | 'smart'>,
  userId: number,
  batchId: number,
) {
  const batch = await ownBatch(deps.db, userId, batchId);
  const plan = await mapped(deps, userId, batch);
  const { mapping } = plan;
  const items = await repo.listItems(deps.db, batchId, 0, BATCH_SAMPLE_ROWS);
  // A checked smart batch shows the templates preflight chose (the run draws those).
  const templateOf = templatesOf(deps, userId, batch, plan, batch.images);
  const out = [];
  for (const item of items) {
    const template = await templateOf(item, batch.checked);
    let filled: TemplateDoc | undefined;
    if ('doc' in template) {
      const { replaceObj } = replaceObjOf(batch.columns, item.cells, mapping, batch.images);
      try {
        filled = fillTemplateDoc(template.doc, replaceObj);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
      }
    }
    out.push({
      row: item.row_no,
      template_id: 'doc' in template ? template.templateId : null,
      template_name: 'doc' in template ? template.name : null,
      synthetic: filled ? JSON.stringify(filled) : null,
      preview_url: filled ? await keepPreview(deps.previews, userId, kindOf(filled), filled) : null,
    });
  }
  return out;
}

/**
 * The queued rows handed to the batch queue. A queue that cannot take them (Redis away) leaves
 * them failed with its reason, so 只重试失败的行 offers them again and nothing stays running.
 */
async function run(
  deps: Pick<BatchDeps, 'db' | 'clock' | 'runner'>,
  userId: number,
  batchId: number,
  rows: readonly number[],
) {
  await repo.setStatus(deps.db, batchId, 'running', deps.clock());
  try {
    await deps.runner.enqueue(userId, batchId, rows);
  } catch (err) {
    const error = err instanceof ApiError ? err : new ApiError('renderUnavailable');
    for (const rowNo of rows)
      await repo.markItem(deps.db, batchId, rowNo, 'failed', {
        error: error.message,
        at: deps.clock(),
      });
    await repo.finishIfDone(deps.db, batchId, deps.clock());
    throw error;
  }
}

/** Starts the rows preflight let through; blocked rows stay until the sheet is fixed. */
export async function start(
  deps: Pick<BatchDeps, 'db' | 'clock' | 'secret' | 'runner'>,
  userId: number,
  batchId: number,
) {
  const batch = await ownBatch(deps.db, userId, batchId);
  editable(batch);
  await mapped(deps, userId, batch);
  if (!batch.checked) throw new ApiError('batchNoPreflight');
  const rows = await repo.queueItems(deps.db, batchId, ['pending']);
  if (rows.length === 0) throw new ApiError('batchNothingToRun');
  await run(deps, userId, batchId, rows);
  return batchInfo(deps, await ownBatch(deps.db, userId, batchId));
}

/** 只重试失败的行: the failed rows only are queued again. */
export async function retryFailed(
  deps: Pick<BatchDeps, 'db' | 'clock' | 'secret' | 'runner'>,
  userId: number,
  batchId: number,
) {
  const batch = await ownBatch(deps.db, userId, batchId);
  editable(batch);
  const rows = await repo.queueItems(deps.db, batchId, ['failed']);
  if (rows.length === 0) throw new ApiError('batchNoFailed');
  await run(deps, userId, batchId, rows);
  return batchInfo(deps, await ownBatch(deps.db, userId, batchId));
}

export async function progress(
  deps: Pick<BatchDeps, 'db' | 'clock' | 'secret'>,
  userId: number,
  id: number,
) {
  return batchInfo(deps, await ownBatch(deps.db, userId, id));
}

/** A page of the batch's items (创作记录 opens a batch to these). */
/** Each row's template name: its own (每行智能推荐) or the batch's. */
async function itemTemplateNames(db: Db, batch: repo.BatchRow, rows: readonly repo.ItemRow[]) {
  const names = await repo.templateNames(db, [
    ...(batch.template_id === null ? [] : [batch.template_id]),
    ...rows.flatMap((r) => (r.template_id === null ? [] : [r.template_id])),
  ]);
  return (item: repo.ItemRow) => {
    const id = item.template_id ?? batch.template_id;
    return id === null ? null : (names.get(id) ?? null);
  };
}

export async function items(
  deps: Pick<BatchDeps, 'db'>,
  userId: number,
  id: number,
  offset: number,
  limit: number,
) {
  const batch = await ownBatch(deps.db, userId, id);
  const rows = await repo.listItems(deps.db, id, offset, limit);
  const names = await itemTemplateNames(deps.db, batch, rows);
  return rows.map((i) => ({
    row: i.row_no,
    cells: i.cells,
    status: i.status,
    template_id: i.template_id ?? batch.template_id,
    template_name: names(i),
    problems: i.problems,
    design_id: i.design_id,
    path: i.path,
    width: i.width,
    height: i.height,
    error: i.error,
  }));
}

export async function list(
  deps: Pick<BatchDeps, 'db' | 'clock' | 'secret'>,
  userId: number,
  offset: number,
  limit: number,
) {
  const { rows, total } = await repo.listBatches(deps.db, userId, offset, limit);
  return { list: await Promise.all(rows.map((b) => batchInfo(deps, b))), total };
}

export const RESULT_FILES = ['results.zip', 'manifest.csv', 'manifest.json', 'proof.png'] as const;
export type ResultFile = (typeof RESULT_FILES)[number];

/** A result file of a finished batch: its bytes, type and download name. */
export async function result(
  deps: Pick<BatchDeps, 'db' | 'storage' | 'secret'>,
  sig: string,
  file: ResultFile,
) {
  const batch = await batchOfSig(deps, sig);
  const { id } = batch;
  if (batch.status !== 'finished') throw new ApiError('batchNotFinished');
  const all = await repo.listItems(deps.db, id);
  const names = await itemTemplateNames(deps.db, batch, all);
  const templateName = (item: repo.ItemRow) => names(item) ?? '模板';
  const base = batch.name;
  switch (file) {
    case 'results.zip':
      return {
        bytes: await resultsZip(deps.storage, all, templateName),
        type: 'application/zip',
        name: `${base}.zip`,
      };
    case 'manifest.csv':
      return {
        bytes: Buffer.from(manifestCsv(manifestOf(all, templateName))),
        type: 'text/csv; charset=utf-8',
        name: `${base}-manifest.csv`,
      };
    case 'manifest.json':
      return {
        bytes: Buffer.from(JSON.stringify(manifestOf(all, templateName), null, 2)),
        type: 'application/json; charset=utf-8',
        name: `${base}-manifest.json`,
      };
    case 'proof.png':
      return {
        bytes: await proofSheet(deps.storage, all),
        type: 'image/png',
        name: `${base}-proof.png`,
      };
  }
}
