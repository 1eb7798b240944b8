import type { Resolvers } from '../generated/resolvers.js';
import { adjustTone, cutoutImage, getImageFaces, getImageSubject } from './vision.api.js';

export const visionResolvers: Resolvers = {
  Query: {
    imageFaces: (_parent, { url }, { api }) => getImageFaces(api, url),
    imageSubject: (_parent, { url }, { api }) => getImageSubject(api, url),
  },
  Mutation: {
    cutoutImage: (_parent, { url }, { api }) => cutoutImage(api, url),
    adjustTone: (_parent, { baseUrl, changeUrl }, { api }) => adjustTone(api, baseUrl, changeUrl),
  },
};
