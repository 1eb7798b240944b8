import type { DesignDraftDto, TemplateSubmissionDto } from './designs.api.js';

/** DesignDraft resolvers get the api's draft. */
export type DesignDraftMapper = DesignDraftDto;

/** TemplateSubmission resolvers get the api's submission. */
export type TemplateSubmissionMapper = TemplateSubmissionDto;
