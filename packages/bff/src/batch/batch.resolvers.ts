import type { BatchItemStatus, BatchMode, BatchStatus, Resolvers } from '../generated/resolvers.js';
import {
  getBatch,
  getBatchItems,
  getBatchSamples,
  getBatchSlots,
  getBatchSmartFields,
  listBatches,
  mapBatch,
  preflightBatch,
  retryBatch,
  startBatch,
  type BatchDto,
  type BatchItemDto,
} from './batch.api.js';

const STATUS = {
  draft: 'DRAFT',
  running: 'RUNNING',
  finished: 'FINISHED',
} as const satisfies Record<BatchDto['status'], BatchStatus>;

const MODE = { template: 'TEMPLATE', smart: 'SMART' } as const satisfies Record<
  BatchDto['mode'],
  BatchMode
>;

const idOrNull = (id: number | null) => (id === null ? null : String(id));

const ITEM_STATUS = {
  pending: 'PENDING',
  blocked: 'BLOCKED',
  queued: 'QUEUED',
  running: 'RUNNING',
  done: 'DONE',
  failed: 'FAILED',
} as const satisfies Record<BatchItemDto['status'], BatchItemStatus>;

export const batchResolvers: Resolvers = {
  Query: {
    batch: (_parent, args, { api }) => getBatch(api, args.id),
    batches: async (_parent, { page, pageSize }, { api }) => {
      const { list, total } = await listBatches(api, page, pageSize);
      return { items: list, total, page, pageSize };
    },
    batchItems: (_parent, { id, page, pageSize }, { api }) =>
      getBatchItems(api, id, page, pageSize),
    batchSlots: (_parent, { templateId }, { api }) => getBatchSlots(api, templateId),
    batchSmartFields: (_parent, _args, { api }) => getBatchSmartFields(api),
    batchSamples: async (_parent, { id }, { api }) =>
      (await getBatchSamples(api, id)).map((s) => ({
        row: s.row,
        templateId: idOrNull(s.template_id),
        templateName: s.template_name,
        synthetic: s.synthetic,
        previewUrl: s.preview_url,
      })),
  },
  Mutation: {
    mapBatch: (_parent, { id, templateId, smart, mapping }, { api }) =>
      mapBatch(api, id, { templateId, smart }, mapping),
    preflightBatch: async (_parent, { id }, { api }) => {
      const report = await preflightBatch(api, id);
      return {
        batch: report,
        rows: report.rows.map((r) => ({
          row: r.row,
          blocked: r.blocked,
          problems: r.problems,
          templateId: idOrNull(r.template_id),
          templateName: r.template_name,
        })),
        templates: report.templates.map((t) => ({
          row: t.row,
          templateId: String(t.template_id),
          templateName: t.template_name,
        })),
      };
    },
    startBatch: (_parent, { id }, { api }) => startBatch(api, id),
    retryBatch: (_parent, { id }, { api }) => retryBatch(api, id),
  },
  Batch: {
    status: (b) => STATUS[b.status],
    mode: (b) => MODE[b.mode],
    scenario: (b) => b.scenario.map(String),
    templateId: (b) => idOrNull(b.template_id),
    templateName: (b) => b.template_name,
    mapping: (b) => Object.entries(b.mapping).map(([column, slot]) => ({ column, slot })),
    etaSeconds: (b) => b.eta_seconds,
    zipUrl: (b) => `${b.download_base}results.zip`,
    manifestCsvUrl: (b) => `${b.download_base}manifest.csv`,
    manifestJsonUrl: (b) => `${b.download_base}manifest.json`,
    proofUrl: (b) => `${b.download_base}proof.png`,
    coverUrl: (b) => b.cover_url,
    createdAt: (b) => b.created_at,
    startedAt: (b) => b.started_at,
    finishedAt: (b) => b.finished_at,
  },
  BatchItem: {
    status: (i) => ITEM_STATUS[i.status],
    templateId: (i) => idOrNull(i.template_id),
    templateName: (i) => i.template_name,
    designId: (i) => idOrNull(i.design_id),
    imageUrl: (i) => i.path,
  },
  BatchProblem: {
    blocks: (p) => p.level === 'block',
    words: (p) => p.words ?? [],
    suggestions: (p) => p.suggestions ?? [],
  },
};
