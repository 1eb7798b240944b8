import type { DownloadRecordDto, MaterialDto, TagClassDto, ThemeDto } from './materials.api.js';

/** Codegen mappers: these types' resolvers receive the api's DTOs as parents. */
export type MaterialMapper = MaterialDto;
export type DownloadRecordMapper = DownloadRecordDto;
export type TagClassMapper = TagClassDto;
export type ThemeMapper = ThemeDto;
