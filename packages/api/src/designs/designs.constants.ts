// The online editor's saves (issue 15; spec create-and-write §8): one template document per save,
// never megabytes of JSON; the names the history pages show.
export const DESIGN_DOC_MAX_CHARS = 500_000;
export const DESIGN_NAME_MAX_CHARS = 100;
// addMaterial's `data` wraps the document with its name, category and tags.
export const SUBMIT_DATA_EXTRA_CHARS = 2_000;
/** A design saved without a name takes its template's, else this. */
export const DESIGN_NAME_DEFAULT = '我的作品';

export const EXPORT_FORMATS = ['png', 'jpeg', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const REVIEW_STATUSES = ['pass', 'reject'] as const;
export const SUBMISSION_STATUSES = ['pending', ...REVIEW_STATUSES] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const REVIEW_REASON_MAX_CHARS = 200;
export const SUBMISSION_PAGE_SIZE_DEFAULT = 20;
export const SUBMISSION_PAGE_SIZE_MAX = 100;
/** A template carries at most this many tags (the template centre's filter limit). */
export const SUBMISSION_TAGS_MAX = 20;
