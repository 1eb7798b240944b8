import type {
  LexiconEntry,
  LexiconStatus,
  UrlCheckResult,
  WhitelistEntry,
  WordCheckResult,
  WordHit,
} from '../generated/resolvers.js';
import type {
  CheckResultDto,
  EntryDto,
  LinkResultDto,
  StatusDto,
  WhitelistDto,
  WordHitDto,
} from './wordcheck.api.js';

// The api's snake_case word-check shapes → the GraphQL types (camelCase).

export function toWordHit(h: WordHitDto): WordHit {
  return {
    entryId: String(h.entry_id),
    word: h.word,
    matched: h.matched,
    start: h.start,
    end: h.end,
    category: h.category,
    severity: h.severity,
    legalBasis: h.legal_basis,
    suggestions: h.suggestions,
    notes: h.notes,
    normalisations: h.normalisations,
    industry: h.industry,
    nested: (h.nested ?? []).map(toWordHit),
  };
}

export function toCheckResult(r: CheckResultDto): WordCheckResult {
  return {
    hits: r.hits.map(toWordHit),
    total: r.total,
    truncated: r.truncated,
    whitelisted: r.whitelisted,
    contacts: r.contacts,
    summary: { banned: r.summary.禁用, sensitive: r.summary.敏感, suspect: r.summary.疑似 },
    verdict: r.verdict,
  };
}

export function toUrlCheck(r: LinkResultDto): UrlCheckResult {
  return {
    link: r.link,
    url: r.url,
    host: r.host,
    status: r.status,
    blockedBy: r.blocked_by,
    reason: r.reason,
    urlHits: r.url_hits && toCheckResult(r.url_hits),
    page: r.page && {
      finalUrl: r.page.final_url,
      redirects: r.page.redirects,
      bytes: r.page.bytes,
      truncated: r.page.truncated,
      result: r.page.result && toCheckResult(r.page.result),
    },
  };
}

export function toEntry(e: EntryDto): LexiconEntry {
  return {
    id: String(e.id),
    word: e.word,
    category: e.category,
    severity: e.severity,
    legalBasis: e.legal_basis,
    suggestions: e.suggestions,
    notes: e.notes,
    industries: e.industries,
    homophone: e.homophone,
    source: e.source,
    enabled: e.enabled,
    updatedBy: e.updated_by,
    updatedAt: e.updated_at,
  };
}

export function toWhitelist(w: WhitelistDto): WhitelistEntry {
  return {
    id: String(w.id),
    phrase: w.phrase,
    team: w.team,
    note: w.note,
    createdBy: w.created_by,
    until: w.until,
    createdAt: w.created_at,
  };
}

export function toStatus(s: StatusDto): LexiconStatus {
  return { version: s.version, entries: s.entries, whitelist: s.whitelist, builtMs: s.built_ms };
}
