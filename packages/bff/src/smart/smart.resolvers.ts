import type { Resolvers, SmartExclusionReason, SmartListType } from '../generated/resolvers.js';
import { getSmartProfile, type SmartProfileDto } from './smart.api.js';

const LIST_TYPE: Record<SmartProfileDto['type'], SmartListType> = {
  单人: 'SINGLE_PERSON',
  背景: 'BACKGROUND',
  无: 'NONE',
  全部: 'ALL',
};
const EXCLUSION: Record<SmartProfileDto['excluded'][number]['reason'], SmartExclusionReason> = {
  image: 'IMAGE',
  copy: 'COPY',
  upscale: 'UPSCALE',
  face: 'FACE',
};

export const smartResolvers: Resolvers = {
  Query: {
    smartProfile: async (_parent, args, { api }) => {
      const p = await getSmartProfile(api, args);
      return {
        type: LIST_TYPE[p.type],
        rankedIds: p.originTemplateIds.map(String),
        preciseIds: p.preciseIds.map(String),
        // The Template resolvers read the filled document and replaceObj from the record itself.
        designs: p.templateLists.map((t) => ({
          template: t,
          match: t.match,
          previewUrl: t.previewUrl,
        })),
        excluded: p.excluded.map((e) => ({ ...e, reason: EXCLUSION[e.reason] })),
      };
    },
  },
};
