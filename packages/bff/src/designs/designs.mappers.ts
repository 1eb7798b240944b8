import type { ResizeChange, ResizeReport } from '../generated/resolvers.js';
import type { DesignDraftDto, ResizeReportDto, TemplateSubmissionDto } from './designs.api.js';

/** DesignDraft resolvers get the api's draft. */
export type DesignDraftMapper = DesignDraftDto;

/** TemplateSubmission resolvers get the api's submission. */
export type TemplateSubmissionMapper = TemplateSubmissionDto;

const issue = (i: { layer_key: string | null; message: string }) => ({ layerKey: i.layer_key, message: i.message });

/** The api's fit report in GraphQL's names (its closed lists upper-cased as the enums are). */
export function toResizeReport(r: ResizeReportDto): ResizeReport {
  return {
    width: r.width,
    height: r.height,
    scale: r.scale,
    familyChanged: r.family_changed,
    layout: r.layout === 'pinned' ? 'PINNED' : 'CENTRED',
    layers: r.layers.map((l) => ({
      layerKey: l.layer_key,
      label: l.label,
      message: l.message,
      changes: l.changes.map((c) => c.toUpperCase() as ResizeChange),
    })),
    overflows: r.overflows.map(issue),
    lint: r.lint.map(issue),
    summary: r.summary,
  };
}
