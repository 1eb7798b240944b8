import type { ReviewEventDto, ReviewQueueItemDto } from './review.api.js';

/** Codegen mappers: these types' resolvers receive the api's DTOs as parents. */
export type ReviewQueueItemMapper = ReviewQueueItemDto;
export type ReviewEventMapper = ReviewEventDto;
