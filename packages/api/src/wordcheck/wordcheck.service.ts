// Word check: the compiled engine of the current lexicon (hot reload: a change rebuilds it here at
// once, and other replicas see the version move within RELOAD_POLL_MS), the checks, the admin edits.
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { loadShippedLexicon, type LoadedLexicon } from './wordcheck.data.js';
import { WordCheckEngine } from './wordcheck.engine.js';
import { fetchPageSafely, parseLink, type FetchOptions } from './wordcheck.fetch.js';
import * as repo from './wordcheck.repo.js';
import type { CheckResult, Industry, LexiconEntry, WhitelistEntry } from './wordcheck.types.js';

export const RELOAD_POLL_MS = 5000;
// Lets the answer to an admin edit leave before the rebuild holds the event loop.
const REBUILD_DELAY_MS = 100;
export const CONTENT_MAX_CHARS = 1_000_000;
export const LINKS_MAX = 20;
export const URL_CHECK_CONCURRENCY = 4;

export interface WordCheckDeps {
  db: Db;
  clock: () => Date;
  /** Tests open a local port to the page fetcher. */
  fetchOptions?: FetchOptions;
  shipped?: () => LoadedLexicon;
}

/** What the engine is compiled from, kept to apply this instance's own edits without a reload. */
export interface LexiconMemory {
  entries: LexiconEntry[];
  whitelist: WhitelistEntry[];
}

export interface EngineInfo {
  version: number;
  entries: number;
  whitelist: number;
  builtMs: number;
}

export class WordCheckService {
  private engine: WordCheckEngine | undefined;
  private info: EngineInfo = { version: -1, entries: 0, whitelist: 0, builtMs: 0 };
  private building: Promise<WordCheckEngine> | undefined;
  private localBuild: Promise<WordCheckEngine> | undefined;
  private lastPoll = 0;
  private seeded = false;
  private memory: LexiconMemory | undefined;
  private readonly shipped: () => LoadedLexicon;

  constructor(private readonly deps: WordCheckDeps) {
    this.shipped = deps.shipped ?? (() => loadShippedLexicon());
  }

  /** The engine of the newest lexicon version (seeding the shipped lexicon on first use). */
  async current(): Promise<WordCheckEngine> {
    // A change made here is compiled before the next check answers (it "applies at once").
    if (this.localBuild) {
      const pending = this.localBuild;
      this.localBuild = undefined;
      await pending;
    }
    const now = Date.now();
    if (this.engine && now - this.lastPoll < RELOAD_POLL_MS) return this.engine;
    this.lastPoll = now;
    const version = await repo.lexiconVersion(this.deps.db);
    if (this.engine && version === this.info.version) return this.engine;
    // While another replica's change is compiled here, keep answering with the engine we have.
    const rebuild = this.rebuild();
    return this.engine ?? rebuild;
  }

  /** Recompiles from the database now (one build at a time; callers share it). */
  rebuild(): Promise<WordCheckEngine> {
    this.building ??= this.build().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  status(): EngineInfo {
    return { ...this.info };
  }

  private async build(): Promise<WordCheckEngine> {
    const shipped = this.shipped();
    if (!this.seeded) {
      await repo.seedShipped(this.deps.db, shipped.version, shipped.entries, shipped.whitelist);
      this.seeded = true;
    }
    const { version, entries, whitelist } = await repo.loadLexicon(this.deps.db);
    this.memory = { entries, whitelist };
    return this.compile(version);
  }

  private compile(version: number): WordCheckEngine {
    const started = performance.now();
    const { entries, whitelist } = this.memory ?? { entries: [], whitelist: [] };
    const engine = WordCheckEngine.build({ entries, whitelist, tables: this.shipped().tables });
    this.engine = engine;
    this.info = {
      version,
      entries: entries.length,
      whitelist: whitelist.length,
      builtMs: Math.round(performance.now() - started),
    };
    this.lastPoll = Date.now();
    return engine;
  }

  async checkText(content: string, industry: Industry, team: string | null): Promise<CheckResult> {
    if (content.length > CONTENT_MAX_CHARS) throw new ApiError('wordcheckContentTooLong');
    const engine = await this.current();
    return engine.check(content, { industry, team, now: this.deps.clock(), contacts: true });
  }

  async checkLinks(links: string[], industry: Industry, team: string | null) {
    if (links.length > LINKS_MAX) throw new ApiError('wordcheckTooManyLinks');
    const engine = await this.current();
    const blocked = this.blockedDomains();
    const results: LinkResult[] = new Array<LinkResult>(links.length);
    let next = 0;
    const worker = async () => {
      while (next < links.length) {
        const i = next;
        next += 1;
        results[i] = await this.checkLink(links[i] ?? '', engine, blocked, industry, team);
      }
    };
    await Promise.all(Array.from({ length: URL_CHECK_CONCURRENCY }, worker));
    return results;
  }

  private blockedSet: Set<string> | undefined;

  private blockedDomains(): Set<string> {
    this.blockedSet ??= new Set(this.shipped().blockedDomains);
    return this.blockedSet;
  }

  private async checkLink(
    link: string,
    engine: WordCheckEngine,
    blocked: Set<string>,
    industry: Industry,
    team: string | null,
  ): Promise<LinkResult> {
    const now = this.deps.clock();
    const url = parseLink(link);
    const base: LinkResult = {
      link,
      url: url?.href ?? null,
      host: url?.hostname ?? null,
      status: 'ok',
      blockedBy: null,
      reason: null,
      urlHits: null,
      page: null,
    };
    if (!url) return { ...base, status: 'invalid', reason: '链接格式不正确' };
    const domainHit = blockedDomainOf(url.hostname, blocked);
    // Words in the link itself (decoded path and query), e.g. /zui-jia or ?q=稳赚不赔.
    let decoded = url.hostname + url.pathname + url.search;
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // a malformed escape: check the raw form
    }
    const urlHits = engine.check(decoded, { industry, team, now, maxHits: 50 });
    if (domainHit) {
      return {
        ...base,
        status: 'blocked',
        blockedBy: domainHit,
        reason: '域名在违规网址库中',
        urlHits,
      };
    }
    const fetched = await fetchPageSafely(url.href, this.deps.fetchOptions);
    if (!fetched.ok) {
      const refused = fetched.reason === 'private_address';
      return {
        ...base,
        status: refused ? 'refused' : 'unreachable',
        reason: fetched.detail,
        urlHits,
        page: {
          finalUrl: fetched.finalUrl,
          redirects: fetched.redirects,
          bytes: 0,
          truncated: false,
          result: null,
        },
      };
    }
    const finalHost = new URL(fetched.finalUrl).hostname;
    const redirectedTo = blockedDomainOf(finalHost, blocked);
    const result = engine.check(fetched.text, {
      industry,
      team,
      now,
      contacts: true,
      maxHits: 500,
    });
    const flagged = result.total > 0 || urlHits.total > 0;
    return {
      ...base,
      status: redirectedTo ? 'blocked' : flagged ? 'flagged' : 'ok',
      blockedBy: redirectedTo,
      reason: redirectedTo ? '跳转到违规网址库中的域名' : flagged ? '页面或链接含违规词' : null,
      urlHits,
      page: {
        finalUrl: fetched.finalUrl,
        redirects: fetched.redirects,
        bytes: fetched.bytes,
        truncated: fetched.truncated,
        result,
      },
    };
  }

  /**
   * After an admin edit: bumps the version and recompiles, from memory patched with the edit when
   * nobody else changed the lexicon meanwhile, else from the database. The next check waits for it.
   */
  async changed(patch: (lexicon: LexiconMemory) => void): Promise<EngineInfo> {
    const before = this.info.version;
    const version = await repo.bumpVersion(this.deps.db);
    const memory = version === before + 1 ? this.memory : undefined;
    if (memory) patch(memory);
    // Start after this response is written: compiling holds the event loop for a moment.
    this.localBuild = new Promise((resolve) => setTimeout(resolve, REBUILD_DELAY_MS)).then(() =>
      memory ? this.compile(version) : this.rebuild(),
    );
    // The next check reports a failed build; here it must not go unhandled.
    this.localBuild.catch(() => undefined);
    return { ...this.status(), version };
  }

  /** Recompiles now and reports the result. */
  async reload(): Promise<EngineInfo> {
    await repo.bumpVersion(this.deps.db);
    await this.rebuild();
    return this.status();
  }
}

export const LINK_STATUSES = [
  'ok',
  'flagged',
  'blocked',
  'refused',
  'unreachable',
  'invalid',
] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

export interface LinkResult {
  link: string;
  url: string | null;
  host: string | null;
  status: LinkStatus;
  /** The listed domain that matched (the host or a parent of it). */
  blockedBy: string | null;
  reason: string | null;
  urlHits: CheckResult | null;
  page: {
    finalUrl: string;
    redirects: number;
    bytes: number;
    truncated: boolean;
    result: CheckResult | null;
  } | null;
}

/** The host or its nearest listed parent domain, if listed. */
export function blockedDomainOf(host: string, blocked: ReadonlySet<string>): string | null {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    const candidate = labels.slice(i).join('.');
    if (blocked.has(candidate)) return candidate;
  }
  return null;
}
