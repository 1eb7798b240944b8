import type { UserDto } from './accounts.api.js';

/** Codegen mapper: `User` resolvers receive the REST DTO as their parent. */
export type UserMapper = UserDto;
