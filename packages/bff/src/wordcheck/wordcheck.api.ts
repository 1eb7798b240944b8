import type { ApiClient } from '../api/client.js';

// Wire shapes of the api's word-check calls (packages/api/src/wordcheck/wordcheck.schema.ts);
// snake_case stops at this file and wordcheck.mappers.ts.
export interface WordHitDto {
  entry_id: number;
  word: string;
  matched: string;
  start: number;
  end: number;
  category: string;
  severity: string;
  legal_basis: string;
  suggestions: string[];
  notes: string[];
  normalisations: { key: string; label: string }[];
  industry: string;
  /** Present on reported hits, not on the nested ones. */
  nested?: WordHitDto[];
}

export interface CheckResultDto {
  hits: WordHitDto[];
  total: number;
  truncated: boolean;
  whitelisted: number;
  contacts: { kind: string; matched: string; start: number; end: number }[];
  summary: { 禁用: number; 敏感: number; 疑似: number };
  verdict: string;
}

export interface LinkResultDto {
  link: string;
  url: string | null;
  host: string | null;
  status: string;
  blocked_by: string | null;
  reason: string | null;
  url_hits: CheckResultDto | null;
  page: {
    final_url: string;
    redirects: number;
    bytes: number;
    truncated: boolean;
    result: CheckResultDto | null;
  } | null;
}

export interface EntryDto {
  id: number;
  word: string;
  category: string;
  severity: string;
  legal_basis: string;
  suggestions: string[];
  notes: string[];
  industries: string[];
  homophone: boolean;
  source: string;
  enabled: boolean;
  updated_by: string;
  updated_at: string;
}

export interface WhitelistDto {
  id: number;
  phrase: string;
  team: string | null;
  note: string;
  created_by: string;
  until: string | null;
  created_at: string;
}

export interface StatusDto {
  version: number;
  entries: number;
  whitelist: number;
  built_ms: number;
}

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

const optional = (value: string | null | undefined) => (value ? { industry: value } : {});

export function checkWords(api: ApiClient, content: string, industry?: string | null) {
  return api.post<CheckResultDto>('/client/sensitiveWord', { content, ...optional(industry) });
}

export function checkUrls(api: ApiClient, links: readonly string[], industry?: string | null) {
  return api.post<{ list: LinkResultDto[] }>('/client/sensitiveUrl', {
    links: links.join('\n'),
    ...optional(industry),
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
  const query: Record<string, string | number> = { page: f.page, pageSize: f.pageSize };
  for (const key of ['keyword', 'category', 'severity', 'industry'] as const) {
    const value = f[key];
    if (value) query[key] = value;
  }
  return api.get<{ list: EntryDto[]; total: number }>('/admin/wordcheck/entries', query);
}

function entryForm(input: EntryInput) {
  return {
    word: input.word,
    category: input.category,
    severity: input.severity,
    legal_basis: input.legalBasis ?? '',
    suggestions: (input.suggestions ?? []).join('、'),
    notes: (input.notes ?? []).join('、'),
    industries: (input.industries ?? []).join('、'),
    homophone: input.homophone ? '1' : '0',
  };
}

export function addEntry(api: ApiClient, input: EntryInput) {
  return api.post<EntryDto>('/admin/wordcheck/entries', entryForm(input));
}

export function updateEntry(api: ApiClient, id: string, input: EntryInput, enabled: boolean) {
  return api.post<EntryDto>('/admin/wordcheck/entries/update', {
    id,
    ...entryForm(input),
    enabled: enabled ? '1' : '0',
  });
}

export function getVocabulary(api: ApiClient) {
  return api.get<{ severities: string[]; categories: string[]; industries: string[] }>(
    '/client/wordcheck/vocabulary',
  );
}

export function listWhitelist(api: ApiClient) {
  return api.get<{ list: WhitelistDto[] }>('/admin/wordcheck/whitelist');
}

export function addWhitelist(
  api: ApiClient,
  input: { phrase: string; team?: string | null; note: string; until?: string | null },
) {
  return api.post<WhitelistDto>('/admin/wordcheck/whitelist', {
    phrase: input.phrase,
    note: input.note,
    ...(input.team ? { team: input.team } : {}),
    ...(input.until ? { until: input.until } : {}),
  });
}

export function removeWhitelist(api: ApiClient, id: string) {
  return api.post<StatusDto>('/admin/wordcheck/whitelist/delete', { id });
}

export function reloadLexicon(api: ApiClient) {
  return api.post<StatusDto>('/admin/wordcheck/reload');
}
