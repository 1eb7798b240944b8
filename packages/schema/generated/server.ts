import type { GraphQLResolveInfo } from 'graphql';
import type { UserMapper, ClientConfigMapper } from '../../bff/src/accounts/accounts.mappers.js';
import type { Context } from '../../bff/src/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Public settings the login dialog needs. */
export type ClientConfig = {
  __typename?: 'ClientConfig';
  /** crypto-js AES passphrase for the password in this mode (transport obfuscation only). */
  passwordPhrase: Scalars['String']['output'];
  /** Mail suffix appended to a staff account name, e.g. @example.com. */
  staffMailSuffix: Scalars['String']['output'];
};


/** Public settings the login dialog needs. */
export type ClientConfigPasswordPhraseArgs = {
  mode: LoginMode;
};

export type Department = {
  __typename?: 'Department';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * Errors carry `extensions.code`, one of: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND,
 * CONFLICT, PAYLOAD_TOO_LARGE, RATE_LIMITED, UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE,
 * INTERNAL_SERVER_ERROR; plus `extensions.apiCode` (the /api/v1 envelope code) when the api answered.
 * The message is the api's Chinese message.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'INTERNAL_SERVER_ERROR'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'UNAUTHENTICATED'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE';

/** Which login the user chose in the dialog: 用户 (staff system) or 企业 (enterprise). */
export type LoginMode =
  | 'ENTERPRISE'
  | 'USER';

export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Opaque session token; send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  user: User;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Log in. `password` is the crypto-js AES ciphertext made with `clientConfig.passwordPhrase(mode)`;
   * for USER mode `account` is the full e-mail (the dialog appends `staffMailSuffix`).
   */
  login: LoginPayload;
  /** Revoke the current session token. Always true when the token was valid or already gone. */
  logout: Scalars['Boolean']['output'];
};


/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationLoginArgs = {
  account: Scalars['String']['input'];
  mode: LoginMode;
  password: Scalars['String']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /** Public settings for the login dialog. */
  clientConfig: ClientConfig;
  /** Always true; lets load balancers and the explorer check the schema is served. */
  health: Scalars['Boolean']['output'];
  /** Account list for administrators (role ADMIN), 20 per page by default. */
  users: UserPage;
  /** The logged-in user, or null for a guest. */
  viewer?: Maybe<User>;
};


/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryUsersArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Role from the api's role_state. */
export type Role =
  | 'ADMIN'
  | 'DESIGNER'
  | 'REVIEWER'
  | 'USER';

export type User = {
  __typename?: 'User';
  department?: Maybe<Department>;
  id: Scalars['ID']['output'];
  /** Display name shown in the header. */
  name: Scalars['String']['output'];
  preferences: UserPreferences;
  role: Role;
  /** Sex id as stored (1 male, 2 female, 0 unknown). */
  sexId: Scalars['Int']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Per-user editor and layout preferences (replaces the legacy "user id 9" special cases). */
export type UserPreferences = {
  __typename?: 'UserPreferences';
  /** The alternative layout of history and list pages. */
  altLayout: Scalars['Boolean']['output'];
  /** Default canvas height for a new design (1334 unless the user prefers otherwise). */
  canvasHeight: Scalars['Int']['output'];
  /** Default canvas width for a new design (750 unless the user prefers otherwise). */
  canvasWidth: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ClientConfig: ResolverTypeWrapper<ClientConfigMapper>;
  Department: ResolverTypeWrapper<Department>;
  ErrorCode: ErrorCode;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginMode: LoginMode;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<UserMapper>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  UserPreferences: ResolverTypeWrapper<UserPreferences>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  ClientConfig: ClientConfigMapper;
  Department: Department;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginPayload: Omit<LoginPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  User: UserMapper;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  UserPreferences: UserPreferences;
};

export type ClientConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientConfig'] = ResolversParentTypes['ClientConfig']> = {
  passwordPhrase?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<ClientConfigPasswordPhraseArgs, 'mode'>>;
  staffMailSuffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DepartmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Department'] = ResolversParentTypes['Department']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'account' | 'mode' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  clientConfig?: Resolver<ResolversTypes['ClientConfig'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'page' | 'pageSize'>>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  department?: Resolver<Maybe<ResolversTypes['Department']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['UserPreferences'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  sexId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserPreferencesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserPreferences'] = ResolversParentTypes['UserPreferences']> = {
  altLayout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canvasHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canvasWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  ClientConfig?: ClientConfigResolvers<ContextType>;
  Department?: DepartmentResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserPreferences?: UserPreferencesResolvers<ContextType>;
};

