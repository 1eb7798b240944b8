import type { GraphQLResolveInfo } from 'graphql';
import type { UserMapper, ClientConfigMapper } from '../../bff/src/accounts/accounts.mappers.js';
import type { MaterialMapper, DownloadRecordMapper, TagClassMapper, ThemeMapper } from '../../bff/src/materials/materials.mappers.js';
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

export type DownloadPage = {
  __typename?: 'DownloadPage';
  items: Array<DownloadRecord>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type DownloadRecord = {
  __typename?: 'DownloadRecord';
  /** ISO 8601 time of the download. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  materialId: Scalars['ID']['output'];
  tags: Array<Tag>;
  url: Scalars['String']['output'];
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

/** An image of the material library (spec platform-core §3). */
export type Material = {
  __typename?: 'Material';
  /** Author or source (the spec's `name`). */
  author: Scalars['String']['output'];
  /** One of the 13 categories (人物, 动物, 风景 …). */
  category: Scalars['String']['output'];
  copyright: Scalars['String']['output'];
  /** ISO 8601 time the material was added. */
  createdAt: Scalars['String']['output'];
  downloadCount: Scalars['Int']['output'];
  /** Size of the original file in bytes. */
  fileSize: Scalars['Int']['output'];
  format: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Whether the viewer has favourited it; always false for a guest. */
  isCollected: Scalars['Boolean']['output'];
  /** Why review rejected it (only the uploader sees rejected materials). */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  tags: Array<Tag>;
  /** Short Chinese title. */
  title: Scalars['String']['output'];
  /** URL of the original image. */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type MaterialPage = {
  __typename?: 'MaterialPage';
  items: Array<Material>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** The most frequent other tags among the newest 200 matches (search only; empty elsewhere). */
  similarTags: Array<Tag>;
  /** Matches counted, at most 1000 for a search (an exact count of a broad keyword would visit every match). */
  total: Scalars['Int']['output'];
  /** More matched than `total` says (shown as 1000+). */
  totalCapped: Scalars['Boolean']['output'];
};

/** Order of a material search: 最新 (FRESH, default), 最热 (MAXDOWN, download count), 综合 (COMPLEX). */
export type MaterialSort =
  | 'COMPLEX'
  | 'FRESH'
  | 'MAXDOWN';

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Favourite a material; returns it with isCollected true so every view updates. */
  collectMaterial: Material;
  /** Records a download of the original and returns the material with its new download count. */
  downloadMaterial: Material;
  /**
   * Log in. `password` is the crypto-js AES ciphertext made with `clientConfig.passwordPhrase(mode)`;
   * for USER mode `account` is the full e-mail (the dialog appends `staffMailSuffix`).
   */
  login: LoginPayload;
  /** Revoke the current session token. Always true when the token was valid or already gone. */
  logout: Scalars['Boolean']['output'];
  /** Remove a material from the favourites; returns it with isCollected false. */
  uncollectMaterial: Material;
};


/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationCollectMaterialArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationDownloadMaterialArgs = {
  id: Scalars['ID']['input'];
};


/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationLoginArgs = {
  account: Scalars['String']['input'];
  mode: LoginMode;
  password: Scalars['String']['input'];
};


/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationUncollectMaterialArgs = {
  id: Scalars['ID']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /** Public settings for the login dialog. */
  clientConfig: ClientConfig;
  /** The viewer's favourite materials, newest first, 10 a page. */
  collectedMaterials: MaterialPage;
  /** Designer-side search (roles DESIGNER and ADMIN). */
  designerSearchMaterials: MaterialPage;
  /** Always true; lets load balancers and the explorer check the schema is served. */
  health: Scalars['Boolean']['output'];
  /** One material, or NOT_FOUND. */
  material: Material;
  /** The viewer's download history, newest first. */
  myDownloads: DownloadPage;
  /** Recommended materials for the library home. */
  recommendedMaterials: Array<Material>;
  /** Recommended tags (hot keywords). */
  recommendedTags: Array<Tag>;
  /**
   * Search the library: every whitespace-separated term must match a title, tag or category.
   * Guests get the no-login variant. `themeIds` select materials in any of those themes;
   * pageSize is 1..100 (1000 with themeIds, for the theme page).
   */
  searchMaterials: MaterialPage;
  /** Materials like this one, 20 a page. */
  similarMaterials: Array<Material>;
  /** All tag classes; `recommendedOnly` gives the home page's recommended ones. */
  tagClasses: Array<TagClass>;
  /** Themes of a category. */
  themes: Array<Theme>;
  /** Account list for administrators (role ADMIN), 20 per page by default. */
  users: UserPage;
  /** The logged-in user, or null for a guest. */
  viewer?: Maybe<User>;
};


/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryCollectedMaterialsArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryDesignerSearchMaterialsArgs = {
  imgType?: InputMaybe<Scalars['Int']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
  themeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryMaterialArgs = {
  id: Scalars['ID']['input'];
};


/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryMyDownloadsArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QuerySearchMaterialsArgs = {
  imgType?: InputMaybe<Scalars['Int']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  sort?: MaterialSort;
  text?: InputMaybe<Scalars['String']['input']>;
  themeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QuerySimilarMaterialsArgs = {
  id: Scalars['ID']['input'];
  page?: Scalars['Int']['input'];
};


/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryTagClassesArgs = {
  recommendedOnly?: Scalars['Boolean']['input'];
};


/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryThemesArgs = {
  categoryId: Scalars['ID']['input'];
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

export type Tag = {
  __typename?: 'Tag';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A tag class (type, industry, theme or style words) with its sub-classes. */
export type TagClass = {
  __typename?: 'TagClass';
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  subClasses: Array<TagSubClass>;
};

export type TagSubClass = {
  __typename?: 'TagSubClass';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  tags: Array<Tag>;
};

export type Theme = {
  __typename?: 'Theme';
  categoryId: Scalars['ID']['output'];
  coverUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

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
  DownloadPage: ResolverTypeWrapper<Omit<DownloadPage, 'items'> & { items: Array<ResolversTypes['DownloadRecord']> }>;
  DownloadRecord: ResolverTypeWrapper<DownloadRecordMapper>;
  ErrorCode: ErrorCode;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginMode: LoginMode;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Material: ResolverTypeWrapper<MaterialMapper>;
  MaterialPage: ResolverTypeWrapper<Omit<MaterialPage, 'items'> & { items: Array<ResolversTypes['Material']> }>;
  MaterialSort: MaterialSort;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Tag: ResolverTypeWrapper<Tag>;
  TagClass: ResolverTypeWrapper<TagClassMapper>;
  TagSubClass: ResolverTypeWrapper<TagSubClass>;
  Theme: ResolverTypeWrapper<ThemeMapper>;
  User: ResolverTypeWrapper<UserMapper>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  UserPreferences: ResolverTypeWrapper<UserPreferences>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  ClientConfig: ClientConfigMapper;
  Department: Department;
  DownloadPage: Omit<DownloadPage, 'items'> & { items: Array<ResolversParentTypes['DownloadRecord']> };
  DownloadRecord: DownloadRecordMapper;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginPayload: Omit<LoginPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Material: MaterialMapper;
  MaterialPage: Omit<MaterialPage, 'items'> & { items: Array<ResolversParentTypes['Material']> };
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Tag: Tag;
  TagClass: TagClassMapper;
  TagSubClass: TagSubClass;
  Theme: ThemeMapper;
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

export type DownloadPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadPage'] = ResolversParentTypes['DownloadPage']> = {
  items?: Resolver<Array<ResolversTypes['DownloadRecord']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DownloadRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadRecord'] = ResolversParentTypes['DownloadRecord']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  materialId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MaterialResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Material'] = ResolversParentTypes['Material']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  copyright?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCollected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MaterialPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MaterialPage'] = ResolversParentTypes['MaterialPage']> = {
  items?: Resolver<Array<ResolversTypes['Material']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  similarTags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  collectMaterial?: Resolver<ResolversTypes['Material'], ParentType, ContextType, RequireFields<MutationCollectMaterialArgs, 'id'>>;
  downloadMaterial?: Resolver<ResolversTypes['Material'], ParentType, ContextType, RequireFields<MutationDownloadMaterialArgs, 'id'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'account' | 'mode' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  uncollectMaterial?: Resolver<ResolversTypes['Material'], ParentType, ContextType, RequireFields<MutationUncollectMaterialArgs, 'id'>>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  clientConfig?: Resolver<ResolversTypes['ClientConfig'], ParentType, ContextType>;
  collectedMaterials?: Resolver<ResolversTypes['MaterialPage'], ParentType, ContextType, RequireFields<QueryCollectedMaterialsArgs, 'page' | 'pageSize'>>;
  designerSearchMaterials?: Resolver<ResolversTypes['MaterialPage'], ParentType, ContextType, RequireFields<QueryDesignerSearchMaterialsArgs, 'page' | 'pageSize'>>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  material?: Resolver<ResolversTypes['Material'], ParentType, ContextType, RequireFields<QueryMaterialArgs, 'id'>>;
  myDownloads?: Resolver<ResolversTypes['DownloadPage'], ParentType, ContextType, RequireFields<QueryMyDownloadsArgs, 'page' | 'pageSize'>>;
  recommendedMaterials?: Resolver<Array<ResolversTypes['Material']>, ParentType, ContextType>;
  recommendedTags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  searchMaterials?: Resolver<ResolversTypes['MaterialPage'], ParentType, ContextType, RequireFields<QuerySearchMaterialsArgs, 'page' | 'pageSize' | 'sort'>>;
  similarMaterials?: Resolver<Array<ResolversTypes['Material']>, ParentType, ContextType, RequireFields<QuerySimilarMaterialsArgs, 'id' | 'page'>>;
  tagClasses?: Resolver<Array<ResolversTypes['TagClass']>, ParentType, ContextType, RequireFields<QueryTagClassesArgs, 'recommendedOnly'>>;
  themes?: Resolver<Array<ResolversTypes['Theme']>, ParentType, ContextType, RequireFields<QueryThemesArgs, 'categoryId'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'page' | 'pageSize'>>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type TagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TagClassResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TagClass'] = ResolversParentTypes['TagClass']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subClasses?: Resolver<Array<ResolversTypes['TagSubClass']>, ParentType, ContextType>;
};

export type TagSubClassResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TagSubClass'] = ResolversParentTypes['TagSubClass']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
};

export type ThemeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Theme'] = ResolversParentTypes['Theme']> = {
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  coverUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  DownloadPage?: DownloadPageResolvers<ContextType>;
  DownloadRecord?: DownloadRecordResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Material?: MaterialResolvers<ContextType>;
  MaterialPage?: MaterialPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagClass?: TagClassResolvers<ContextType>;
  TagSubClass?: TagSubClassResolvers<ContextType>;
  Theme?: ThemeResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserPreferences?: UserPreferencesResolvers<ContextType>;
};

