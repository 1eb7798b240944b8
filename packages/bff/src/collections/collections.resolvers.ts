import type { CollectKind } from '@adstudio/domain';
import type { ApiClient } from '../api/client.js';
import type { Context } from '../context.js';
import { getCopyCard } from '../copy/copy.api.js';
import { toCopyCard } from '../copy/copy.mappers.js';
import type { Resolvers } from '../generated/resolvers.js';
import { getMaterial } from '../materials/materials.api.js';
import { getTemplate } from '../templates/templates.api.js';
import { getTitle } from '../titles/titles.api.js';
import { toTitle } from '../titles/titles.mappers.js';
import {
  cancelCollect,
  collect,
  getCollectedCopyCards,
  getCollectedMaterials,
  getCollectedTemplates,
  getCollectedTitles,
} from './collections.api.js';

// Collect mutations answer with the whole entity, read again after the change, so Apollo's
// normalised cache updates every view that shows it (one mutation, no refetch).
function toggle<T>(
  kind: CollectKind,
  on: boolean,
  entity: (api: ApiClient, id: string) => Promise<T>,
) {
  return async (_parent: unknown, { id }: { id: string }, { api }: Context) => {
    await (on ? collect : cancelCollect)(api, kind, id);
    return entity(api, id);
  };
}

const material = (api: ApiClient, id: string) => getMaterial(api, true, id);
const title = async (api: ApiClient, id: string) => toTitle(await getTitle(api, id));
const copyCard = async (api: ApiClient, id: string) => toCopyCard(await getCopyCard(api, id));
const template = (api: ApiClient, id: string) => getTemplate(api, id);

export const collectionsResolvers: Resolvers = {
  Query: {
    collectedMaterials: async (_parent, { page, pageSize }, { api }) => {
      const { list, total } = await getCollectedMaterials(api, page, pageSize);
      return { items: list, total, totalCapped: false, page, pageSize, similarTags: [] };
    },
    collectedTitles: async (_parent, { library, page, pageSize }, { api }) => {
      const { list, total } = await getCollectedTitles(api, library, page, pageSize);
      return { items: list.map(toTitle), total, page, pageSize };
    },
    collectedCopyCards: async (_parent, { page, pageSize }, { api }) => {
      const { list, total } = await getCollectedCopyCards(api, page, pageSize);
      return { items: list.map(toCopyCard), total, page, pageSize };
    },
    collectedTemplates: async (_parent, { page, pageSize }, { api }) => {
      const { templateList, total } = await getCollectedTemplates(api, page, pageSize);
      return { items: templateList, total, page, pageSize };
    },
  },
  Mutation: {
    collectMaterial: toggle('material', true, material),
    uncollectMaterial: toggle('material', false, material),
    collectTitle: toggle('title', true, title),
    uncollectTitle: toggle('title', false, title),
    collectCopyCard: toggle('copyCard', true, copyCard),
    uncollectCopyCard: toggle('copyCard', false, copyCard),
    collectTemplate: toggle('template', true, template),
    uncollectTemplate: toggle('template', false, template),
  },
};
