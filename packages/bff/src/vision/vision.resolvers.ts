import type { Resolvers } from '../generated/resolvers.js';
import { cutoutImage } from './vision.api.js';

export const visionResolvers: Resolvers = {
  Mutation: {
    cutoutImage: (_parent, { url }, { api }) => cutoutImage(api, url),
  },
};
