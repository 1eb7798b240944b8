// Engine results → the wire shape of /client/sensitiveWord and /client/sensitiveUrl (snake_case).
import type { LinkResult } from './wordcheck.service.js';
import type { EntryRow, WhitelistRow } from './wordcheck.repo.js';
import {
  NORMALISATIONS,
  SEVERITIES,
  type CheckResult,
  type ReportedHit,
  type Severity,
  type WordHit,
} from './wordcheck.types.js';

function presentWord(h: WordHit) {
  return {
    entry_id: h.entryId,
    word: h.word,
    matched: h.matched,
    start: h.start,
    end: h.end,
    category: h.category,
    severity: h.severity,
    legal_basis: h.legalBasis,
    suggestions: h.suggestions,
    notes: h.notes,
    normalisations: h.normalisations.map((key) => ({ key, label: NORMALISATIONS[key] })),
    industry: h.industry,
  };
}

export function presentHit(h: ReportedHit) {
  return { ...presentWord(h), nested: h.nested.map(presentWord) };
}

export function presentCheck(result: CheckResult) {
  // A stretch counts once, as its most severe word (最佳 inside a 疑似 phrase still rejects).
  const summary: Record<Severity, number> = { 禁用: 0, 敏感: 0, 疑似: 0 };
  for (const h of result.hits) {
    const severities = new Set([h.severity, ...h.nested.map((n) => n.severity)]);
    const worst = SEVERITIES.find((s) => severities.has(s)) ?? h.severity;
    summary[worst] += 1;
  }
  const verdict =
    summary.禁用 > 0
      ? ('reject' as const)
      : summary.敏感 + summary.疑似 + result.contacts.length > 0 || result.truncated
        ? ('review' as const)
        : ('pass' as const);
  return {
    hits: result.hits.map(presentHit),
    total: result.total,
    truncated: result.truncated,
    whitelisted: result.whitelisted,
    contacts: result.contacts,
    summary,
    verdict,
  };
}

export function presentLink(r: LinkResult) {
  return {
    link: r.link,
    url: r.url,
    host: r.host,
    status: r.status,
    blocked_by: r.blockedBy,
    reason: r.reason,
    url_hits: r.urlHits ? presentCheck(r.urlHits) : null,
    page: r.page && {
      final_url: r.page.finalUrl,
      redirects: r.page.redirects,
      bytes: r.page.bytes,
      truncated: r.page.truncated,
      result: r.page.result ? presentCheck(r.page.result) : null,
    },
  };
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentEntry(row: EntryRow) {
  return { ...row, updated_at: iso(row.updated_at) };
}

export function presentWhitelist(row: WhitelistRow) {
  return {
    ...row,
    until: row.until ? iso(row.until) : null,
    created_at: iso(row.created_at),
  };
}
