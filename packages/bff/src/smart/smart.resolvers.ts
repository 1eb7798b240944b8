import type {
  Resolvers,
  SmartCopyField,
  SmartExclusionReason,
  SmartListType,
} from '../generated/resolvers.js';
import { getSmartProfile, type SmartProfileDto, type SmartTemplateDto } from './smart.api.js';

const LIST_TYPE: Record<SmartProfileDto['type'], SmartListType> = {
  单人: 'SINGLE_PERSON',
  背景: 'BACKGROUND',
  无: 'NONE',
  全部: 'ALL',
};
const EXCLUSION: Record<SmartProfileDto['excluded'][number]['reason'], SmartExclusionReason> = {
  image: 'IMAGE',
  slots: 'SLOTS',
  copy: 'COPY',
  upscale: 'UPSCALE',
  face: 'FACE',
};

const COPY_FIELD: Record<SmartTemplateDto['match']['shorten'][number]['field'], SmartCopyField> = {
  mainLabel: 'MAIN_LABEL',
  secondLabel: 'SECOND_LABEL',
  thirdLabel: 'THIRD_LABEL',
};

// The Template resolvers read the filled document and replaceObj from the record itself.
const designOf = (t: SmartTemplateDto) => ({
  template: t,
  match: {
    ...t.match,
    shorten: t.match.shorten.map((s) => ({ ...s, field: COPY_FIELD[s.field] })),
    images: t.match.images.map(({ face_box, subject_box, ...use }) => ({
      ...use,
      faceBox: face_box,
      subjectBox: subject_box,
    })),
  },
  previewUrl: t.previewUrl,
});

export const smartResolvers: Resolvers = {
  Query: {
    smartProfile: async (_parent, args, { api }) => {
      const p = await getSmartProfile(api, args);
      return {
        type: LIST_TYPE[p.type],
        rankedIds: p.originTemplateIds.map(String),
        preciseIds: p.preciseIds.map(String),
        designs: p.templateLists.map(designOf),
        excluded: p.excluded.map((e) => ({ ...e, reason: EXCLUSION[e.reason] })),
      };
    },
  },
};
