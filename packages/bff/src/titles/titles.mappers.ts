import type { SmartTitleResult, Title, TitleHit } from '../generated/resolvers.js';
import { toWordHit } from '../wordcheck/wordcheck.mappers.js';
import type { SmartTitleResultDto, TitleDto } from './titles.api.js';

// The api's headline shapes → the GraphQL types (camelCase).

export function toTitle(t: TitleDto): Title {
  return {
    id: String(t.id),
    content: t.content,
    reading: t.reading,
    source: t.source,
    tags: t.tags.map((tag) => ({ id: String(tag.id), name: tag.name })),
    isCollected: t.isCollect === 1,
  };
}

export function toTitleHit(t: TitleDto): TitleHit {
  return {
    title: toTitle(t),
    highlights: t.highlight.map(([start, end]) => ({ start, end })),
  };
}

export function toSmartTitles(r: SmartTitleResultDto): SmartTitleResult {
  return {
    items: r.titleList.map((t) => ({
      content: t.content,
      style: t.style,
      generator: t.generator,
      flags: t.flags.map(toWordHit),
    })),
    total: r.total,
    note: r.note,
    timeout: r.timeout,
  };
}
