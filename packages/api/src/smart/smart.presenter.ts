// Wire shapes of getSmartProfile: the template record, its filled document and why it was chosen.
import type { Static } from '@fastify/type-provider-typebox';
import type { TemplateRecord } from '../templates/templates.schema.js';
import type { Evaluation, Exclusion } from './smart.evaluate.js';
import type { SmartProfileResult, SmartTemplate } from './smart.schema.js';

const EXCLUSION_WHY: Record<Exclusion, string> = {
  image: '缺少必需图片',
  slots: '没有地方放你的图片',
  copy: '放不下你的文案',
  upscale: '会把图片放大超过 2 倍',
  face: '会让文字压住人脸或放不下人脸',
};

export function presentExclusions(
  counts: ReadonlyMap<Exclusion, number>,
): Static<typeof SmartProfileResult>['excluded'] {
  return (Object.keys(EXCLUSION_WHY) as Exclusion[]).flatMap((reason) => {
    const count = counts.get(reason) ?? 0;
    return count > 0
      ? [{ reason, count, message: `已为你排除 ${count} 个${EXCLUSION_WHY[reason]}的模板` }]
      : [];
  });
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function presentSmartTemplate(
  record: Static<typeof TemplateRecord>,
  evaluation: Evaluation,
  exclusionMessages: readonly string[],
  previewUrl: string,
  copyWarnings: readonly string[] = [],
): Static<typeof SmartTemplate> {
  return {
    ...record,
    previewUrl,
    synthetic: JSON.stringify(evaluation.doc),
    replaceObj: evaluation.replaceObj,
    match: {
      score: round(evaluation.score),
      precise: evaluation.precise,
      reasons: [...evaluation.reasons, ...exclusionMessages],
      // The copy's words are the user's to fix, not the template's fit: precise stays as it was.
      warnings: [...copyWarnings, ...evaluation.warnings],
      shorten: evaluation.shorten,
      images: evaluation.images.map(({ faceBox, subjectBox, ...use }) => ({
        ...use,
        ...(faceBox && { face_box: faceBox }),
        ...(subjectBox && { subject_box: subjectBox }),
      })),
    },
  };
}
