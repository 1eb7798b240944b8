import type { RegisteredFileDto, UploadGrantDto, UploadRecordDto } from './uploads.api.js';

/** Codegen mappers: these types' resolvers receive the api's DTOs as parents. */
export type UploadGrantMapper = UploadGrantDto;
export type UploadedFileMapper = RegisteredFileDto;
export type UploadRecordMapper = UploadRecordDto;
