import type { ClientConfigDto, UserDto } from './accounts.api.js';

/** Codegen mapper: `User` resolvers receive the REST DTO as their parent. */
export type UserMapper = UserDto;

/** Codegen mapper: `ClientConfig` resolvers read the api's /client/config answer. */
export type ClientConfigMapper = ClientConfigDto;
