import type { MessageDto } from './messages.api.js';

/** Codegen mappers: these types' resolvers receive the api's DTOs as parents. */
export type MessageMapper = MessageDto;
