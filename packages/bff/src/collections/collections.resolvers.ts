import type { Resolvers } from '@adstudio/schema/server';
import { getMaterial } from '../materials/materials.api.js';
import { cancelCollect, collect, getCollectedMaterials } from './collections.api.js';

// Collect mutations return the whole entity, so Apollo's normalised cache updates every view.
export const collectionsResolvers: Resolvers = {
  Query: {
    collectedMaterials: async (_parent, { page, pageSize }, { api }) => {
      const { list, total } = await getCollectedMaterials(api, page, pageSize);
      return { items: list, total, totalCapped: false, page, pageSize, similarTags: [] };
    },
  },
  Mutation: {
    collectMaterial: async (_parent, { id }, { api }) => {
      await collect(api, 'material', id);
      return getMaterial(api, true, id);
    },
    uncollectMaterial: async (_parent, { id }, { api }) => {
      await cancelCollect(api, 'material', id);
      return getMaterial(api, true, id);
    },
  },
};
