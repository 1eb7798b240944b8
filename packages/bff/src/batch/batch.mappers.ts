import type { BatchDto, BatchItemDto, BatchProblemDto } from './batch.api.js';

/** Batch resolvers get the api's batch. */
export type BatchMapper = BatchDto;

/** BatchItem resolvers get the api's item. */
export type BatchItemMapper = BatchItemDto;

/** BatchProblem resolvers get the api's problem. */
export type BatchProblemMapper = BatchProblemDto;
