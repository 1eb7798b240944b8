import type { Resolvers } from '../generated/resolvers.js';
import {
  gameCapture,
  gameMaterials,
  gameTemplates,
  gameTemplatesByFormat,
  listGames,
} from './game.api.js';

export const gameResolvers: Resolvers = {
  Query: {
    games: (_parent, { kind, materialId }, { api }) => listGames(api, kind, materialId),
    gameMaterials: (_parent, { tags, page, pageSize }, { api }) =>
      gameMaterials(api, tags, page, pageSize),
    gameTemplates: (_parent, args, { api }) => gameTemplates(api, args),
    gameTemplatesByFormat: (_parent, args, { api }) => gameTemplatesByFormat(api, args),
  },
  Mutation: {
    gameCapture: (_parent, args, { api }) => gameCapture(api, args),
  },
};
