import type { CopyrightStatus, FileFormat, Resolvers } from '../generated/resolvers.js';
import {
  getMyUploads,
  getUploadCounts,
  publishMaterials,
  registerUpload,
  requestUploadGrant,
  resubmitMaterial,
  STATUS_BY_DTO,
} from './uploads.api.js';

const FORMATS: Record<string, FileFormat> = { jpeg: 'JPEG', png: 'PNG', svg: 'SVG' };
const COPYRIGHT_BY_CODE: Partial<Record<number, CopyrightStatus>> = {
  0: 'ORIGINAL',
  1: 'KNOWN_SOURCE',
  2: 'UNKNOWN_SOURCE',
};

export const uploadsResolvers: Resolvers = {
  Query: {
    myUploads: async (_parent, { status, page, pageSize }, { api }) => {
      const { lists, total } = await getMyUploads(api, status, page, pageSize);
      return { items: lists, total, page, pageSize };
    },
    myUploadCounts: async (_parent, _args, { api }) => {
      const { wait, pass, reject } = await getUploadCounts(api);
      return { pending: wait, passed: pass, rejected: reject };
    },
  },
  Mutation: {
    requestUploadGrant: (_parent, { purpose }, { api }) => requestUploadGrant(api, purpose),
    registerUpload: (_parent, { objectKey, fileName }, { api }) =>
      registerUpload(api, objectKey, fileName ?? null),
    publishMaterials: async (_parent, { items }, { api }) => {
      const { materialIds, status } = await publishMaterials(api, items);
      return { materialIds, status: STATUS_BY_DTO[status] };
    },
    resubmitMaterial: async (_parent, { submission }, { api }) => {
      const { id, status } = await resubmitMaterial(api, submission);
      return { materialIds: [id], status: STATUS_BY_DTO[status] };
    },
  },
  UploadGrant: {
    driver: (g) => (g.driver === 'oss' ? 'OSS' : 'LOCAL'),
    fields: (g) => Object.entries(g.fields).map(([name, value]) => ({ name, value })),
  },
  UploadedFile: {
    id: (f) => f.materialId,
    url: (f) => f.filePath,
    format: (f) => FORMATS[f.fileFormat] ?? 'JPEG',
    fileSize: (f) => f.file_size,
  },
  UploadRecord: {
    url: (u) => u.path,
    status: (u) => STATUS_BY_DTO[u.status],
    rejectionReason: (u) => (u.status === 'reject' ? u.reason : null),
    fileSize: (u) => u.file_size,
    copyrightStatus: (u) =>
      u.copyright_status === null ? null : (COPYRIGHT_BY_CODE[u.copyright_status] ?? null),
    copyrightName: (u) => u.copyright_name,
    copyrightUrl: (u) => u.copyright_url,
    createdAt: (u) => u.created_at,
  },
};
