import type { CreationRecordDto } from './render.api.js';

/** CreationRecord resolvers get the api's history item. */
export type CreationRecordMapper = CreationRecordDto;
