import type { Resolvers } from '../generated/resolvers.js';
import {
  designerSearchMaterials,
  getDownloads,
  getMaterial,
  getRecommendedMaterials,
  getRecommendedTags,
  getSimilarMaterials,
  getMaterialCategories,
  getTagClasses,
  getThemes,
  recordDownload,
  searchMaterials,
} from './materials.api.js';

// spec platform-core: similar images, 20 a page (the api's fixed page).
const SIMILAR_PAGE_SIZE = 20;

export const materialsResolvers: Resolvers = {
  Query: {
    searchMaterials: async (_parent, args, { api, token }) => {
      const { list, total, total_capped, similar_tags } = await searchMaterials(
        api,
        token !== null,
        args,
      );
      return {
        items: list,
        total,
        totalCapped: total_capped,
        page: args.page,
        pageSize: args.pageSize,
        similarTags: similar_tags,
      };
    },
    designerSearchMaterials: async (_parent, args, { api }) => {
      const { list, total, total_capped } = await designerSearchMaterials(api, args);
      return {
        items: list,
        total,
        totalCapped: total_capped,
        page: args.page,
        pageSize: args.pageSize,
        similarTags: [],
      };
    },
    material: (_parent, { id }, { api, token }) => getMaterial(api, token !== null, id),
    similarMaterials: async (_parent, { id, page }, { api }) => {
      const items = await getSimilarMaterials(api, id, page);
      return {
        items,
        total: (page - 1) * SIMILAR_PAGE_SIZE + items.length,
        totalCapped: items.length >= SIMILAR_PAGE_SIZE,
        page,
        pageSize: SIMILAR_PAGE_SIZE,
        similarTags: [],
      };
    },
    recommendedMaterials: (_parent, _args, { api }) => getRecommendedMaterials(api),
    recommendedTags: (_parent, _args, { api }) => getRecommendedTags(api),
    tagClasses: (_parent, { recommendedOnly }, { api }) => getTagClasses(api, recommendedOnly),
    materialCategories: (_parent, _args, { api }) => getMaterialCategories(api),
    themes: (_parent, { categoryId }, { api }) => getThemes(api, categoryId),
    myDownloads: async (_parent, { page, pageSize }, { api }) => {
      const { lists, total } = await getDownloads(api, page, pageSize);
      return { items: lists, total, page, pageSize };
    },
  },
  Mutation: {
    downloadMaterial: async (_parent, { id }, { api }) => {
      await recordDownload(api, id);
      return getMaterial(api, true, id);
    },
  },
  Material: {
    author: (m) => m.name,
    url: (m) => m.path,
    createdAt: (m) => m.created_at,
    fileSize: (m) => m.file_size,
    downloadCount: (m) => m.download_count,
    isCollected: (m) => m.isCollect === 1,
    rejectionReason: (m) => m.reason ?? null,
    collectedAt: (m) => m.collected_at ?? null,
  },
  TagClass: {
    subClasses: (c) => c.subTagClassList,
  },
  Theme: {
    categoryId: (t) => t.category_id,
    coverUrl: (t) => t.cover,
  },
  DownloadRecord: {
    materialId: (d) => d.material_id,
    url: (d) => d.path,
    createdAt: (d) => d.created_at,
    // The history lists tag names only; the name is as stable an id as the list offers.
    tags: (d) => d.tags.map(({ name }) => ({ id: name, name })),
  },
};
