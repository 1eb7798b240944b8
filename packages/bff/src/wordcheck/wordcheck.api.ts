import type { ApiClient } from '../api/client.js';
import { passThrough, type ApiData, type ApiForm } from '../api/contract.js';

// Wire shapes of the api's word-check calls, read from its schemas (api/contract.ts); snake_case
// stops at this file and wordcheck.mappers.ts.
export type LinkResultDto = ApiData<'/client/sensitiveUrl', 'post'>['list'][number];
/** A check's result as links and texts both give it (a text's answer adds its own fields). */
export type CheckResultDto = NonNullable<LinkResultDto['url_hits']>;
type ReportedHitDto = CheckResultDto['hits'][number];
/** A hit; reported hits carry the ones nested inside them. */
export type WordHitDto = Omit<ReportedHitDto, 'nested'> & { nested?: WordHitDto[] };
export type EntryDto = ApiData<'/admin/wordcheck/entries', 'get'>['list'][number];
export type WhitelistDto = ApiData<'/admin/wordcheck/whitelist', 'get'>['list'][number];
export type StatusDto = ApiData<'/admin/wordcheck/reload', 'post'>;

type EntryForm = ApiForm<'/admin/wordcheck/entries'>;
type Industry = NonNullable<ApiForm<'/client/sensitiveWord'>['industry']>;

// The GraphQL arguments are free text: the api judges them against its closed lists (400).
const industryOf = (value: string | null | undefined) =>
  value ? passThrough<Industry>(value) : undefined;

export interface EntryInput {
  word: string;
  category: string;
  severity: string;
  legalBasis?: string | null;
  suggestions?: readonly string[] | null;
  notes?: readonly string[] | null;
  industries?: readonly string[] | null;
  homophone?: boolean | null;
}

export function checkWords(api: ApiClient, content: string, industry?: string | null) {
  return api.post('/client/sensitiveWord', { content, industry: industryOf(industry) });
}

export function checkUrls(api: ApiClient, links: readonly string[], industry?: string | null) {
  return api.post('/client/sensitiveUrl', {
    links: links.join('\n'),
    industry: industryOf(industry),
  });
}

export interface EntryFilter {
  keyword?: string | null;
  category?: string | null;
  severity?: string | null;
  industry?: string | null;
  page: number;
  pageSize: number;
}

export function listEntries(api: ApiClient, f: EntryFilter) {
  return api.get('/admin/wordcheck/entries', {
    page: f.page,
    pageSize: f.pageSize,
    keyword: f.keyword || undefined,
    category: f.category ? passThrough(f.category) : undefined,
    severity: f.severity ? passThrough(f.severity) : undefined,
    industry: f.industry ? passThrough(f.industry) : undefined,
  });
}

function entryForm(input: EntryInput): EntryForm {
  return {
    word: input.word,
    category: passThrough(input.category),
    severity: passThrough(input.severity),
    legal_basis: input.legalBasis ?? '',
    suggestions: (input.suggestions ?? []).join('、'),
    notes: (input.notes ?? []).join('、'),
    industries: (input.industries ?? []).join('、'),
    homophone: input.homophone ? '1' : '0',
  };
}

export function addEntry(api: ApiClient, input: EntryInput) {
  return api.post('/admin/wordcheck/entries', entryForm(input));
}

export function updateEntry(api: ApiClient, id: string, input: EntryInput, enabled: boolean) {
  return api.post('/admin/wordcheck/entries/update', {
    id,
    ...entryForm(input),
    enabled: enabled ? '1' : '0',
  });
}

export function getVocabulary(api: ApiClient) {
  return api.get('/client/wordcheck/vocabulary');
}

export function listWhitelist(api: ApiClient) {
  return api.get('/admin/wordcheck/whitelist');
}

export function addWhitelist(
  api: ApiClient,
  input: { phrase: string; team?: string | null; note: string; until?: string | null },
) {
  return api.post('/admin/wordcheck/whitelist', {
    phrase: input.phrase,
    note: input.note,
    ...(input.team ? { team: input.team } : {}),
    ...(input.until ? { until: input.until } : {}),
  });
}

export function removeWhitelist(api: ApiClient, id: string) {
  return api.post('/admin/wordcheck/whitelist/delete', { id });
}

export function reloadLexicon(api: ApiClient) {
  return api.post('/admin/wordcheck/reload');
}
