import type { CopyCard } from '../generated/resolvers.js';
import type { CopyCardDto } from './copy.api.js';

// The api's snake_case copy card → the GraphQL CopyCard (camelCase).
export function toCopyCard(c: CopyCardDto): CopyCard {
  return {
    id: String(c.id),
    kind: c.belong_to === 'classic_copy' ? 'CLASSIC' : 'ORIGINAL',
    mainTitle: c.main_title,
    subtitleOne: c.subtitle_one,
    subtitleTwo: c.subtitle_two,
    subtitleThree: c.subtitle_three,
    subtitleFour: c.subtitle_four,
    content: c.content,
    brand: c.brand,
    other: c.other,
    phone: c.phone,
    product: c.product,
    lines: c.line,
    useCount: c.use_num,
    tags: c.tags.map((t) => ({ id: String(t.id), name: t.name })),
    isCollected: c.is_collection === 1,
    samePoem: c.same_poem ?? 1,
  };
}
