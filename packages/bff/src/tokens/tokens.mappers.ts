import type { AccessTokenDto, AccessTokenUseDto } from './tokens.api.js';

/** AccessToken resolvers get the api's token (never its secret). */
export type AccessTokenMapper = AccessTokenDto;

/** AccessTokenUse resolvers get the api's use. */
export type AccessTokenUseMapper = AccessTokenUseDto;
