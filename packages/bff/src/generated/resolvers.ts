import type { GraphQLResolveInfo } from 'graphql';
import type { UserMapper, ClientConfigMapper } from '../accounts/accounts.mappers.js';
import type {
  MaterialMapper,
  DownloadRecordMapper,
  TagClassMapper,
  ThemeMapper,
} from '../materials/materials.mappers.js';
import type {
  UploadGrantMapper,
  UploadedFileMapper,
  UploadRecordMapper,
} from '../uploads/uploads.mappers.js';
import type { ReviewQueueItemMapper, ReviewEventMapper } from '../review/review.mappers.js';
import type { MessageMapper } from '../messages/messages.mappers.js';
import type { TemplateMapper } from '../templates/templates.mappers.js';
import type { CreationRecordMapper } from '../render/render.mappers.js';
import type { DesignDraftMapper, TemplateSubmissionMapper } from '../designs/designs.mappers.js';
import type { BatchMapper, BatchItemMapper, BatchProblemMapper } from '../batch/batch.mappers.js';
import type { AccessTokenMapper, AccessTokenUseMapper } from '../tokens/tokens.mappers.js';
import type { Context } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

/**
 * An access token for another internal tool (docs/graphql-for-tools.md). Sent as
 * `Authorization: Bearer <token>`; only its SHA-256 is stored, so it is shown once, at creation.
 */
export type AccessToken = {
  __typename?: 'AccessToken';
  createdAt: Scalars['String']['output'];
  /** When it stops working (the end of its last day, Beijing time); null: until revoked. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The token's first characters (adt_…), to tell tokens apart; never the secret. */
  prefix: Scalars['String']['output'];
  revokedAt?: Maybe<Scalars['String']['output']>;
  scopes: Array<AccessTokenScope>;
};

/**
 * What an access token may do: READ (queries), CREATE (mutations), BATCH (批量生成 from upload to
 * download: the sheet, mapping, preflight, start, retry, and reading its batches).
 */
export type AccessTokenScope = 'BATCH' | 'CREATE' | 'READ';

/**
 * One use of a token: who, which operation (a GraphQL operation, or a REST call made outside one),
 * when.
 */
export type AccessTokenUse = {
  __typename?: 'AccessTokenUse';
  id: Scalars['ID']['output'];
  operation: Scalars['String']['output'];
  tokenId: Scalars['ID']['output'];
  tokenName: Scalars['String']['output'];
  usedAt: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type AccessTokenUsePage = {
  __typename?: 'AccessTokenUsePage';
  items: Array<AccessTokenUse>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Who did something: a user's id and name (id null when the account is gone). */
export type Actor = {
  __typename?: 'Actor';
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
};

/** 批量生成: one sheet of rows drawn on one template, one design per row. */
export type Batch = {
  __typename?: 'Batch';
  blocked: Scalars['Int']['output'];
  /** Preflight ran on the current sheet, pictures and mapping. */
  checked: Scalars['Boolean']['output'];
  /** The sheet's column names. */
  columns: Array<Scalars['String']['output']>;
  /** The first drawn row's picture: the batch's entry in 创作记录 shows it. */
  coverUrl?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  done: Scalars['Int']['output'];
  /** Estimated seconds left while running; 0 when finished. */
  etaSeconds?: Maybe<Scalars['Int']['output']>;
  failed: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** File names (lower case) of the pictures of the uploaded zip. */
  images: Array<Scalars['String']['output']>;
  manifestCsvUrl: Scalars['String']['output'];
  manifestJsonUrl: Scalars['String']['output'];
  mapping: Array<BatchMapping>;
  /** TEMPLATE: every row on templateId; SMART: each row on its own template (每行智能推荐). */
  mode: BatchMode;
  name: Scalars['String']['output'];
  pending: Scalars['Int']['output'];
  /** One PNG showing every output small. */
  proofUrl: Scalars['String']['output'];
  queued: Scalars['Int']['output'];
  running: Scalars['Int']['output'];
  /** SMART: the scenario's tag ids; empty otherwise. */
  scenario: Array<Scalars['ID']['output']>;
  startedAt?: Maybe<Scalars['String']['output']>;
  status: BatchStatus;
  /** The template of every row; null for a SMART batch (each row names its own). */
  templateId?: Maybe<Scalars['ID']['output']>;
  templateName?: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
  /** Rows that ran with warnings. */
  warned: Scalars['Int']['output'];
  /** The results zip (files named by row and template, with both manifests); once finished. */
  zipUrl: Scalars['String']['output'];
};

/** A row of a batch and what became of it. */
export type BatchItem = {
  __typename?: 'BatchItem';
  cells: Array<Scalars['String']['output']>;
  /** The design this row made: opens in the online editor. */
  designId?: Maybe<Scalars['ID']['output']>;
  /** Why the row failed, in Chinese. */
  error?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  imageUrl?: Maybe<Scalars['String']['output']>;
  problems: Array<BatchProblem>;
  row: Scalars['Int']['output'];
  status: BatchItemStatus;
  /** The template the row is drawn on: the batch's, or (SMART) the row's own. */
  templateId?: Maybe<Scalars['ID']['output']>;
  templateName?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

/**
 * A row's state: PENDING (waits for the run), BLOCKED (preflight stopped it), QUEUED, RUNNING, DONE,
 * FAILED (只重试失败的行 runs it again).
 */
export type BatchItemStatus = 'BLOCKED' | 'DONE' | 'FAILED' | 'PENDING' | 'QUEUED' | 'RUNNING';

/** A column of the sheet and the slot it fills. */
export type BatchMapping = {
  __typename?: 'BatchMapping';
  column: Scalars['String']['output'];
  slot: Scalars['String']['output'];
};

export type BatchMappingInput = {
  column: Scalars['String']['input'];
  slot: Scalars['String']['input'];
};

/**
 * What a batch's rows are drawn on: TEMPLATE (one template for every row) or SMART (每行智能推荐: each
 * row gets the template smart creation ranks best for its own copy and pictures, within a scenario).
 */
export type BatchMode = 'SMART' | 'TEMPLATE';

export type BatchPage = {
  __typename?: 'BatchPage';
  items: Array<Batch>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Preflight's answer: the batch's counts and each row that has a problem. */
export type BatchPreflight = {
  __typename?: 'BatchPreflight';
  batch: Batch;
  rows: Array<BatchPreflightRow>;
  /** SMART: each row's chosen template (rows no template holds are not listed); empty otherwise. */
  templates: Array<BatchRowTemplate>;
};

export type BatchPreflightRow = {
  __typename?: 'BatchPreflightRow';
  blocked: Scalars['Boolean']['output'];
  problems: Array<BatchProblem>;
  row: Scalars['Int']['output'];
  /** SMART: the row's chosen template; null when none holds it, and for a TEMPLATE batch. */
  templateId?: Maybe<Scalars['ID']['output']>;
  templateName?: Maybe<Scalars['String']['output']>;
};

/** A problem preflight found in a row. BLOCK stops the row; WARN lets it run. */
export type BatchProblem = {
  __typename?: 'BatchProblem';
  blocks: Scalars['Boolean']['output'];
  /**
   * text-too-long, banned-word, sensitive-word, image-missing, image-refused, copyright-unknown,
   * face-cut, fill-refused, no-template (每行智能推荐: no template of the scenario holds the row)
   */
  kind: Scalars['String']['output'];
  /** What is wrong and what to do, in Chinese. */
  message: Scalars['String']['output'];
  /** What to write instead of the 禁用 words. */
  suggestions: Array<Scalars['String']['output']>;
  /** The 禁用 or 敏感 words found. */
  words: Array<Scalars['String']['output']>;
};

/** The template preflight chose for a row of a SMART batch. */
export type BatchRowTemplate = {
  __typename?: 'BatchRowTemplate';
  row: Scalars['Int']['output'];
  templateId: Scalars['ID']['output'];
  templateName: Scalars['String']['output'];
};

/** The first rows filled into the template, for the page to draw before the run. */
export type BatchSample = {
  __typename?: 'BatchSample';
  /** The row drawn (the server draws it when the image is asked for); null when it cannot be filled. */
  previewUrl?: Maybe<Scalars['String']['output']>;
  row: Scalars['Int']['output'];
  /** The filled template document (JSON); null when the row cannot be filled. */
  synthetic?: Maybe<Scalars['String']['output']>;
  /** The template the row is drawn on (SMART: the row's own). */
  templateId?: Maybe<Scalars['ID']['output']>;
  templateName?: Maybe<Scalars['String']['output']>;
};

/** A template slot a sheet column may fill. */
export type BatchSlot = {
  __typename?: 'BatchSlot';
  /** The slot field (mainLabel, secondLabel, product, role, logo, …): the mapping's value. */
  field: Scalars['String']['output'];
  /** Its Chinese name. */
  label: Scalars['String']['output'];
  /** A text slot (otherwise an image: a material id or a picture of the zip by its file name). */
  text: Scalars['Boolean']['output'];
};

/** 每行智能推荐's scenario: smart creation's tags and flow. */
export type BatchSmartInput = {
  flow?: SmartFlow;
  /** The 使用场景 tags (as smartProfile's tagIds). */
  tagIds: Array<Scalars['ID']['input']>;
};

/** A batch's state: draft (sheet, pictures, mapping, preflight), running, finished. */
export type BatchStatus = 'DRAFT' | 'FINISHED' | 'RUNNING';

/**
 * A canvas size: one of the six of create-and-write §3 (900x383, 1080x460, 750x1334, 1334x750,
 * 1823x2578, 2578x1823).
 */
export type CanvasSizeInput = {
  height: Scalars['Int']['input'];
  width: Scalars['Int']['input'];
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

/** A phone number, URL or e-mail address in the text. */
export type ContactHit = {
  __typename?: 'ContactHit';
  end: Scalars['Int']['output'];
  /** phone, url or email. */
  kind: Scalars['String']['output'];
  matched: Scalars['String']['output'];
  start: Scalars['Int']['output'];
};

/** A copy card (spec create-and-write §3). Empty strings where a card has no such line. */
export type CopyCard = {
  __typename?: 'CopyCard';
  brand: Scalars['String']['output'];
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether the viewer has collected it; always false for a guest. */
  isCollected: Scalars['Boolean']['output'];
  kind: CopyKind;
  /** Number of title lines (1 to 3), what the 行数 filter selects. */
  lines: Scalars['Int']['output'];
  mainTitle: Scalars['String']['output'];
  other: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  product: Scalars['String']['output'];
  /**
   * In a copyCards list, how many of the poem's cards match best (同诗 N 句): classic matches are
   * grouped by poem and shown once. 1 for original cards and outside a search.
   */
  samePoem: Scalars['Int']['output'];
  subtitleFour: Scalars['String']['output'];
  subtitleOne: Scalars['String']['output'];
  subtitleThree: Scalars['String']['output'];
  subtitleTwo: Scalars['String']['output'];
  tags: Array<Tag>;
  /** How many times the card was used in a design. */
  useCount: Scalars['Int']['output'];
};

export type CopyCardPage = {
  __typename?: 'CopyCardPage';
  items: Array<CopyCard>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** 经典文案 (tag class 111, from classical poetry) or 原创文案 (tag class 112, written for the product). */
export type CopyKind = 'CLASSIC' | 'ORIGINAL';

/** A tag class of copy (a filter select) with its tags. */
export type CopyTagClass = {
  __typename?: 'CopyTagClass';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  tags: Array<Tag>;
};

/** spec platform-core §3: 0 original, 1 non-original with a known source, 2 unknown source. */
export type CopyrightStatus = 'KNOWN_SOURCE' | 'ORIGINAL' | 'UNKNOWN_SOURCE';

/** A token just created: `token` is the secret, returned this once. */
export type CreatedAccessToken = {
  __typename?: 'CreatedAccessToken';
  accessToken: AccessToken;
  token: Scalars['String']['output'];
};

/** A creation record (作图记录): one render, its image and the design it saved. */
export type CreationRecord = {
  __typename?: 'CreationRecord';
  /** 禁用 words in the design's text, found by the server's word check: a download asks first. */
  bannedWords: Array<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  kind: RenderKind;
  /** The design saved with the render; null once the design is deleted. */
  templateId?: Maybe<Scalars['ID']['output']>;
  width: Scalars['Int']['output'];
};

export type CreationRecordPage = {
  __typename?: 'CreationRecordPage';
  items: Array<CreationRecord>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Department = {
  __typename?: 'Department';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The viewer's latest autosave (draft) of a design or template open in the editor. */
export type DesignDraft = {
  __typename?: 'DesignDraft';
  /** The autosaved template document as a JSON string. */
  document: Scalars['String']['output'];
  /** The design or template the draft belongs to. */
  templateId: Scalars['ID']['output'];
  updatedAt: Scalars['String']['output'];
};

/** An export: where to download it, and the design with its download counted. */
export type DesignExport = {
  __typename?: 'DesignExport';
  format: ExportFormat;
  height: Scalars['Int']['output'];
  template: Template;
  /** The image URL; for PDF a data: URL. */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/**
 * What the editor opens: the design or template (its document on the template), with the viewer's
 * draft when one is newer than what was saved.
 */
export type DesignSession = {
  __typename?: 'DesignSession';
  draft?: Maybe<DesignDraft>;
  template: Template;
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
  /** The material's title (its first tags when the uploader gave none). */
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A licensed font file as the browser declares it (a FontFace): the very file the server draws with. */
export type EditorFont = {
  __typename?: 'EditorFont';
  family: Scalars['String']['output'];
  style?: Maybe<Scalars['String']['output']>;
  /** The characters this file draws (CSS unicode-range); null when it draws its whole weight. */
  unicodeRange?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
  weight?: Maybe<Scalars['Int']['output']>;
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

/** Export formats of the server renderer. */
export type ExportFormat = 'JPEG' | 'PDF' | 'PNG';

/** The real type of a stored file, read from its bytes. */
export type FileFormat = 'JPEG' | 'PNG' | 'SVG';

export type FormField = {
  __typename?: 'FormField';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Game = {
  __typename?: 'Game';
  capture?: Maybe<GameCaptureSpec>;
  form: GameForm;
  /** Template formats, e.g. 风格501 (one person), 风格503 (two), 风格1301 (appliance). */
  formats: Array<Scalars['String']['output']>;
  /** The option value: 0 我的侠客, 1 诺亚之心, 2 DNF端游, 3 我的侠客（测试）. */
  id: Scalars['Int']['output'];
  industry: Scalars['Int']['output'];
  kind: GameKind;
  licence: Scalars['String']['output'];
  /** 演示素材: the art is the product's own demo art. */
  mark: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The style name template searches use. */
  style: Scalars['String']['output'];
};

/** getGameCapture's banner: saved as the viewer's design. */
export type GameCapture = {
  __typename?: 'GameCapture';
  design: Template;
  height: Scalars['Int']['output'];
  modules: Array<GameModule>;
  templateId: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
};

export type GameCaptureSpec = {
  __typename?: 'GameCaptureSpec';
  /** The small images' module size in pixels (200). */
  module: Scalars['Int']['output'];
  /** Collage sizes, e.g. 1080x460 and 1300x554. */
  sizes: Array<Scalars['String']['output']>;
  templateId: Scalars['Int']['output'];
};

export type GameForm = {
  __typename?: 'GameForm';
  clearOnSelect: Array<GameReset>;
  /** Logos the appliance form takes (2). */
  logosMax?: Maybe<Scalars['Int']['output']>;
  requires: GameRules;
  /** The second-title presets. */
  secondTitles: Array<Scalars['String']['output']>;
  /** Whether the form has the 生成小图 switch. */
  smallImages: Scalars['Boolean']['output'];
  /** Small-image rows at most (6). */
  smallRowsMax: Scalars['Int']['output'];
  steps: Array<GameStep>;
  titleMode: GameTitleMode;
  /** The title dropdown's options (江湖人物录, 探班美术, 神州大地游). */
  titles: Array<Scalars['String']['output']>;
};

/**
 * A line of the game banner (industry 270) or appliance (269) form: a pack of data (spec
 * create-and-write §2; QUICKCREATE §7) — options, rules, reset rules, steps, layouts, collage size.
 */
export type GameKind = 'APPLIANCE' | 'GAME';

/** A picture of a pack: person art, scene art or a 200×200 small image. */
export type GameMaterial = {
  __typename?: 'GameMaterial';
  format: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isRole: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** [game, 人物|场景|小图, name, small-image group?] */
  tags: Array<Scalars['String']['output']>;
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type GameMaterialPage = {
  __typename?: 'GameMaterialPage';
  items: Array<GameMaterial>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type GameModule = {
  __typename?: 'GameModule';
  height: Scalars['Int']['output'];
  materialId: Scalars['ID']['output'];
  width: Scalars['Int']['output'];
  x: Scalars['Int']['output'];
  y: Scalars['Int']['output'];
};

/** What choosing a game clears (spec §4 "Game selection change"). */
export type GameReset = 'MAIN_TITLE' | 'PERSONS' | 'SCENES';

/** What an action needs first: PERSON (person art), BACKGROUND (scene art), MAIN_TITLE. */
export type GameRule = 'BACKGROUND' | 'MAIN_TITLE' | 'PERSON';

export type GameRules = {
  __typename?: 'GameRules';
  /** Needed before 智能创作. */
  generate: Array<GameRule>;
  /** Needed before 下一步 (the PC game). */
  next: Array<GameRule>;
  /** Needed before the 生成小图 switch turns on. */
  smallImages: Array<GameRule>;
};

/** A step of the form: FORM, then FACE (the PC game's face placement after 下一步). */
export type GameStep = 'FACE' | 'FORM';

/** A game or appliance layout with the chosen pictures and title in place. */
export type GameTemplate = {
  __typename?: 'GameTemplate';
  /** The template document (synthetic) as a JSON string. */
  document: Scalars['String']['output'];
  format: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  previewUrl: Scalars['String']['output'];
  /** Its replaceObj as a JSON string. */
  sampleContent: Scalars['String']['output'];
  style: Scalars['String']['output'];
};

export type GameTemplatePage = {
  __typename?: 'GameTemplatePage';
  items: Array<GameTemplate>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/**
 * How the main title is given: SELECT the title dropdown, FREE the PC game's two free-text titles,
 * COPY the appliance form's 主标题文案.
 */
export type GameTitleMode = 'COPY' | 'FREE' | 'SELECT';

/** A rectangle in a picture, in its pixels. */
export type ImageBox = {
  __typename?: 'ImageBox';
  height: Scalars['Int']['output'];
  left: Scalars['Int']['output'];
  top: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
};

/** One face in a picture (getRoleInfo): where it is and how the head is turned. */
export type ImageFace = {
  __typename?: 'ImageFace';
  box: ImageBox;
  /** Looking up or down, degrees. */
  pitch: Scalars['Float']['output'];
  /** How sure the detector is, 0–1. */
  probability: Scalars['Float']['output'];
  /** Tilt within the picture, degrees. */
  roll: Scalars['Float']['output'];
  /** Turning left or right, degrees. */
  yaw: Scalars['Float']['output'];
};

/** The main subject of a picture (re_getMainInfo). */
export type ImageSubject = {
  __typename?: 'ImageSubject';
  box: ImageBox;
  source: ImageSubjectSource;
};

/** What the main subject of a picture was found from. */
export type ImageSubjectSource =
  /** No person to cut out: the largest face. */
  | 'FACE'
  /** The extent of the person a cutout would keep. */
  | 'PERSON';

/** A finding about one layer: text that no longer fits, or a rule of the lint the new size breaks. */
export type LayerIssue = {
  __typename?: 'LayerIssue';
  /** The layer's key; null for the document as a whole. */
  layerKey?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/** A word of the banned-word lexicon (admin). */
export type LexiconEntry = {
  __typename?: 'LexiconEntry';
  category: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  /**
   * Also matched by sound: homophones as whole words and pinyin spellings (醉佳, zui佳), one
   * character kept.
   */
  homophone: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  industries: Array<Scalars['String']['output']>;
  legalBasis: Scalars['String']['output'];
  /** What the replacements need (需有证明). */
  notes: Array<Scalars['String']['output']>;
  severity: Scalars['String']['output'];
  source: Scalars['String']['output'];
  /** Publishable replacement wording. */
  suggestions: Array<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
  updatedBy: Scalars['String']['output'];
  word: Scalars['String']['output'];
};

export type LexiconEntryInput = {
  category: Scalars['String']['input'];
  homophone?: InputMaybe<Scalars['Boolean']['input']>;
  /** Industries it applies to; none means 通用. */
  industries?: InputMaybe<Array<Scalars['String']['input']>>;
  legalBasis?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 禁用, 敏感 or 疑似. */
  severity: Scalars['String']['input'];
  /** Publishable replacements; a remark in brackets (国家认证（需有证明）) becomes a note. */
  suggestions?: InputMaybe<Array<Scalars['String']['input']>>;
  word: Scalars['String']['input'];
};

export type LexiconEntryPage = {
  __typename?: 'LexiconEntryPage';
  items: Array<LexiconEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The compiled lexicon now in use. */
export type LexiconStatus = {
  __typename?: 'LexiconStatus';
  builtMs: Scalars['Int']['output'];
  entries: Scalars['Int']['output'];
  version: Scalars['Int']['output'];
  whitelist: Scalars['Int']['output'];
};

/** Which login the user chose in the dialog: 用户 (staff system) or 企业 (enterprise). */
export type LoginMode = 'ENTERPRISE' | 'USER';

export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Opaque session token; send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  user: User;
};

export type MarkReadResult = {
  __typename?: 'MarkReadResult';
  /** The messages this call marked read. */
  ids: Array<Scalars['ID']['output']>;
  unread: Scalars['Int']['output'];
};

/** An image of the material library (spec platform-core §3). */
export type Material = {
  __typename?: 'Material';
  /** Author or source (the spec's `name`). */
  author: Scalars['String']['output'];
  /** One of the 13 categories (人物, 动物, 风景 …). */
  category: Scalars['String']['output'];
  /** When the viewer favourited it (ISO 8601); set in the viewer's favourites list, null elsewhere. */
  collectedAt?: Maybe<Scalars['String']['output']>;
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
export type MaterialSort = 'COMPLEX' | 'FRESH' | 'MAXDOWN';

/**
 * The information of one file (spec §3 uploaded material submission). KNOWN_SOURCE needs
 * copyrightName or copyrightUrl; copyrightUrl must be an http(s) link (请输入正确的链接).
 */
export type MaterialSubmissionInput = {
  /**
   * One of the 13 categories (人物, 动物, 风景, 食品&饮品, 美妆产品, 时尚, 热点事件, 建筑, 商务&工作,
   * 电影, 旅游, 艺术&文化, 健康).
   */
  category: Scalars['String']['input'];
  copyrightName?: InputMaybe<Scalars['String']['input']>;
  copyrightStatus: CopyrightStatus;
  copyrightUrl?: InputMaybe<Scalars['String']['input']>;
  /** `UploadedFile.id` when publishing; the rejected material's id when resubmitting. */
  fileId: Scalars['ID']['input'];
  /** At least one non-empty tag (duplicates are dropped), at most 20 of at most 20 characters. */
  tags: Array<Scalars['String']['input']>;
  /** Optional title (≤ 50 characters); default the first tags. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A notice to the viewer (消息管理), e.g. a review result with its reason. */
export type Message = {
  __typename?: 'Message';
  content: Scalars['String']['output'];
  /** ISO 8601 time. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isRead: Scalars['Boolean']['output'];
  kind: MessageKind;
  /** The material it is about, if any. */
  materialId?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
};

export type MessageKind = 'REVIEW_PASS' | 'REVIEW_REJECT';

export type MessagePage = {
  __typename?: 'MessagePage';
  items: Array<Message>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  unread: Scalars['Int']['output'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a lexicon word (admin); it applies at once. */
  addLexiconEntry: LexiconEntry;
  /** Whitelists a phrase (admin). */
  addWhitelistEntry: WhitelistEntry;
  /**
   * adjustTone (spec create-and-write §7): the picture at changeUrl with its colours moved halfway to
   * those of baseUrl (a cut-out person matched to a background), stored as the viewer's; its URL.
   */
  adjustTone: Scalars['String']['output'];
  /**
   * Approves the materials (bulk: all or none; CONFLICT 素材已被审核，请刷新后重试 with
   * `extensions.details.notPending` when one was decided meanwhile). They are searchable at once
   * and the uploader gets a message.
   */
  approveMaterials: ReviewDecision;
  /** Collect a copy card; returns it with isCollected true. */
  collectCopyCard: CopyCard;
  /** Favourite a material; returns it with isCollected true so every view updates. */
  collectMaterial: Material;
  /** Favourite a template; returns it with isCollected true so every view updates. */
  collectTemplate: Template;
  /** Collect a headline; returns it with isCollected true. */
  collectTitle: Title;
  /**
   * Creates an access token (in the web, signed in; a token cannot create tokens). expiresOn is its
   * last day, YYYY-MM-DD; without it the token works until revoked (no idle expiry).
   */
  createAccessToken: CreatedAccessToken;
  /**
   * 一键抠图 (spec create-and-write §4 cutout): the picture at url (the viewer's upload or a library
   * image) with its person or product cut out, as a transparent PNG of the viewer's; null when cutout
   * is switched off on this server. A busy background is refused with a Chinese BAD_USER_INPUT.
   */
  cutoutImage?: Maybe<Scalars['String']['output']>;
  /** Delete one of the viewer's creation records; returns its id. */
  deleteCreationRecord: Scalars['ID']['output'];
  /** Delete one of the viewer's own designs; returns its id. */
  deleteDesign: Scalars['ID']['output'];
  /** Records a download of the original and returns the material with its new download count. */
  downloadMaterial: Material;
  /** Record a download (my downloads, download count); returns the template with its new count. */
  downloadTemplate: Template;
  /** Export a design (or a library template) through the server renderer; the download is recorded. */
  exportDesign: DesignExport;
  /**
   * getGameCapture: the scene, the title and the small images (rows of ids) as one banner, saved as
   * the viewer's design; the same choice gives the same picture.
   */
  gameCapture: GameCapture;
  /**
   * Log in. `password` is the crypto-js AES ciphertext made with `clientConfig.passwordPhrase(mode)`;
   * for USER mode `account` is the full e-mail (the dialog appends `staffMailSuffix`).
   */
  login: LoginPayload;
  /** Revoke the current session token. Always true when the token was valid or already gone. */
  logout: Scalars['Boolean']['output'];
  /**
   * Picks the template (or, with smart and no templateId, a scenario: 每行智能推荐) and maps the
   * sheet's columns to its slots, or to batchSmartFields (a column or slot that does not exist is
   * refused). The sheet itself is uploaded as raw bytes to POST
   * /api/v1/client/batch/create?name=<file name>, and a zip of pictures to
   * /api/v1/client/batch/images?batch_id=<id>.
   */
  mapBatch: Batch;
  /** Marks the viewer's messages read: these ids, or all when ids is omitted. */
  markMessagesRead: MarkReadResult;
  /** Checks every row before any render. */
  preflightBatch: BatchPreflight;
  /**
   * Publishes all the files or none (spec §7 /client/material/uploadV2); they wait for review.
   * An incomplete file fails with 请检查所有素材信息是否填写完整 and
   * `extensions.details.incomplete` listing the fileIds to flag.
   */
  publishMaterials: PublishResult;
  /**
   * Checks and registers the stored file (spec §7 /client/file/uploadFile). `fileName` is only
   * compared with the content: a PNG named .svg is refused. Errors: 上传的素材只能是 JPG 、 PNG 格式或者
   * SVG!, 上传的素材大小不能超过 10MB!, 空文件, 宽度或高度不能小于10, and NOT_FOUND for a key that is not
   * the viewer's. Retrying a registration that succeeded returns the same file.
   */
  registerUpload: UploadedFile;
  /**
   * Rejects the materials with a reason (a preset or free text, ≤ 200 characters); the uploader
   * sees it and gets a message. Same all-or-none rule as approveMaterials.
   */
  rejectMaterials: ReviewDecision;
  /** Recompiles the lexicon from the database now (admin). */
  reloadLexicon: LexiconStatus;
  /** Removes a whitelist entry (admin). */
  removeWhitelistEntry: LexiconStatus;
  /**
   * Render a template (a template record as JSON: synthetic and replaceObj) and save it as the
   * viewer's design with a creation record. requestId (8–64 letters, digits, _ or -), chosen by the
   * client for this render: a retry with the same one after a timeout answers the design the first
   * attempt saved instead of saving a second.
   */
  renderTemplate: RenderResult;
  /** A short-lived permission to send one file straight to storage. */
  requestUploadGrant: UploadGrant;
  /** Edits a REJECTED upload of the viewer and puts it back in the review queue. */
  resubmitMaterial: PublishResult;
  /** 只重试失败的行. */
  retryBatch: Batch;
  /** Pass or reject a designer's template (reviewers and admins); passed, it joins the library. */
  reviewTemplate: TemplateSubmission;
  /** Revokes one of the viewer's tokens: its next call fails with UNAUTHENTICATED. */
  revokeAccessToken: AccessToken;
  /**
   * Save the editor's document as the viewer's design: an update of their design (id), a new
   * design from the template it opened (templateId), or with blank: true a new design from a blank
   * canvas (新建空白设计). Rendered by the server; shown in 创作记录.
   */
  saveDesign: Template;
  /**
   * Autosave the editor's document as the viewer's draft of the design (id) or template
   * (templateId); only the latest is kept.
   */
  saveDesignDraft: DesignDraft;
  /**
   * Save each size asked of the design (id) as a new design of the viewer, named after it (or name)
   * and the size; the design and its autosave stay as they are.
   */
  saveResizedDesigns: Array<SavedResize>;
  /** Starts the rows preflight let through, on the render queue. */
  startBatch: Batch;
  /**
   * Submit a designer's template for review (designers and admins); name and at least one tag are
   * required and the lint runs first. With id, a rejected submission of the viewer is sent again.
   */
  submitTemplate: TemplateSubmission;
  /** Un-collect a copy card; returns it with isCollected false. */
  uncollectCopyCard: CopyCard;
  /** Remove a material from the favourites; returns it with isCollected false. */
  uncollectMaterial: Material;
  /** Remove a template from the favourites; returns it with isCollected false. */
  uncollectTemplate: Template;
  /** Un-collect a headline; returns it with isCollected false. */
  uncollectTitle: Title;
  /** Edits or disables a lexicon word (admin); it applies at once. */
  updateLexiconEntry: LexiconEntry;
  /** Count one use of a card in a design; returns it with the new useCount. */
  useCopyCard: CopyCard;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationAddLexiconEntryArgs = {
  input: LexiconEntryInput;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationAddWhitelistEntryArgs = {
  input: WhitelistEntryInput;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationAdjustToneArgs = {
  baseUrl: Scalars['String']['input'];
  changeUrl: Scalars['String']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationApproveMaterialsArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationCollectCopyCardArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationCollectMaterialArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationCollectTemplateArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationCollectTitleArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationCreateAccessTokenArgs = {
  expiresOn?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  scopes: Array<AccessTokenScope>;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationCutoutImageArgs = {
  url: Scalars['String']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationDeleteCreationRecordArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationDeleteDesignArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationDownloadMaterialArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationDownloadTemplateArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationExportDesignArgs = {
  format?: ExportFormat;
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationGameCaptureArgs = {
  backgroundId: Scalars['ID']['input'];
  smallImageRows: Array<Array<Scalars['ID']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationLoginArgs = {
  account: Scalars['String']['input'];
  mode: LoginMode;
  password: Scalars['String']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationMapBatchArgs = {
  id: Scalars['ID']['input'];
  mapping: Array<BatchMappingInput>;
  smart?: InputMaybe<BatchSmartInput>;
  templateId?: InputMaybe<Scalars['ID']['input']>;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationMarkMessagesReadArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationPreflightBatchArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationPublishMaterialsArgs = {
  items: Array<MaterialSubmissionInput>;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRegisterUploadArgs = {
  fileName?: InputMaybe<Scalars['String']['input']>;
  objectKey: Scalars['String']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRejectMaterialsArgs = {
  ids: Array<Scalars['ID']['input']>;
  reason: Scalars['String']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRemoveWhitelistEntryArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRenderTemplateArgs = {
  kind?: RenderKind;
  requestId?: InputMaybe<Scalars['ID']['input']>;
  template: Scalars['String']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRequestUploadGrantArgs = {
  purpose?: UploadPurpose;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationResubmitMaterialArgs = {
  submission: MaterialSubmissionInput;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRetryBatchArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationReviewTemplateArgs = {
  id: Scalars['ID']['input'];
  pass: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRevokeAccessTokenArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSaveDesignArgs = {
  blank?: InputMaybe<Scalars['Boolean']['input']>;
  document: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  templateId?: InputMaybe<Scalars['ID']['input']>;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSaveDesignDraftArgs = {
  document: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  templateId?: InputMaybe<Scalars['ID']['input']>;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSaveResizedDesignsArgs = {
  document?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  sizes: Array<CanvasSizeInput>;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationStartBatchArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSubmitTemplateArgs = {
  category: TemplateCategory;
  document: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationUncollectCopyCardArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationUncollectMaterialArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationUncollectTemplateArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationUncollectTitleArgs = {
  id: Scalars['ID']['input'];
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationUpdateLexiconEntryArgs = {
  enabled?: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  input: LexiconEntryInput;
};

/** Root mutation. Each domain file adds its fields with `extend type Mutation`. */
export type MutationUseCopyCardArgs = {
  id: Scalars['ID']['input'];
};

export type PublishResult = {
  __typename?: 'PublishResult';
  /** The published materials, in the order given. */
  materialIds: Array<Scalars['ID']['output']>;
  status: ReviewStatus;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /** The uses of the viewer's tokens, newest first; tokenId narrows to one token. */
  accessTokenUses: AccessTokenUsePage;
  /** The viewer's access tokens, newest first (revoked ones too), each with its last use. */
  accessTokens: Array<AccessToken>;
  /** Every user's token uses, newest first (admin). */
  allAccessTokenUses: AccessTokenUsePage;
  /** One of the viewer's batches: progress (total, done, failed, blocked, etaSeconds) and result links. */
  batch: Batch;
  /** A batch's rows, in sheet order. */
  batchItems: Array<BatchItem>;
  /** The first three rows filled into the template. */
  batchSamples: Array<BatchSample>;
  /** The slots of a template a column may fill. */
  batchSlots: Array<BatchSlot>;
  /** The fields a SMART batch's columns may fill: smart creation's copy lines and pictures. */
  batchSmartFields: Array<BatchSlot>;
  /** The viewer's batches, newest first (each one entry, opening to its items). */
  batches: BatchPage;
  /** Another card with `lines` title lines for the tags (换一组文案); null when none matches. */
  changeCopyCard?: Maybe<CopyCard>;
  /**
   * Checks up to 20 links: listed domains, words in the link, and the page text (fetched from public
   * addresses only).
   */
  checkUrls: Array<UrlCheckResult>;
  /**
   * Checks a text (up to 1,000,000 characters) for banned and sensitive words under an industry
   * (通用 when absent or empty; 保健食品 is 保健品); a signed-in user's department whitelist applies.
   */
  checkWords: WordCheckResult;
  /** Public settings for the login dialog. */
  clientConfig: ClientConfig;
  /** The viewer's collected copy cards, newest first, 10 a page. */
  collectedCopyCards: CopyCardPage;
  /** The viewer's favourite materials, newest first, 10 a page. */
  collectedMaterials: MaterialPage;
  /** The viewer's favourite templates, newest first, 40 a page. */
  collectedTemplates: TemplatePage;
  /** The viewer's collected headlines, newest first, 10 a page. */
  collectedTitles: TitlePage;
  /**
   * Search copy cards: the keyword is trimmed and split on whitespace and every term must match;
   * tagIds are ANDed; lines filters by title-line count. 20 a page.
   */
  copyCards: CopyCardPage;
  /** Filter classes under a copy tag class (111 classic, 112 original, 137, 143). */
  copyTagClasses: Array<CopyTagClass>;
  /** Copy related to a keyword (/copyHome/correlative). */
  correlativeCopy: CopyCardPage;
  /**
   * The viewer's creation records between two dates (YYYY-MM-DD, both included; default from
   * 2020-01-01 to today), newest first, 9 a page.
   */
  creationRecords: CreationRecordPage;
  /**
   * What the editor opens: the viewer's design (id) or a template (templateId), with a newer
   * draft. Neither given: 没有模板信息.
   */
  design: DesignSession;
  /**
   * Created-design records: the viewer's designs (all users' designs for designers and admins when
   * everyone is true), 40 a page; created between two dates (YYYY-MM-DD, both included; default from
   * 2020-01-01 to today) and whose title contains keyword.
   */
  designRecords: TemplatePage;
  /** Designer-side search (roles DESIGNER and ADMIN). */
  designerSearchMaterials: MaterialPage;
  /** The editor's licensed fonts, the same files the server renders with. */
  editorFonts: Array<EditorFont>;
  /** Pack pictures holding every tag (findMaterials), e.g. ["诺亚之心", "人物"]. */
  gameMaterials: GameMaterialPage;
  /**
   * Layouts with the chosen pictures and title (findTemplate). intersection true keeps those that
   * take every chosen person (one: 风格501, two: 风格503).
   */
  gameTemplates: GameTemplatePage;
  /** Layouts of a format and style with the title (findTemplateNew), e.g. 风格1301 for appliances. */
  gameTemplatesByFormat: GameTemplatePage;
  /**
   * The games (allGameList), or the appliance lines with kind APPLIANCE; materialId keeps those
   * owning that picture.
   */
  games: Array<Game>;
  /** Always true; lets load balancers and the explorer check the schema is served. */
  health: Scalars['Boolean']['output'];
  /**
   * getRoleInfo (spec create-and-write §7): the faces in the picture at url (a library image or the
   * viewer's upload), largest first, for placing a person in a template; empty when there is none or
   * face detection is switched off on this server.
   */
  imageFaces: Array<ImageFace>;
  /**
   * re_getMainInfo (spec create-and-write §7): where the picture's main subject is; null when it has
   * none.
   */
  imageSubject?: Maybe<ImageSubject>;
  /** Lexicon entries (admin). */
  lexiconEntries: LexiconEntryPage;
  /** One material, or NOT_FOUND. */
  material: Material;
  /**
   * The category strip's 13 names in display order (spec platform-core §2); the api owns the list and
   * accepts only these as an upload's category.
   */
  materialCategories: Array<Scalars['String']['output']>;
  /** The viewer's download history, newest first. */
  myDownloads: DownloadPage;
  /** The viewer's messages, newest first, 10 a page. */
  myMessages: MessagePage;
  /**
   * One of the viewer's own submitted templates with its document, to edit it again (a rejected one
   * is resubmitted with submitTemplate's id).
   */
  myTemplateSubmission: TemplateSubmission;
  /**
   * 我的模板: the viewer's own submitted templates, newest first, with status and the reviewer's
   * reason (designers and admins).
   */
  myTemplateSubmissions: TemplateSubmissionPage;
  /** Counts for the three tabs of my uploads. */
  myUploadCounts: UploadCounts;
  /** The viewer's uploads, newest first, 10 a page; one status (a tab) or all. */
  myUploads: UploadPage;
  /** Designers' templates waiting for review, oldest first (reviewers and admins). */
  pendingTemplates: TemplateSubmissionPage;
  /** Recommended materials for the library home. */
  recommendedMaterials: Array<Material>;
  /** Recommended tags (hot keywords). */
  recommendedTags: Array<Tag>;
  /**
   * The design (id, the viewer's or a library template) in each size asked, with the fit report of
   * each; document, when given, is the editor's unsaved document. Nothing is saved.
   */
  resizeDesign: Array<ResizedDesign>;
  /** The trail of one material: reviewers see any, an uploader their own. */
  reviewHistory: Array<ReviewEvent>;
  /** Every approval and rejection, newest first (REVIEWER and ADMIN). */
  reviewLog: ReviewEventPage;
  /** The pending queue, oldest submission first (roles REVIEWER and ADMIN). */
  reviewQueue: ReviewQueuePage;
  /** Preset rejection reasons; a reviewer may also write their own. */
  reviewReasons: Array<Scalars['String']['output']>;
  /** Scenario tag classes: by ids, or by scene name 海报 / 单子; neither gives 128 and 129. */
  scenarioTagClasses: Array<TemplateTagClass>;
  /** Tag classes keeping only the tags whose name contains the keyword. */
  scenarioTagsWithKeyword: Array<TemplateTagClass>;
  /**
   * Search the library: every whitespace-separated term must match a title, tag or category.
   * Guests get the no-login variant. `themeIds` select materials in any of those themes;
   * pageSize is 1..100 (1000 with themeIds, for the theme page).
   */
  searchMaterials: MaterialPage;
  /**
   * Search the headline library: the keyword is trimmed and split on whitespace and every term must
   * match; without a keyword the library is browsed. 20 a page.
   */
  searchTitles: TitleSearchPage;
  /**
   * Materials like this one, 20 a page. The api does not count them: `total` is how many there are up
   * to this page, and `totalCapped` says a full page may have more after it.
   */
  similarMaterials: MaterialPage;
  /**
   * Smart creation (getSmartProfile): nine designs for the scenario tags, copy and images, each
   * filled and explained; with templateIds, those templates of the ranked list (生成更多). Images are
   * library photo URLs, material:<id> or the viewer's own uploads. Needs login.
   */
  smartProfile: SmartProfile;
  smartTitleStyles: Array<SmartTitleStyle>;
  /** Intelligent headlines for keywords or a topic, in an optional style. */
  smartTitles: SmartTitleResult;
  /** Recommended title pairs for a template, `count` of them (default 6). */
  suggestedTitles: Array<SuggestedTitle>;
  /** All tag classes; `recommendedOnly` gives the home page's recommended ones. */
  tagClasses: Array<TagClass>;
  /** One template with its document (templateInfo). */
  template: Template;
  /** The viewer's template downloads, newest first, 10 a page. */
  templateDownloads: TemplateDownloadPage;
  /** The template centre's filters: per category, its industry, theme and style tags. */
  templateFilters: Array<TemplateFilterCategory>;
  /** The template centre, 40 a page: every tag in tagIds must match; mine lists the viewer's designs. */
  templates: TemplatePage;
  /** Library templates carrying every tag, 16 a batch (smart creation). */
  templatesByTags: TemplatePage;
  /** Themes of a category. */
  themes: Array<Theme>;
  /** Child (topic) tags of a headline tag. */
  titleChildTags: Array<Tag>;
  /** Tag groups for the headline filters; `library` limits them to one group. */
  titleFilters: Array<TitleTagGroup>;
  /** How many of the viewer's messages are unread. */
  unreadMessageCount: Scalars['Int']['output'];
  /** Account list for administrators (role ADMIN), 20 per page by default. */
  users: UserPage;
  /** The logged-in user, or null for a guest. */
  viewer?: Maybe<User>;
  /** The severities, categories and industries the checker knows. */
  wordCheckVocabulary: WordCheckVocabulary;
  /** Whitelist entries (admin). */
  wordWhitelist: Array<WhitelistEntry>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryAccessTokenUsesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  tokenId?: InputMaybe<Scalars['ID']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryAllAccessTokenUsesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  tokenId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryBatchArgs = {
  id: Scalars['ID']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryBatchItemsArgs = {
  id: Scalars['ID']['input'];
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryBatchSamplesArgs = {
  id: Scalars['ID']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryBatchSlotsArgs = {
  templateId: Scalars['ID']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryBatchesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryChangeCopyCardArgs = {
  lines?: Scalars['Int']['input'];
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryCheckUrlsArgs = {
  industry?: InputMaybe<Scalars['String']['input']>;
  links: Array<Scalars['String']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryCheckWordsArgs = {
  content: Scalars['String']['input'];
  industry?: InputMaybe<Scalars['String']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryCollectedCopyCardsArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryCollectedMaterialsArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryCollectedTemplatesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryCollectedTitlesArgs = {
  library?: InputMaybe<TitleLibrary>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryCopyCardsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<CopyKind>;
  lines?: InputMaybe<Scalars['Int']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  poemOf?: InputMaybe<Scalars['ID']['input']>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryCopyTagClassesArgs = {
  classId: Scalars['ID']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryCorrelativeCopyArgs = {
  keyword: Scalars['String']['input'];
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryCreationRecordsArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<RenderKind>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryDesignArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  templateId?: InputMaybe<Scalars['ID']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryDesignRecordsArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  everyone?: InputMaybe<Scalars['Boolean']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
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
export type QueryGameMaterialsArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  tags: Array<Scalars['String']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryGameTemplatesArgs = {
  intersection?: Scalars['Boolean']['input'];
  mainTitle?: InputMaybe<Scalars['String']['input']>;
  materialIds: Array<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  style?: InputMaybe<Scalars['String']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryGameTemplatesByFormatArgs = {
  format?: InputMaybe<Scalars['String']['input']>;
  mainTitle?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  style?: InputMaybe<Scalars['String']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryGamesArgs = {
  kind?: GameKind;
  materialId?: InputMaybe<Scalars['ID']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryImageFacesArgs = {
  url: Scalars['String']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryImageSubjectArgs = {
  url: Scalars['String']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryLexiconEntriesArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  industry?: InputMaybe<Scalars['String']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  severity?: InputMaybe<Scalars['String']['input']>;
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
export type QueryMyMessagesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryMyTemplateSubmissionArgs = {
  id: Scalars['ID']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryMyTemplateSubmissionsArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryMyUploadsArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  status?: InputMaybe<ReviewStatus>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryPendingTemplatesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryResizeDesignArgs = {
  document?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  sizes: Array<CanvasSizeInput>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryReviewHistoryArgs = {
  materialId: Scalars['ID']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryReviewLogArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryReviewQueueArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryScenarioTagClassesArgs = {
  classIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  scene?: InputMaybe<Scalars['String']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryScenarioTagsWithKeywordArgs = {
  classIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  keyword: Scalars['String']['input'];
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
export type QuerySearchTitlesArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  library?: TitleLibrary;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QuerySimilarMaterialsArgs = {
  id: Scalars['ID']['input'];
  page?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QuerySmartProfileArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  copy?: InputMaybe<SmartCopyInput>;
  flow?: SmartFlow;
  logo?: InputMaybe<Scalars['String']['input']>;
  product?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  tagIds: Array<Scalars['ID']['input']>;
  templateIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QuerySmartTitlesArgs = {
  count?: Scalars['Int']['input'];
  industry?: InputMaybe<Scalars['String']['input']>;
  keyword: Scalars['String']['input'];
  style?: InputMaybe<Scalars['String']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QuerySuggestedTitlesArgs = {
  count?: Scalars['Int']['input'];
  textLength?: InputMaybe<Scalars['Int']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryTagClassesArgs = {
  recommendedOnly?: Scalars['Boolean']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryTemplateArgs = {
  id: Scalars['ID']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryTemplateDownloadsArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryTemplatesArgs = {
  category?: InputMaybe<TemplateCategory>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  sort?: InputMaybe<TemplateSort>;
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryTemplatesByTagsArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  tagIds: Array<Scalars['ID']['input']>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryThemesArgs = {
  categoryId: Scalars['ID']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryTitleChildTagsArgs = {
  tagId: Scalars['ID']['input'];
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryTitleFiltersArgs = {
  library?: InputMaybe<TitleLibrary>;
};

/** Root query. Each domain file adds its fields with `extend type Query`. */
export type QueryUsersArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};

/** What a render makes: a new-media header image (renderClient) or a poster (posterRenderClient). */
export type RenderKind = 'BANNER' | 'POSTER';

/** A finished render: the saved design (its previewUrl is the rendered image) and the record. */
export type RenderResult = {
  __typename?: 'RenderResult';
  /** The 禁用 words among them: an export or download asks first. */
  bannedWords: Array<Scalars['String']['output']>;
  imageUrl: Scalars['String']['output'];
  template: Template;
  /** 禁用 and 敏感 words in the design's text, each with its basis and what to write instead. */
  warnings: Array<Scalars['String']['output']>;
};

/** What a resize did to a layer. */
export type ResizeChange =
  'ARCHETYPE' | 'GREW' | 'HIDDEN' | 'MOVED' | 'REWRAPPED' | 'SHRANK' | 'STRETCHED';

/** A layer the resize changed, named as people name it. */
export type ResizeLayerChange = {
  __typename?: 'ResizeLayerChange';
  changes: Array<ResizeChange>;
  /** The layer's Chinese name (主标题, 人物 …). */
  label: Scalars['String']['output'];
  layerKey: Scalars['String']['output'];
  /** One sentence, e.g. 二维码：位置已调整、已缩小. */
  message: Scalars['String']['output'];
};

/**
 * How the layers were placed: PINNED to their edges or the centre; CENTRED, the whole design scaled
 * about the centre because pinning would have laid text over text, a logo, a code or a face.
 */
export type ResizeLayout = 'CENTRED' | 'PINNED';

/** The fit report of one size: shown before the user accepts it. */
export type ResizeReport = {
  __typename?: 'ResizeReport';
  /** The aspect changed from wide to tall or back. */
  familyChanged: Scalars['Boolean']['output'];
  height: Scalars['Int']['output'];
  layers: Array<ResizeLayerChange>;
  layout: ResizeLayout;
  /** The lint of the new document; empty when it passes. */
  lint: Array<LayerIssue>;
  /** Text that no longer fits at its minimum size (or only below the readable 12 px). */
  overflows: Array<LayerIssue>;
  /** The factor the content was scaled by. */
  scale: Scalars['Float']['output'];
  /** One sentence for the whole size. */
  summary: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** A design in another size, not saved. */
export type ResizedDesign = {
  __typename?: 'ResizedDesign';
  /** The template document at the new size, as a JSON string. */
  document: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  report: ResizeReport;
  width: Scalars['Int']['output'];
};

export type ReviewAction = 'PASS' | 'REJECT' | 'RESUBMIT' | 'SUBMIT';

export type ReviewDecision = {
  __typename?: 'ReviewDecision';
  ids: Array<Scalars['ID']['output']>;
  status: ReviewStatus;
};

/** One entry of the audit trail: who did what to which material, and when. */
export type ReviewEvent = {
  __typename?: 'ReviewEvent';
  action: ReviewAction;
  actor: Actor;
  /** ISO 8601 time. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  materialId: Scalars['ID']['output'];
  materialTitle: Scalars['String']['output'];
  materialUrl: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

export type ReviewEventPage = {
  __typename?: 'ReviewEventPage';
  items: Array<ReviewEvent>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A material waiting in the review queue, with what the uploader submitted. */
export type ReviewQueueItem = {
  __typename?: 'ReviewQueueItem';
  id: Scalars['ID']['output'];
  material: UploadRecord;
  /** ISO 8601 time of (re)submission. */
  submittedAt: Scalars['String']['output'];
  uploader: Actor;
};

export type ReviewQueuePage = {
  __typename?: 'ReviewQueuePage';
  items: Array<ReviewQueueItem>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Review status (spec §4): PENDING 等待审核中, PASSED 已通过, REJECTED 拒绝通过. */
export type ReviewStatus = 'PASSED' | 'PENDING' | 'REJECTED';

/** Role from the api's role_state. */
export type Role = 'ADMIN' | 'DESIGNER' | 'REVIEWER' | 'USER';

/** An accepted size saved as the viewer's new design. */
export type SavedResize = {
  __typename?: 'SavedResize';
  report: ResizeReport;
  template: Template;
};

/** A box inside an image, in 0–1 of its width and height. */
export type SmartBox = {
  __typename?: 'SmartBox';
  h: Scalars['Float']['output'];
  w: Scalars['Float']['output'];
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

/** The copy fields of the smart forms: 标题文案, 副标题文案, 次标题文案. */
export type SmartCopyField = 'MAIN_LABEL' | 'SECOND_LABEL' | 'THIRD_LABEL';

/** The copy lines per field; a title may be one line or several. */
export type SmartCopyInput = {
  /** The single-image form's fields (智能创作（单张）); given, they choose its product detail templates. */
  codeLabel?: InputMaybe<Array<Scalars['String']['input']>>;
  copyrightNotice?: InputMaybe<Array<Scalars['String']['input']>>;
  mainLabel?: InputMaybe<Array<Scalars['String']['input']>>;
  notesLabel?: InputMaybe<Array<Scalars['String']['input']>>;
  /**
   * The four content groups as twelve lines: each group's main content, sub-content a and b; an
   * empty line keeps its place.
   */
  productLabel?: InputMaybe<Array<Scalars['String']['input']>>;
  productNotesLabel?: InputMaybe<Array<Scalars['String']['input']>>;
  productTopLabel?: InputMaybe<Array<Scalars['String']['input']>>;
  secondLabel?: InputMaybe<Array<Scalars['String']['input']>>;
  thirdLabel?: InputMaybe<Array<Scalars['String']['input']>>;
};

/**
 * A recommended design: the template with the user's copy and images filled in (its document and
 * sampleContent are the filled ones) and why it was chosen.
 */
export type SmartDesign = {
  __typename?: 'SmartDesign';
  match: SmartMatch;
  /**
   * The filled design as a JPEG at most 600 px wide, drawn on the server when first loaded (so the
   * nine appear as each finishes); the template's own sample stays in template.previewUrl. Only the
   * viewer was given this address.
   */
  previewUrl: Scalars['String']['output'];
  template: Template;
};

export type SmartExclusion = {
  __typename?: 'SmartExclusion';
  count: Scalars['Int']['output'];
  /** E.g. 已为你排除 12 个放不下你的文案的模板. */
  message: Scalars['String']['output'];
  reason: SmartExclusionReason;
};

/**
 * Why templates were left out: IMAGE a slot the design needs (e.g. its person) has no image, SLOTS
 * the design has no place for an image the user gave (left out when nine designs can hold them all),
 * COPY the copy does not fit at the smallest size, UPSCALE an image would be enlarged more than 2×,
 * FACE text would cover the face or the face would not fit.
 */
export type SmartExclusionReason = 'COPY' | 'FACE' | 'IMAGE' | 'SLOTS' | 'UPSCALE';

/**
 * Which smart-creation form asks (the api's is_check): BANNER is 智能创作（新媒体首图）, POSTER the
 * poster and single-image forms.
 */
export type SmartFlow = 'BANNER' | 'POSTER';

/** One of the user's images in a recommended design. */
export type SmartImageUse = {
  __typename?: 'SmartImageUse';
  cutout: Scalars['Boolean']['output'];
  faceBox?: Maybe<SmartBox>;
  /** role, product, logo or code: the form field the image came from. */
  field: Scalars['String']['output'];
  /** The design's layer that draws it (role_0, background, …). */
  layer: Scalars['String']['output'];
  /** The person was mirrored to face the copy. */
  mirrored: Scalars['Boolean']['output'];
  /** The image drawn (a cut-out is the transparent picture itself). */
  path: Scalars['String']['output'];
  subjectBox?: Maybe<SmartBox>;
};

/**
 * How 模板选择 shows the answer (spec create-and-write §4 "Receiving templates by type"): SINGLE_PERSON
 * (单人) and BACKGROUND (背景), the game banner's formats, show precise templates only; NONE (无) shows
 * the others in the precise section; ALL (全部) shows 3 precise + 6 other a batch.
 */
export type SmartListType = 'ALL' | 'BACKGROUND' | 'NONE' | 'SINGLE_PERSON';

/**
 * Why a design was chosen, in Chinese: 「匹配：餐饮美食 · 公众号 · 清新」, 「人物面朝左，放在右侧」, and
 * what to watch: 「副标题已缩至下限，建议 16 字内」.
 */
export type SmartMatch = {
  __typename?: 'SmartMatch';
  /**
   * Where each of the user's images went and what placed it: the face and subject boxes vision saw,
   * whether the person was mirrored, whether the image is a cut-out.
   */
  images: Array<SmartImageUse>;
  /** Every chosen tag class matched, every image placed and nothing to warn about. */
  precise: Scalars['Boolean']['output'];
  reasons: Array<Scalars['String']['output']>;
  /** 0–1, higher suits better. */
  score: Scalars['Float']['output'];
  /**
   * Copy lines shrunk to their smallest size or longer than the slot suggests, each with the length
   * that fits: the card offers 「缩短到 N 字」.
   */
  shorten: Array<SmartShorten>;
  warnings: Array<Scalars['String']['output']>;
};

export type SmartProfile = {
  __typename?: 'SmartProfile';
  designs: Array<SmartDesign>;
  excluded: Array<SmartExclusion>;
  /** The precise ones among rankedIds. */
  preciseIds: Array<Scalars['ID']['output']>;
  /** Every suitable template, best and most varied first; 生成更多 asks for the next ones by id. */
  rankedIds: Array<Scalars['ID']['output']>;
  type: SmartListType;
};

/** Which copy field to shorten and to how many characters. */
export type SmartShorten = {
  __typename?: 'SmartShorten';
  field: SmartCopyField;
  maxChars: Scalars['Int']['output'];
};

/** One generated headline, already checked by the banned-word checker. */
export type SmartTitle = {
  __typename?: 'SmartTitle';
  content: Scalars['String']['output'];
  /** Banned/sensitive words found in it (empty when clean). */
  flags: Array<WordHit>;
  /** offline (patterns mined from the headline library) or llm (the configured model). */
  generator: Scalars['String']['output'];
  /** The style id it was written in. */
  style: Scalars['String']['output'];
};

export type SmartTitleResult = {
  __typename?: 'SmartTitleResult';
  items: Array<SmartTitle>;
  /** Why fewer headlines came back than were asked for (empty when the count was met). */
  note: Scalars['String']['output'];
  /** The configured model did not answer in time; items come from the offline generator. */
  timeout: Scalars['Boolean']['output'];
  total: Scalars['Int']['output'];
};

/** Styles the intelligent headline generator knows (id and Chinese label, e.g. 疑问, 数字, 悬念). */
export type SmartTitleStyle = {
  __typename?: 'SmartTitleStyle';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

/** Where the bytes go: the api's own storage endpoint (LOCAL) or Aliyun OSS. */
export type StorageDriver = 'LOCAL' | 'OSS';

/** A recommended title pair for a template (composeTemplate/getTitle). */
export type SuggestedTitle = {
  __typename?: 'SuggestedTitle';
  mainTitle: Scalars['String']['output'];
  subtitleOne: Scalars['String']['output'];
};

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

/** A template of the library, or a user's own design (a render). The id is stable. */
export type Template = {
  __typename?: 'Template';
  category: TemplateCategory;
  /** The template's code, e.g. tpl_p_0231. */
  code: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** The template document (the spec's synthetic) as a JSON string; fetched on demand. */
  document: Scalars['String']['output'];
  downloads: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Whether the viewer has collected it; always false for a guest. */
  isCollected: Scalars['Boolean']['output'];
  /** True for a user's own design (a render), false for the library's templates. */
  isDesign: Scalars['Boolean']['output'];
  layoutFamily: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** URL of the preview image. */
  previewUrl: Scalars['String']['output'];
  /** The sample copy and images (the spec's replaceObj) as a JSON string; fetched on demand. */
  sampleContent: Scalars['String']['output'];
  tags: Array<TemplateTag>;
  width: Scalars['Int']['output'];
};

/** Template categories (spec create-and-write §9): OFFICIAL is 120 (新媒体首图), POSTER is 121 (海报). */
export type TemplateCategory = 'OFFICIAL' | 'POSTER';

/** One download of a template by the viewer. */
export type TemplateDownload = {
  __typename?: 'TemplateDownload';
  downloadedAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  template: Template;
};

export type TemplateDownloadPage = {
  __typename?: 'TemplateDownloadPage';
  items: Array<TemplateDownload>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A category of the template centre with the filter classes shown once it is chosen. */
export type TemplateFilterCategory = {
  __typename?: 'TemplateFilterCategory';
  category: TemplateCategory;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  tagClasses: Array<TemplateTagClass>;
};

export type TemplatePage = {
  __typename?: 'TemplatePage';
  items: Array<Template>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Where a designer's template is in review. */
export type TemplateReviewStatus = 'PASS' | 'PENDING' | 'REJECT';

/** A slot of a designer's template: what smart generation fills into which layer. */
export type TemplateSlot = {
  __typename?: 'TemplateSlot';
  /** The slot field of the template document (mainLabel, secondLabel … role, product, logo). */
  field: Scalars['String']['output'];
  index: Scalars['Int']['output'];
  /** The layer's key. */
  key: Scalars['String']['output'];
  /** The field's Chinese name (主标题, 商品图 …). */
  label: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
};

/** Template centre sorts: 综合 (downloads weighed by freshness), 最新上传, 最多下载. */
export type TemplateSort = 'COMPLEX' | 'FRESH' | 'MAXDOWN';

/** A designer's template submitted from the editor (addMaterial); passed, it joins the library. */
export type TemplateSubmission = {
  __typename?: 'TemplateSubmission';
  authorName: Scalars['String']['output'];
  category: TemplateCategory;
  createdAt: Scalars['String']['output'];
  /**
   * The template document (JSON), only when one submission is asked for (myTemplateSubmission):
   * 我的模板's 重新编辑 opens it in the editor. Null in lists.
   */
  document?: Maybe<Scalars['String']['output']>;
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /**
   * The lint of its document, as the designer met it before 提交审核: nothing off the canvas, every
   * slot inside it, every text slot fitting its maximum characters at its minimum size. Empty: passed.
   */
  lint: Array<LayerIssue>;
  name: Scalars['String']['output'];
  /** The server-rendered preview. */
  previewUrl: Scalars['String']['output'];
  /** Why it was rejected. */
  reason?: Maybe<Scalars['String']['output']>;
  reviewedAt?: Maybe<Scalars['String']['output']>;
  /** The slots it offers smart generation, by field and index. */
  slots: Array<TemplateSlot>;
  status: TemplateReviewStatus;
  tagIds: Array<Scalars['ID']['output']>;
  /** The library template once passed; null before. */
  template?: Maybe<Template>;
  width: Scalars['Int']['output'];
};

export type TemplateSubmissionPage = {
  __typename?: 'TemplateSubmissionPage';
  items: Array<TemplateSubmission>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/**
 * A template tag with the class it belongs to (128 行业, 129/164 投放渠道, 130 主题, 131 设计风格,
 * 165 海报类型, 166 节点).
 */
export type TemplateTag = {
  __typename?: 'TemplateTag';
  classId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A tag class with its tags (a filter group or a scenario picker). */
export type TemplateTagClass = {
  __typename?: 'TemplateTagClass';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  tags: Array<Tag>;
};

/** A span of text to highlight, in UTF-16 code units as String.prototype.slice counts. */
export type TextRange = {
  __typename?: 'TextRange';
  /** Exclusive. */
  end: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
};

export type Theme = {
  __typename?: 'Theme';
  categoryId: Scalars['ID']['output'];
  coverUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A headline of the library (spec create-and-write §3). */
export type Title = {
  __typename?: 'Title';
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether the viewer has collected it; always false for a guest. */
  isCollected: Scalars['Boolean']['output'];
  /** Read count (the spec's `reading`). */
  reading: Scalars['Int']['output'];
  /** Where the headline comes from (微博热搜, 知乎热榜, 新闻 …). */
  source: Scalars['String']['output'];
  tags: Array<Tag>;
};

/** A search result: the title and where the keyword terms matched in its content. */
export type TitleHit = {
  __typename?: 'TitleHit';
  highlights: Array<TextRange>;
  title: Title;
};

/** Which part of the headline library: 原创标题 (tag 266) or 10W+标题 (tag 267). */
export type TitleLibrary = 'ORIGINAL' | 'TEN_W_PLUS';

export type TitlePage = {
  __typename?: 'TitlePage';
  items: Array<Title>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type TitleSearchPage = {
  __typename?: 'TitleSearchPage';
  items: Array<TitleHit>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A top tag of the library (266 原创标题, 267 10W+标题) with its topic child tags. */
export type TitleTagGroup = {
  __typename?: 'TitleTagGroup';
  children: Array<Tag>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** How many of the viewer's uploads are in each tab (the pending count goes in its label). */
export type UploadCounts = {
  __typename?: 'UploadCounts';
  passed: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  rejected: Scalars['Int']['output'];
};

/**
 * Permission to send one file straight to storage, valid until `expiresAt` (docs/uploads-contract.md).
 * LOCAL: send the raw bytes as the body of `method` (PUT) to `url` (same origin, so XHR upload
 * progress is real). OSS: POST multipart/form-data to `url` with every entry of `fields` first, then
 * the file under `fileField`. Afterwards call `registerUpload(objectKey)`.
 */
export type UploadGrant = {
  __typename?: 'UploadGrant';
  driver: StorageDriver;
  /** ISO 8601 end of validity. */
  expiresAt: Scalars['String']['output'];
  fields: Array<FormField>;
  fileField?: Maybe<Scalars['String']['output']>;
  /** The largest file storage accepts for this grant, in bytes. */
  maxBytes: Scalars['Int']['output'];
  method: Scalars['String']['output'];
  objectKey: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type UploadPage = {
  __typename?: 'UploadPage';
  items: Array<UploadRecord>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What an upload is for: a library material (at most 10 MB) or a user image (at most 5 MB). */
export type UploadPurpose = 'MATERIAL' | 'USER_IMAGE';

/** One of the viewer's published uploads (my uploads / review history). */
export type UploadRecord = {
  __typename?: 'UploadRecord';
  category: Scalars['String']['output'];
  /** The copyright line shown on the detail page. */
  copyright: Scalars['String']['output'];
  copyrightName?: Maybe<Scalars['String']['output']>;
  copyrightStatus?: Maybe<CopyrightStatus>;
  copyrightUrl?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 time of upload. */
  createdAt: Scalars['String']['output'];
  fileSize: Scalars['Int']['output'];
  format: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  /** The material id. */
  id: Scalars['ID']['output'];
  /** Why review rejected it; null unless REJECTED. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  status: ReviewStatus;
  tags: Array<Tag>;
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/**
 * A stored file that passed the checks (type by content, size, at least 10 px, pixel cap, SVG
 * sanitised). Every field is read from the file. `id` is the id the material keeps once published.
 */
export type UploadedFile = {
  __typename?: 'UploadedFile';
  /** Size in bytes. */
  fileSize: Scalars['Int']['output'];
  format: FileFormat;
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** URL of the stored file; add ?width= for a thumbnail (SVG thumbnails are PNG). */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** What was found about a page a link points at. */
export type UrlCheckPage = {
  __typename?: 'UrlCheckPage';
  bytes: Scalars['Int']['output'];
  finalUrl: Scalars['String']['output'];
  redirects: Scalars['Int']['output'];
  /** The page text's check (null when the page could not be read). */
  result?: Maybe<WordCheckResult>;
  truncated: Scalars['Boolean']['output'];
};

/** The result of checking one link. */
export type UrlCheckResult = {
  __typename?: 'UrlCheckResult';
  /** The listed domain that matched. */
  blockedBy?: Maybe<Scalars['String']['output']>;
  host?: Maybe<Scalars['String']['output']>;
  /** The link as given. */
  link: Scalars['String']['output'];
  page?: Maybe<UrlCheckPage>;
  reason?: Maybe<Scalars['String']['output']>;
  /**
   * ok, flagged (words in the link or page), blocked (listed domain), refused (private, loopback or
   * reserved address: never contacted), unreachable or invalid.
   */
  status: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
  /** Words in the link itself. */
  urlHits?: Maybe<WordCheckResult>;
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

/** A phrase whose hits are let through, for one team (department) or all, until a date. */
export type WhitelistEntry = {
  __typename?: 'WhitelistEntry';
  createdAt: Scalars['String']['output'];
  createdBy: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Evidence or reason. */
  note: Scalars['String']['output'];
  phrase: Scalars['String']['output'];
  team?: Maybe<Scalars['String']['output']>;
  until?: Maybe<Scalars['String']['output']>;
};

export type WhitelistEntryInput = {
  note: Scalars['String']['input'];
  phrase: Scalars['String']['input'];
  /** Department name; none means every team. */
  team?: InputMaybe<Scalars['String']['input']>;
  /** ISO date or time; none means no end. */
  until?: InputMaybe<Scalars['String']['input']>;
};

/** The result of checking one text. */
export type WordCheckResult = {
  __typename?: 'WordCheckResult';
  contacts: Array<ContactHit>;
  /**
   * The longest hit of each stretch of text, in text order (spans never overlap; shorter hits are in
   * its nested list); at most 2,000.
   */
  hits: Array<WordHit>;
  summary: WordCheckSummary;
  /** Every reported hit, also beyond the list (nested ones not counted). */
  total: Scalars['Int']['output'];
  truncated: Scalars['Boolean']['output'];
  /** reject (a 禁用 word), review (敏感 / 疑似 words or contact details) or pass. */
  verdict: Scalars['String']['output'];
  /** Hits a whitelist entry let through. */
  whitelisted: Scalars['Int']['output'];
};

export type WordCheckSummary = {
  __typename?: 'WordCheckSummary';
  /** Hits of severity 禁用. */
  banned: Scalars['Int']['output'];
  /** Hits of severity 敏感. */
  sensitive: Scalars['Int']['output'];
  /** Hits of severity 疑似. */
  suspect: Scalars['Int']['output'];
};

/** The closed lists lexicon entries and checks accept. */
export type WordCheckVocabulary = {
  __typename?: 'WordCheckVocabulary';
  categories: Array<Scalars['String']['output']>;
  /** 通用 first. */
  industries: Array<Scalars['String']['output']>;
  /** 禁用, 敏感, 疑似 (most severe first). */
  severities: Array<Scalars['String']['output']>;
};

/** One lexicon word found in the checked text. */
export type WordHit = {
  __typename?: 'WordHit';
  /** 绝对化用语, 虚假宣传, 医疗用语, 金融承诺, 迷信, 权威性, 诱导用语, 政治敏感, 色情 … */
  category: Scalars['String']['output'];
  /** End offset (exclusive). */
  end: Scalars['Int']['output'];
  /** The lexicon entry's id. */
  entryId: Scalars['ID']['output'];
  /** 通用, or the industry the text was checked for that made the entry apply. */
  industry: Scalars['String']['output'];
  /** e.g. 《广告法》第九条第三项. */
  legalBasis: Scalars['String']['output'];
  /** The original text the word was found in. */
  matched: Scalars['String']['output'];
  /**
   * Shorter hits inside or across this one (全网最低价: 全网最低, 最低价, 最低), in text order;
   * empty on a nested hit.
   */
  nested: Array<WordHit>;
  normalisations: Array<WordNormalisation>;
  /** What the replacements need (国家认证：需有证明): show beside them, never paste into the text. */
  notes: Array<Scalars['String']['output']>;
  /** 禁用, 敏感 or 疑似. */
  severity: Scalars['String']['output'];
  /** Start offset in the original text (UTF-16 code units, as String.prototype.slice counts). */
  start: Scalars['Int']['output'];
  /** Replacement wording a user can publish as it stands, best first. */
  suggestions: Array<Scalars['String']['output']>;
  word: Scalars['String']['output'];
};

/** A normalisation the checker needed to see a word (e.g. traditional → simplified for 國家級). */
export type WordNormalisation = {
  __typename?: 'WordNormalisation';
  /** case, width, traditional, number, symbols, repeat, homophone or pinyin. */
  key: Scalars['String']['output'];
  /** Chinese label: 大小写, 全半角/兼容字符, 繁体转简体, 数字样式, 干扰符号, 重复字符, 同音字, 拼音代字. */
  label: Scalars['String']['output'];
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
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

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<
  T = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccessToken: ResolverTypeWrapper<AccessTokenMapper>;
  AccessTokenScope: AccessTokenScope;
  AccessTokenUse: ResolverTypeWrapper<AccessTokenUseMapper>;
  AccessTokenUsePage: ResolverTypeWrapper<
    Omit<AccessTokenUsePage, 'items'> & { items: Array<ResolversTypes['AccessTokenUse']> }
  >;
  Actor: ResolverTypeWrapper<Actor>;
  Batch: ResolverTypeWrapper<BatchMapper>;
  BatchItem: ResolverTypeWrapper<BatchItemMapper>;
  BatchItemStatus: BatchItemStatus;
  BatchMapping: ResolverTypeWrapper<BatchMapping>;
  BatchMappingInput: BatchMappingInput;
  BatchMode: BatchMode;
  BatchPage: ResolverTypeWrapper<
    Omit<BatchPage, 'items'> & { items: Array<ResolversTypes['Batch']> }
  >;
  BatchPreflight: ResolverTypeWrapper<
    Omit<BatchPreflight, 'batch' | 'rows'> & {
      batch: ResolversTypes['Batch'];
      rows: Array<ResolversTypes['BatchPreflightRow']>;
    }
  >;
  BatchPreflightRow: ResolverTypeWrapper<
    Omit<BatchPreflightRow, 'problems'> & { problems: Array<ResolversTypes['BatchProblem']> }
  >;
  BatchProblem: ResolverTypeWrapper<BatchProblemMapper>;
  BatchRowTemplate: ResolverTypeWrapper<BatchRowTemplate>;
  BatchSample: ResolverTypeWrapper<BatchSample>;
  BatchSlot: ResolverTypeWrapper<BatchSlot>;
  BatchSmartInput: BatchSmartInput;
  BatchStatus: BatchStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CanvasSizeInput: CanvasSizeInput;
  ClientConfig: ResolverTypeWrapper<ClientConfigMapper>;
  ContactHit: ResolverTypeWrapper<ContactHit>;
  CopyCard: ResolverTypeWrapper<CopyCard>;
  CopyCardPage: ResolverTypeWrapper<CopyCardPage>;
  CopyKind: CopyKind;
  CopyTagClass: ResolverTypeWrapper<CopyTagClass>;
  CopyrightStatus: CopyrightStatus;
  CreatedAccessToken: ResolverTypeWrapper<
    Omit<CreatedAccessToken, 'accessToken'> & { accessToken: ResolversTypes['AccessToken'] }
  >;
  CreationRecord: ResolverTypeWrapper<CreationRecordMapper>;
  CreationRecordPage: ResolverTypeWrapper<
    Omit<CreationRecordPage, 'items'> & { items: Array<ResolversTypes['CreationRecord']> }
  >;
  Department: ResolverTypeWrapper<Department>;
  DesignDraft: ResolverTypeWrapper<DesignDraftMapper>;
  DesignExport: ResolverTypeWrapper<
    Omit<DesignExport, 'template'> & { template: ResolversTypes['Template'] }
  >;
  DesignSession: ResolverTypeWrapper<
    Omit<DesignSession, 'draft' | 'template'> & {
      draft?: Maybe<ResolversTypes['DesignDraft']>;
      template: ResolversTypes['Template'];
    }
  >;
  DownloadPage: ResolverTypeWrapper<
    Omit<DownloadPage, 'items'> & { items: Array<ResolversTypes['DownloadRecord']> }
  >;
  DownloadRecord: ResolverTypeWrapper<DownloadRecordMapper>;
  EditorFont: ResolverTypeWrapper<EditorFont>;
  ErrorCode: ErrorCode;
  ExportFormat: ExportFormat;
  FileFormat: FileFormat;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormField: ResolverTypeWrapper<FormField>;
  Game: ResolverTypeWrapper<Game>;
  GameCapture: ResolverTypeWrapper<
    Omit<GameCapture, 'design'> & { design: ResolversTypes['Template'] }
  >;
  GameCaptureSpec: ResolverTypeWrapper<GameCaptureSpec>;
  GameForm: ResolverTypeWrapper<GameForm>;
  GameKind: GameKind;
  GameMaterial: ResolverTypeWrapper<GameMaterial>;
  GameMaterialPage: ResolverTypeWrapper<GameMaterialPage>;
  GameModule: ResolverTypeWrapper<GameModule>;
  GameReset: GameReset;
  GameRule: GameRule;
  GameRules: ResolverTypeWrapper<GameRules>;
  GameStep: GameStep;
  GameTemplate: ResolverTypeWrapper<GameTemplate>;
  GameTemplatePage: ResolverTypeWrapper<GameTemplatePage>;
  GameTitleMode: GameTitleMode;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageBox: ResolverTypeWrapper<ImageBox>;
  ImageFace: ResolverTypeWrapper<ImageFace>;
  ImageSubject: ResolverTypeWrapper<ImageSubject>;
  ImageSubjectSource: ImageSubjectSource;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LayerIssue: ResolverTypeWrapper<LayerIssue>;
  LexiconEntry: ResolverTypeWrapper<LexiconEntry>;
  LexiconEntryInput: LexiconEntryInput;
  LexiconEntryPage: ResolverTypeWrapper<LexiconEntryPage>;
  LexiconStatus: ResolverTypeWrapper<LexiconStatus>;
  LoginMode: LoginMode;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'user'> & { user: ResolversTypes['User'] }>;
  MarkReadResult: ResolverTypeWrapper<MarkReadResult>;
  Material: ResolverTypeWrapper<MaterialMapper>;
  MaterialPage: ResolverTypeWrapper<
    Omit<MaterialPage, 'items'> & { items: Array<ResolversTypes['Material']> }
  >;
  MaterialSort: MaterialSort;
  MaterialSubmissionInput: MaterialSubmissionInput;
  Message: ResolverTypeWrapper<MessageMapper>;
  MessageKind: MessageKind;
  MessagePage: ResolverTypeWrapper<
    Omit<MessagePage, 'items'> & { items: Array<ResolversTypes['Message']> }
  >;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PublishResult: ResolverTypeWrapper<PublishResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RenderKind: RenderKind;
  RenderResult: ResolverTypeWrapper<
    Omit<RenderResult, 'template'> & { template: ResolversTypes['Template'] }
  >;
  ResizeChange: ResizeChange;
  ResizeLayerChange: ResolverTypeWrapper<ResizeLayerChange>;
  ResizeLayout: ResizeLayout;
  ResizeReport: ResolverTypeWrapper<ResizeReport>;
  ResizedDesign: ResolverTypeWrapper<ResizedDesign>;
  ReviewAction: ReviewAction;
  ReviewDecision: ResolverTypeWrapper<ReviewDecision>;
  ReviewEvent: ResolverTypeWrapper<ReviewEventMapper>;
  ReviewEventPage: ResolverTypeWrapper<
    Omit<ReviewEventPage, 'items'> & { items: Array<ResolversTypes['ReviewEvent']> }
  >;
  ReviewQueueItem: ResolverTypeWrapper<ReviewQueueItemMapper>;
  ReviewQueuePage: ResolverTypeWrapper<
    Omit<ReviewQueuePage, 'items'> & { items: Array<ResolversTypes['ReviewQueueItem']> }
  >;
  ReviewStatus: ReviewStatus;
  Role: Role;
  SavedResize: ResolverTypeWrapper<
    Omit<SavedResize, 'template'> & { template: ResolversTypes['Template'] }
  >;
  SmartBox: ResolverTypeWrapper<SmartBox>;
  SmartCopyField: SmartCopyField;
  SmartCopyInput: SmartCopyInput;
  SmartDesign: ResolverTypeWrapper<
    Omit<SmartDesign, 'template'> & { template: ResolversTypes['Template'] }
  >;
  SmartExclusion: ResolverTypeWrapper<SmartExclusion>;
  SmartExclusionReason: SmartExclusionReason;
  SmartFlow: SmartFlow;
  SmartImageUse: ResolverTypeWrapper<SmartImageUse>;
  SmartListType: SmartListType;
  SmartMatch: ResolverTypeWrapper<SmartMatch>;
  SmartProfile: ResolverTypeWrapper<
    Omit<SmartProfile, 'designs'> & { designs: Array<ResolversTypes['SmartDesign']> }
  >;
  SmartShorten: ResolverTypeWrapper<SmartShorten>;
  SmartTitle: ResolverTypeWrapper<SmartTitle>;
  SmartTitleResult: ResolverTypeWrapper<SmartTitleResult>;
  SmartTitleStyle: ResolverTypeWrapper<SmartTitleStyle>;
  StorageDriver: StorageDriver;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestedTitle: ResolverTypeWrapper<SuggestedTitle>;
  Tag: ResolverTypeWrapper<Tag>;
  TagClass: ResolverTypeWrapper<TagClassMapper>;
  TagSubClass: ResolverTypeWrapper<TagSubClass>;
  Template: ResolverTypeWrapper<TemplateMapper>;
  TemplateCategory: TemplateCategory;
  TemplateDownload: ResolverTypeWrapper<
    Omit<TemplateDownload, 'template'> & { template: ResolversTypes['Template'] }
  >;
  TemplateDownloadPage: ResolverTypeWrapper<
    Omit<TemplateDownloadPage, 'items'> & { items: Array<ResolversTypes['TemplateDownload']> }
  >;
  TemplateFilterCategory: ResolverTypeWrapper<TemplateFilterCategory>;
  TemplatePage: ResolverTypeWrapper<
    Omit<TemplatePage, 'items'> & { items: Array<ResolversTypes['Template']> }
  >;
  TemplateReviewStatus: TemplateReviewStatus;
  TemplateSlot: ResolverTypeWrapper<TemplateSlot>;
  TemplateSort: TemplateSort;
  TemplateSubmission: ResolverTypeWrapper<TemplateSubmissionMapper>;
  TemplateSubmissionPage: ResolverTypeWrapper<
    Omit<TemplateSubmissionPage, 'items'> & { items: Array<ResolversTypes['TemplateSubmission']> }
  >;
  TemplateTag: ResolverTypeWrapper<TemplateTag>;
  TemplateTagClass: ResolverTypeWrapper<TemplateTagClass>;
  TextRange: ResolverTypeWrapper<TextRange>;
  Theme: ResolverTypeWrapper<ThemeMapper>;
  Title: ResolverTypeWrapper<Title>;
  TitleHit: ResolverTypeWrapper<TitleHit>;
  TitleLibrary: TitleLibrary;
  TitlePage: ResolverTypeWrapper<TitlePage>;
  TitleSearchPage: ResolverTypeWrapper<TitleSearchPage>;
  TitleTagGroup: ResolverTypeWrapper<TitleTagGroup>;
  UploadCounts: ResolverTypeWrapper<UploadCounts>;
  UploadGrant: ResolverTypeWrapper<UploadGrantMapper>;
  UploadPage: ResolverTypeWrapper<
    Omit<UploadPage, 'items'> & { items: Array<ResolversTypes['UploadRecord']> }
  >;
  UploadPurpose: UploadPurpose;
  UploadRecord: ResolverTypeWrapper<UploadRecordMapper>;
  UploadedFile: ResolverTypeWrapper<UploadedFileMapper>;
  UrlCheckPage: ResolverTypeWrapper<UrlCheckPage>;
  UrlCheckResult: ResolverTypeWrapper<UrlCheckResult>;
  User: ResolverTypeWrapper<UserMapper>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  UserPreferences: ResolverTypeWrapper<UserPreferences>;
  WhitelistEntry: ResolverTypeWrapper<WhitelistEntry>;
  WhitelistEntryInput: WhitelistEntryInput;
  WordCheckResult: ResolverTypeWrapper<WordCheckResult>;
  WordCheckSummary: ResolverTypeWrapper<WordCheckSummary>;
  WordCheckVocabulary: ResolverTypeWrapper<WordCheckVocabulary>;
  WordHit: ResolverTypeWrapper<WordHit>;
  WordNormalisation: ResolverTypeWrapper<WordNormalisation>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccessToken: AccessTokenMapper;
  AccessTokenUse: AccessTokenUseMapper;
  AccessTokenUsePage: Omit<AccessTokenUsePage, 'items'> & {
    items: Array<ResolversParentTypes['AccessTokenUse']>;
  };
  Actor: Actor;
  Batch: BatchMapper;
  BatchItem: BatchItemMapper;
  BatchMapping: BatchMapping;
  BatchMappingInput: BatchMappingInput;
  BatchPage: Omit<BatchPage, 'items'> & { items: Array<ResolversParentTypes['Batch']> };
  BatchPreflight: Omit<BatchPreflight, 'batch' | 'rows'> & {
    batch: ResolversParentTypes['Batch'];
    rows: Array<ResolversParentTypes['BatchPreflightRow']>;
  };
  BatchPreflightRow: Omit<BatchPreflightRow, 'problems'> & {
    problems: Array<ResolversParentTypes['BatchProblem']>;
  };
  BatchProblem: BatchProblemMapper;
  BatchRowTemplate: BatchRowTemplate;
  BatchSample: BatchSample;
  BatchSlot: BatchSlot;
  BatchSmartInput: BatchSmartInput;
  Boolean: Scalars['Boolean']['output'];
  CanvasSizeInput: CanvasSizeInput;
  ClientConfig: ClientConfigMapper;
  ContactHit: ContactHit;
  CopyCard: CopyCard;
  CopyCardPage: CopyCardPage;
  CopyTagClass: CopyTagClass;
  CreatedAccessToken: Omit<CreatedAccessToken, 'accessToken'> & {
    accessToken: ResolversParentTypes['AccessToken'];
  };
  CreationRecord: CreationRecordMapper;
  CreationRecordPage: Omit<CreationRecordPage, 'items'> & {
    items: Array<ResolversParentTypes['CreationRecord']>;
  };
  Department: Department;
  DesignDraft: DesignDraftMapper;
  DesignExport: Omit<DesignExport, 'template'> & { template: ResolversParentTypes['Template'] };
  DesignSession: Omit<DesignSession, 'draft' | 'template'> & {
    draft?: Maybe<ResolversParentTypes['DesignDraft']>;
    template: ResolversParentTypes['Template'];
  };
  DownloadPage: Omit<DownloadPage, 'items'> & {
    items: Array<ResolversParentTypes['DownloadRecord']>;
  };
  DownloadRecord: DownloadRecordMapper;
  EditorFont: EditorFont;
  Float: Scalars['Float']['output'];
  FormField: FormField;
  Game: Game;
  GameCapture: Omit<GameCapture, 'design'> & { design: ResolversParentTypes['Template'] };
  GameCaptureSpec: GameCaptureSpec;
  GameForm: GameForm;
  GameMaterial: GameMaterial;
  GameMaterialPage: GameMaterialPage;
  GameModule: GameModule;
  GameRules: GameRules;
  GameTemplate: GameTemplate;
  GameTemplatePage: GameTemplatePage;
  ID: Scalars['ID']['output'];
  ImageBox: ImageBox;
  ImageFace: ImageFace;
  ImageSubject: ImageSubject;
  Int: Scalars['Int']['output'];
  LayerIssue: LayerIssue;
  LexiconEntry: LexiconEntry;
  LexiconEntryInput: LexiconEntryInput;
  LexiconEntryPage: LexiconEntryPage;
  LexiconStatus: LexiconStatus;
  LoginPayload: Omit<LoginPayload, 'user'> & { user: ResolversParentTypes['User'] };
  MarkReadResult: MarkReadResult;
  Material: MaterialMapper;
  MaterialPage: Omit<MaterialPage, 'items'> & { items: Array<ResolversParentTypes['Material']> };
  MaterialSubmissionInput: MaterialSubmissionInput;
  Message: MessageMapper;
  MessagePage: Omit<MessagePage, 'items'> & { items: Array<ResolversParentTypes['Message']> };
  Mutation: Record<PropertyKey, never>;
  PublishResult: PublishResult;
  Query: Record<PropertyKey, never>;
  RenderResult: Omit<RenderResult, 'template'> & { template: ResolversParentTypes['Template'] };
  ResizeLayerChange: ResizeLayerChange;
  ResizeReport: ResizeReport;
  ResizedDesign: ResizedDesign;
  ReviewDecision: ReviewDecision;
  ReviewEvent: ReviewEventMapper;
  ReviewEventPage: Omit<ReviewEventPage, 'items'> & {
    items: Array<ResolversParentTypes['ReviewEvent']>;
  };
  ReviewQueueItem: ReviewQueueItemMapper;
  ReviewQueuePage: Omit<ReviewQueuePage, 'items'> & {
    items: Array<ResolversParentTypes['ReviewQueueItem']>;
  };
  SavedResize: Omit<SavedResize, 'template'> & { template: ResolversParentTypes['Template'] };
  SmartBox: SmartBox;
  SmartCopyInput: SmartCopyInput;
  SmartDesign: Omit<SmartDesign, 'template'> & { template: ResolversParentTypes['Template'] };
  SmartExclusion: SmartExclusion;
  SmartImageUse: SmartImageUse;
  SmartMatch: SmartMatch;
  SmartProfile: Omit<SmartProfile, 'designs'> & {
    designs: Array<ResolversParentTypes['SmartDesign']>;
  };
  SmartShorten: SmartShorten;
  SmartTitle: SmartTitle;
  SmartTitleResult: SmartTitleResult;
  SmartTitleStyle: SmartTitleStyle;
  String: Scalars['String']['output'];
  SuggestedTitle: SuggestedTitle;
  Tag: Tag;
  TagClass: TagClassMapper;
  TagSubClass: TagSubClass;
  Template: TemplateMapper;
  TemplateDownload: Omit<TemplateDownload, 'template'> & {
    template: ResolversParentTypes['Template'];
  };
  TemplateDownloadPage: Omit<TemplateDownloadPage, 'items'> & {
    items: Array<ResolversParentTypes['TemplateDownload']>;
  };
  TemplateFilterCategory: TemplateFilterCategory;
  TemplatePage: Omit<TemplatePage, 'items'> & { items: Array<ResolversParentTypes['Template']> };
  TemplateSlot: TemplateSlot;
  TemplateSubmission: TemplateSubmissionMapper;
  TemplateSubmissionPage: Omit<TemplateSubmissionPage, 'items'> & {
    items: Array<ResolversParentTypes['TemplateSubmission']>;
  };
  TemplateTag: TemplateTag;
  TemplateTagClass: TemplateTagClass;
  TextRange: TextRange;
  Theme: ThemeMapper;
  Title: Title;
  TitleHit: TitleHit;
  TitlePage: TitlePage;
  TitleSearchPage: TitleSearchPage;
  TitleTagGroup: TitleTagGroup;
  UploadCounts: UploadCounts;
  UploadGrant: UploadGrantMapper;
  UploadPage: Omit<UploadPage, 'items'> & { items: Array<ResolversParentTypes['UploadRecord']> };
  UploadRecord: UploadRecordMapper;
  UploadedFile: UploadedFileMapper;
  UrlCheckPage: UrlCheckPage;
  UrlCheckResult: UrlCheckResult;
  User: UserMapper;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  UserPreferences: UserPreferences;
  WhitelistEntry: WhitelistEntry;
  WhitelistEntryInput: WhitelistEntryInput;
  WordCheckResult: WordCheckResult;
  WordCheckSummary: WordCheckSummary;
  WordCheckVocabulary: WordCheckVocabulary;
  WordHit: WordHit;
  WordNormalisation: WordNormalisation;
};

export type AccessTokenResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AccessToken'] = ResolversParentTypes['AccessToken'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['AccessTokenScope']>, ParentType, ContextType>;
};

export type AccessTokenUseResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AccessTokenUse'] =
    ResolversParentTypes['AccessTokenUse'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tokenName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccessTokenUsePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AccessTokenUsePage'] =
    ResolversParentTypes['AccessTokenUsePage'],
> = {
  items?: Resolver<Array<ResolversTypes['AccessTokenUse']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ActorResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Actor'] = ResolversParentTypes['Actor'],
> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BatchResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Batch'] = ResolversParentTypes['Batch'],
> = {
  blocked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  etaSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  manifestCsvUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  manifestJsonUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mapping?: Resolver<Array<ResolversTypes['BatchMapping']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['BatchMode'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proofUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scenario?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BatchStatus'], ParentType, ContextType>;
  templateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  templateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zipUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BatchItemResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BatchItem'] = ResolversParentTypes['BatchItem'],
> = {
  cells?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  designId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['BatchProblem']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BatchItemStatus'], ParentType, ContextType>;
  templateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  templateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BatchMappingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BatchMapping'] = ResolversParentTypes['BatchMapping'],
> = {
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BatchPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BatchPage'] = ResolversParentTypes['BatchPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Batch']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BatchPreflightResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BatchPreflight'] =
    ResolversParentTypes['BatchPreflight'],
> = {
  batch?: Resolver<ResolversTypes['Batch'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BatchPreflightRow']>, ParentType, ContextType>;
  templates?: Resolver<Array<ResolversTypes['BatchRowTemplate']>, ParentType, ContextType>;
};

export type BatchPreflightRowResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BatchPreflightRow'] =
    ResolversParentTypes['BatchPreflightRow'],
> = {
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['BatchProblem']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  templateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  templateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BatchProblemResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BatchProblem'] = ResolversParentTypes['BatchProblem'],
> = {
  blocks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  words?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BatchRowTemplateResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BatchRowTemplate'] =
    ResolversParentTypes['BatchRowTemplate'],
> = {
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  templateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BatchSampleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BatchSample'] = ResolversParentTypes['BatchSample'],
> = {
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  synthetic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  templateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  templateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BatchSlotResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['BatchSlot'] = ResolversParentTypes['BatchSlot'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ClientConfigResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ClientConfig'] = ResolversParentTypes['ClientConfig'],
> = {
  passwordPhrase?: Resolver<
    ResolversTypes['String'],
    ParentType,
    ContextType,
    RequireFields<ClientConfigPasswordPhraseArgs, 'mode'>
  >;
  staffMailSuffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactHitResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ContactHit'] = ResolversParentTypes['ContactHit'],
> = {
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matched?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CopyCardResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CopyCard'] = ResolversParentTypes['CopyCard'],
> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCollected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CopyKind'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mainTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  other?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  samePoem?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtitleFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitleOne?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitleThree?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitleTwo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  useCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CopyCardPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CopyCardPage'] = ResolversParentTypes['CopyCardPage'],
> = {
  items?: Resolver<Array<ResolversTypes['CopyCard']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CopyTagClassResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CopyTagClass'] = ResolversParentTypes['CopyTagClass'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
};

export type CreatedAccessTokenResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CreatedAccessToken'] =
    ResolversParentTypes['CreatedAccessToken'],
> = {
  accessToken?: Resolver<ResolversTypes['AccessToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreationRecordResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CreationRecord'] =
    ResolversParentTypes['CreationRecord'],
> = {
  bannedWords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RenderKind'], ParentType, ContextType>;
  templateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreationRecordPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CreationRecordPage'] =
    ResolversParentTypes['CreationRecordPage'],
> = {
  items?: Resolver<Array<ResolversTypes['CreationRecord']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DepartmentResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Department'] = ResolversParentTypes['Department'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignDraftResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DesignDraft'] = ResolversParentTypes['DesignDraft'],
> = {
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignExportResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DesignExport'] = ResolversParentTypes['DesignExport'],
> = {
  format?: Resolver<ResolversTypes['ExportFormat'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['Template'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DesignSessionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DesignSession'] = ResolversParentTypes['DesignSession'],
> = {
  draft?: Resolver<Maybe<ResolversTypes['DesignDraft']>, ParentType, ContextType>;
  template?: Resolver<ResolversTypes['Template'], ParentType, ContextType>;
};

export type DownloadPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DownloadPage'] = ResolversParentTypes['DownloadPage'],
> = {
  items?: Resolver<Array<ResolversTypes['DownloadRecord']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DownloadRecordResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DownloadRecord'] =
    ResolversParentTypes['DownloadRecord'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  materialId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EditorFontResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['EditorFont'] = ResolversParentTypes['EditorFont'],
> = {
  family?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  style?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unicodeRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type FormFieldResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FormField'] = ResolversParentTypes['FormField'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game'],
> = {
  capture?: Resolver<Maybe<ResolversTypes['GameCaptureSpec']>, ParentType, ContextType>;
  form?: Resolver<ResolversTypes['GameForm'], ParentType, ContextType>;
  formats?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  industry?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GameKind'], ParentType, ContextType>;
  licence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameCaptureResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['GameCapture'] = ResolversParentTypes['GameCapture'],
> = {
  design?: Resolver<ResolversTypes['Template'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modules?: Resolver<Array<ResolversTypes['GameModule']>, ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameCaptureSpecResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['GameCaptureSpec'] =
    ResolversParentTypes['GameCaptureSpec'],
> = {
  module?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  templateId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameFormResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['GameForm'] = ResolversParentTypes['GameForm'],
> = {
  clearOnSelect?: Resolver<Array<ResolversTypes['GameReset']>, ParentType, ContextType>;
  logosMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requires?: Resolver<ResolversTypes['GameRules'], ParentType, ContextType>;
  secondTitles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  smallImages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  smallRowsMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['GameStep']>, ParentType, ContextType>;
  titleMode?: Resolver<ResolversTypes['GameTitleMode'], ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GameMaterialResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['GameMaterial'] = ResolversParentTypes['GameMaterial'],
> = {
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameMaterialPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['GameMaterialPage'] =
    ResolversParentTypes['GameMaterialPage'],
> = {
  items?: Resolver<Array<ResolversTypes['GameMaterial']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameModuleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['GameModule'] = ResolversParentTypes['GameModule'],
> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  materialId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameRulesResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['GameRules'] = ResolversParentTypes['GameRules'],
> = {
  generate?: Resolver<Array<ResolversTypes['GameRule']>, ParentType, ContextType>;
  next?: Resolver<Array<ResolversTypes['GameRule']>, ParentType, ContextType>;
  smallImages?: Resolver<Array<ResolversTypes['GameRule']>, ParentType, ContextType>;
};

export type GameTemplateResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['GameTemplate'] = ResolversParentTypes['GameTemplate'],
> = {
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sampleContent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameTemplatePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['GameTemplatePage'] =
    ResolversParentTypes['GameTemplatePage'],
> = {
  items?: Resolver<Array<ResolversTypes['GameTemplate']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageBoxResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ImageBox'] = ResolversParentTypes['ImageBox'],
> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  left?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  top?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageFaceResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ImageFace'] = ResolversParentTypes['ImageFace'],
> = {
  box?: Resolver<ResolversTypes['ImageBox'], ParentType, ContextType>;
  pitch?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  probability?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  roll?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yaw?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ImageSubjectResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ImageSubject'] = ResolversParentTypes['ImageSubject'],
> = {
  box?: Resolver<ResolversTypes['ImageBox'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ImageSubjectSource'], ParentType, ContextType>;
};

export type LayerIssueResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['LayerIssue'] = ResolversParentTypes['LayerIssue'],
> = {
  layerKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LexiconEntryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['LexiconEntry'] = ResolversParentTypes['LexiconEntry'],
> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  homophone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  legalBasis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  word?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LexiconEntryPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['LexiconEntryPage'] =
    ResolversParentTypes['LexiconEntryPage'],
> = {
  items?: Resolver<Array<ResolversTypes['LexiconEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LexiconStatusResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['LexiconStatus'] = ResolversParentTypes['LexiconStatus'],
> = {
  builtMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  whitelist?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload'],
> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MarkReadResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MarkReadResult'] =
    ResolversParentTypes['MarkReadResult'],
> = {
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MaterialResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Material'] = ResolversParentTypes['Material'],
> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collectedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type MaterialPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MaterialPage'] = ResolversParentTypes['MaterialPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Material']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  similarTags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MessageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message'],
> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MessageKind'], ParentType, ContextType>;
  materialId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessagePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage'],
> = {
  items?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addLexiconEntry?: Resolver<
    ResolversTypes['LexiconEntry'],
    ParentType,
    ContextType,
    RequireFields<MutationAddLexiconEntryArgs, 'input'>
  >;
  addWhitelistEntry?: Resolver<
    ResolversTypes['WhitelistEntry'],
    ParentType,
    ContextType,
    RequireFields<MutationAddWhitelistEntryArgs, 'input'>
  >;
  adjustTone?: Resolver<
    ResolversTypes['String'],
    ParentType,
    ContextType,
    RequireFields<MutationAdjustToneArgs, 'baseUrl' | 'changeUrl'>
  >;
  approveMaterials?: Resolver<
    ResolversTypes['ReviewDecision'],
    ParentType,
    ContextType,
    RequireFields<MutationApproveMaterialsArgs, 'ids'>
  >;
  collectCopyCard?: Resolver<
    ResolversTypes['CopyCard'],
    ParentType,
    ContextType,
    RequireFields<MutationCollectCopyCardArgs, 'id'>
  >;
  collectMaterial?: Resolver<
    ResolversTypes['Material'],
    ParentType,
    ContextType,
    RequireFields<MutationCollectMaterialArgs, 'id'>
  >;
  collectTemplate?: Resolver<
    ResolversTypes['Template'],
    ParentType,
    ContextType,
    RequireFields<MutationCollectTemplateArgs, 'id'>
  >;
  collectTitle?: Resolver<
    ResolversTypes['Title'],
    ParentType,
    ContextType,
    RequireFields<MutationCollectTitleArgs, 'id'>
  >;
  createAccessToken?: Resolver<
    ResolversTypes['CreatedAccessToken'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateAccessTokenArgs, 'name' | 'scopes'>
  >;
  cutoutImage?: Resolver<
    Maybe<ResolversTypes['String']>,
    ParentType,
    ContextType,
    RequireFields<MutationCutoutImageArgs, 'url'>
  >;
  deleteCreationRecord?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteCreationRecordArgs, 'id'>
  >;
  deleteDesign?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteDesignArgs, 'id'>
  >;
  downloadMaterial?: Resolver<
    ResolversTypes['Material'],
    ParentType,
    ContextType,
    RequireFields<MutationDownloadMaterialArgs, 'id'>
  >;
  downloadTemplate?: Resolver<
    ResolversTypes['Template'],
    ParentType,
    ContextType,
    RequireFields<MutationDownloadTemplateArgs, 'id'>
  >;
  exportDesign?: Resolver<
    ResolversTypes['DesignExport'],
    ParentType,
    ContextType,
    RequireFields<MutationExportDesignArgs, 'format' | 'id'>
  >;
  gameCapture?: Resolver<
    ResolversTypes['GameCapture'],
    ParentType,
    ContextType,
    RequireFields<MutationGameCaptureArgs, 'backgroundId' | 'smallImageRows'>
  >;
  login?: Resolver<
    ResolversTypes['LoginPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationLoginArgs, 'account' | 'mode' | 'password'>
  >;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mapBatch?: Resolver<
    ResolversTypes['Batch'],
    ParentType,
    ContextType,
    RequireFields<MutationMapBatchArgs, 'id' | 'mapping'>
  >;
  markMessagesRead?: Resolver<
    ResolversTypes['MarkReadResult'],
    ParentType,
    ContextType,
    Partial<MutationMarkMessagesReadArgs>
  >;
  preflightBatch?: Resolver<
    ResolversTypes['BatchPreflight'],
    ParentType,
    ContextType,
    RequireFields<MutationPreflightBatchArgs, 'id'>
  >;
  publishMaterials?: Resolver<
    ResolversTypes['PublishResult'],
    ParentType,
    ContextType,
    RequireFields<MutationPublishMaterialsArgs, 'items'>
  >;
  registerUpload?: Resolver<
    ResolversTypes['UploadedFile'],
    ParentType,
    ContextType,
    RequireFields<MutationRegisterUploadArgs, 'objectKey'>
  >;
  rejectMaterials?: Resolver<
    ResolversTypes['ReviewDecision'],
    ParentType,
    ContextType,
    RequireFields<MutationRejectMaterialsArgs, 'ids' | 'reason'>
  >;
  reloadLexicon?: Resolver<ResolversTypes['LexiconStatus'], ParentType, ContextType>;
  removeWhitelistEntry?: Resolver<
    ResolversTypes['LexiconStatus'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveWhitelistEntryArgs, 'id'>
  >;
  renderTemplate?: Resolver<
    ResolversTypes['RenderResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRenderTemplateArgs, 'kind' | 'template'>
  >;
  requestUploadGrant?: Resolver<
    ResolversTypes['UploadGrant'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestUploadGrantArgs, 'purpose'>
  >;
  resubmitMaterial?: Resolver<
    ResolversTypes['PublishResult'],
    ParentType,
    ContextType,
    RequireFields<MutationResubmitMaterialArgs, 'submission'>
  >;
  retryBatch?: Resolver<
    ResolversTypes['Batch'],
    ParentType,
    ContextType,
    RequireFields<MutationRetryBatchArgs, 'id'>
  >;
  reviewTemplate?: Resolver<
    ResolversTypes['TemplateSubmission'],
    ParentType,
    ContextType,
    RequireFields<MutationReviewTemplateArgs, 'id' | 'pass'>
  >;
  revokeAccessToken?: Resolver<
    ResolversTypes['AccessToken'],
    ParentType,
    ContextType,
    RequireFields<MutationRevokeAccessTokenArgs, 'id'>
  >;
  saveDesign?: Resolver<
    ResolversTypes['Template'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveDesignArgs, 'document'>
  >;
  saveDesignDraft?: Resolver<
    ResolversTypes['DesignDraft'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveDesignDraftArgs, 'document'>
  >;
  saveResizedDesigns?: Resolver<
    Array<ResolversTypes['SavedResize']>,
    ParentType,
    ContextType,
    RequireFields<MutationSaveResizedDesignsArgs, 'id' | 'sizes'>
  >;
  startBatch?: Resolver<
    ResolversTypes['Batch'],
    ParentType,
    ContextType,
    RequireFields<MutationStartBatchArgs, 'id'>
  >;
  submitTemplate?: Resolver<
    ResolversTypes['TemplateSubmission'],
    ParentType,
    ContextType,
    RequireFields<MutationSubmitTemplateArgs, 'category' | 'document' | 'name'>
  >;
  uncollectCopyCard?: Resolver<
    ResolversTypes['CopyCard'],
    ParentType,
    ContextType,
    RequireFields<MutationUncollectCopyCardArgs, 'id'>
  >;
  uncollectMaterial?: Resolver<
    ResolversTypes['Material'],
    ParentType,
    ContextType,
    RequireFields<MutationUncollectMaterialArgs, 'id'>
  >;
  uncollectTemplate?: Resolver<
    ResolversTypes['Template'],
    ParentType,
    ContextType,
    RequireFields<MutationUncollectTemplateArgs, 'id'>
  >;
  uncollectTitle?: Resolver<
    ResolversTypes['Title'],
    ParentType,
    ContextType,
    RequireFields<MutationUncollectTitleArgs, 'id'>
  >;
  updateLexiconEntry?: Resolver<
    ResolversTypes['LexiconEntry'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateLexiconEntryArgs, 'enabled' | 'id' | 'input'>
  >;
  useCopyCard?: Resolver<
    ResolversTypes['CopyCard'],
    ParentType,
    ContextType,
    RequireFields<MutationUseCopyCardArgs, 'id'>
  >;
};

export type PublishResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PublishResult'] = ResolversParentTypes['PublishResult'],
> = {
  materialIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  accessTokenUses?: Resolver<
    ResolversTypes['AccessTokenUsePage'],
    ParentType,
    ContextType,
    RequireFields<QueryAccessTokenUsesArgs, 'page' | 'pageSize'>
  >;
  accessTokens?: Resolver<Array<ResolversTypes['AccessToken']>, ParentType, ContextType>;
  allAccessTokenUses?: Resolver<
    ResolversTypes['AccessTokenUsePage'],
    ParentType,
    ContextType,
    RequireFields<QueryAllAccessTokenUsesArgs, 'page' | 'pageSize'>
  >;
  batch?: Resolver<
    ResolversTypes['Batch'],
    ParentType,
    ContextType,
    RequireFields<QueryBatchArgs, 'id'>
  >;
  batchItems?: Resolver<
    Array<ResolversTypes['BatchItem']>,
    ParentType,
    ContextType,
    RequireFields<QueryBatchItemsArgs, 'id' | 'page' | 'pageSize'>
  >;
  batchSamples?: Resolver<
    Array<ResolversTypes['BatchSample']>,
    ParentType,
    ContextType,
    RequireFields<QueryBatchSamplesArgs, 'id'>
  >;
  batchSlots?: Resolver<
    Array<ResolversTypes['BatchSlot']>,
    ParentType,
    ContextType,
    RequireFields<QueryBatchSlotsArgs, 'templateId'>
  >;
  batchSmartFields?: Resolver<Array<ResolversTypes['BatchSlot']>, ParentType, ContextType>;
  batches?: Resolver<
    ResolversTypes['BatchPage'],
    ParentType,
    ContextType,
    RequireFields<QueryBatchesArgs, 'page' | 'pageSize'>
  >;
  changeCopyCard?: Resolver<
    Maybe<ResolversTypes['CopyCard']>,
    ParentType,
    ContextType,
    RequireFields<QueryChangeCopyCardArgs, 'lines'>
  >;
  checkUrls?: Resolver<
    Array<ResolversTypes['UrlCheckResult']>,
    ParentType,
    ContextType,
    RequireFields<QueryCheckUrlsArgs, 'links'>
  >;
  checkWords?: Resolver<
    ResolversTypes['WordCheckResult'],
    ParentType,
    ContextType,
    RequireFields<QueryCheckWordsArgs, 'content'>
  >;
  clientConfig?: Resolver<ResolversTypes['ClientConfig'], ParentType, ContextType>;
  collectedCopyCards?: Resolver<
    ResolversTypes['CopyCardPage'],
    ParentType,
    ContextType,
    RequireFields<QueryCollectedCopyCardsArgs, 'page' | 'pageSize'>
  >;
  collectedMaterials?: Resolver<
    ResolversTypes['MaterialPage'],
    ParentType,
    ContextType,
    RequireFields<QueryCollectedMaterialsArgs, 'page' | 'pageSize'>
  >;
  collectedTemplates?: Resolver<
    ResolversTypes['TemplatePage'],
    ParentType,
    ContextType,
    RequireFields<QueryCollectedTemplatesArgs, 'page' | 'pageSize'>
  >;
  collectedTitles?: Resolver<
    ResolversTypes['TitlePage'],
    ParentType,
    ContextType,
    RequireFields<QueryCollectedTitlesArgs, 'page' | 'pageSize'>
  >;
  copyCards?: Resolver<
    ResolversTypes['CopyCardPage'],
    ParentType,
    ContextType,
    RequireFields<QueryCopyCardsArgs, 'page' | 'pageSize'>
  >;
  copyTagClasses?: Resolver<
    Array<ResolversTypes['CopyTagClass']>,
    ParentType,
    ContextType,
    RequireFields<QueryCopyTagClassesArgs, 'classId'>
  >;
  correlativeCopy?: Resolver<
    ResolversTypes['CopyCardPage'],
    ParentType,
    ContextType,
    RequireFields<QueryCorrelativeCopyArgs, 'keyword' | 'page' | 'pageSize'>
  >;
  creationRecords?: Resolver<
    ResolversTypes['CreationRecordPage'],
    ParentType,
    ContextType,
    RequireFields<QueryCreationRecordsArgs, 'page' | 'pageSize'>
  >;
  design?: Resolver<
    ResolversTypes['DesignSession'],
    ParentType,
    ContextType,
    Partial<QueryDesignArgs>
  >;
  designRecords?: Resolver<
    ResolversTypes['TemplatePage'],
    ParentType,
    ContextType,
    RequireFields<QueryDesignRecordsArgs, 'everyone' | 'page' | 'pageSize'>
  >;
  designerSearchMaterials?: Resolver<
    ResolversTypes['MaterialPage'],
    ParentType,
    ContextType,
    RequireFields<QueryDesignerSearchMaterialsArgs, 'page' | 'pageSize'>
  >;
  editorFonts?: Resolver<Array<ResolversTypes['EditorFont']>, ParentType, ContextType>;
  gameMaterials?: Resolver<
    ResolversTypes['GameMaterialPage'],
    ParentType,
    ContextType,
    RequireFields<QueryGameMaterialsArgs, 'page' | 'pageSize' | 'tags'>
  >;
  gameTemplates?: Resolver<
    ResolversTypes['GameTemplatePage'],
    ParentType,
    ContextType,
    RequireFields<QueryGameTemplatesArgs, 'intersection' | 'materialIds' | 'page' | 'pageSize'>
  >;
  gameTemplatesByFormat?: Resolver<
    ResolversTypes['GameTemplatePage'],
    ParentType,
    ContextType,
    RequireFields<QueryGameTemplatesByFormatArgs, 'page' | 'pageSize'>
  >;
  games?: Resolver<
    Array<ResolversTypes['Game']>,
    ParentType,
    ContextType,
    RequireFields<QueryGamesArgs, 'kind'>
  >;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  imageFaces?: Resolver<
    Array<ResolversTypes['ImageFace']>,
    ParentType,
    ContextType,
    RequireFields<QueryImageFacesArgs, 'url'>
  >;
  imageSubject?: Resolver<
    Maybe<ResolversTypes['ImageSubject']>,
    ParentType,
    ContextType,
    RequireFields<QueryImageSubjectArgs, 'url'>
  >;
  lexiconEntries?: Resolver<
    ResolversTypes['LexiconEntryPage'],
    ParentType,
    ContextType,
    RequireFields<QueryLexiconEntriesArgs, 'page' | 'pageSize'>
  >;
  material?: Resolver<
    ResolversTypes['Material'],
    ParentType,
    ContextType,
    RequireFields<QueryMaterialArgs, 'id'>
  >;
  materialCategories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  myDownloads?: Resolver<
    ResolversTypes['DownloadPage'],
    ParentType,
    ContextType,
    RequireFields<QueryMyDownloadsArgs, 'page' | 'pageSize'>
  >;
  myMessages?: Resolver<
    ResolversTypes['MessagePage'],
    ParentType,
    ContextType,
    RequireFields<QueryMyMessagesArgs, 'page' | 'pageSize'>
  >;
  myTemplateSubmission?: Resolver<
    ResolversTypes['TemplateSubmission'],
    ParentType,
    ContextType,
    RequireFields<QueryMyTemplateSubmissionArgs, 'id'>
  >;
  myTemplateSubmissions?: Resolver<
    ResolversTypes['TemplateSubmissionPage'],
    ParentType,
    ContextType,
    RequireFields<QueryMyTemplateSubmissionsArgs, 'page' | 'pageSize'>
  >;
  myUploadCounts?: Resolver<ResolversTypes['UploadCounts'], ParentType, ContextType>;
  myUploads?: Resolver<
    ResolversTypes['UploadPage'],
    ParentType,
    ContextType,
    RequireFields<QueryMyUploadsArgs, 'page' | 'pageSize'>
  >;
  pendingTemplates?: Resolver<
    ResolversTypes['TemplateSubmissionPage'],
    ParentType,
    ContextType,
    RequireFields<QueryPendingTemplatesArgs, 'page' | 'pageSize'>
  >;
  recommendedMaterials?: Resolver<Array<ResolversTypes['Material']>, ParentType, ContextType>;
  recommendedTags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  resizeDesign?: Resolver<
    Array<ResolversTypes['ResizedDesign']>,
    ParentType,
    ContextType,
    RequireFields<QueryResizeDesignArgs, 'id' | 'sizes'>
  >;
  reviewHistory?: Resolver<
    Array<ResolversTypes['ReviewEvent']>,
    ParentType,
    ContextType,
    RequireFields<QueryReviewHistoryArgs, 'materialId'>
  >;
  reviewLog?: Resolver<
    ResolversTypes['ReviewEventPage'],
    ParentType,
    ContextType,
    RequireFields<QueryReviewLogArgs, 'page' | 'pageSize'>
  >;
  reviewQueue?: Resolver<
    ResolversTypes['ReviewQueuePage'],
    ParentType,
    ContextType,
    RequireFields<QueryReviewQueueArgs, 'page' | 'pageSize'>
  >;
  reviewReasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  scenarioTagClasses?: Resolver<
    Array<ResolversTypes['TemplateTagClass']>,
    ParentType,
    ContextType,
    Partial<QueryScenarioTagClassesArgs>
  >;
  scenarioTagsWithKeyword?: Resolver<
    Array<ResolversTypes['TemplateTagClass']>,
    ParentType,
    ContextType,
    RequireFields<QueryScenarioTagsWithKeywordArgs, 'keyword'>
  >;
  searchMaterials?: Resolver<
    ResolversTypes['MaterialPage'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchMaterialsArgs, 'page' | 'pageSize' | 'sort'>
  >;
  searchTitles?: Resolver<
    ResolversTypes['TitleSearchPage'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchTitlesArgs, 'library' | 'page' | 'pageSize'>
  >;
  similarMaterials?: Resolver<
    ResolversTypes['MaterialPage'],
    ParentType,
    ContextType,
    RequireFields<QuerySimilarMaterialsArgs, 'id' | 'page'>
  >;
  smartProfile?: Resolver<
    ResolversTypes['SmartProfile'],
    ParentType,
    ContextType,
    RequireFields<QuerySmartProfileArgs, 'flow' | 'tagIds'>
  >;
  smartTitleStyles?: Resolver<Array<ResolversTypes['SmartTitleStyle']>, ParentType, ContextType>;
  smartTitles?: Resolver<
    ResolversTypes['SmartTitleResult'],
    ParentType,
    ContextType,
    RequireFields<QuerySmartTitlesArgs, 'count' | 'keyword'>
  >;
  suggestedTitles?: Resolver<
    Array<ResolversTypes['SuggestedTitle']>,
    ParentType,
    ContextType,
    RequireFields<QuerySuggestedTitlesArgs, 'count'>
  >;
  tagClasses?: Resolver<
    Array<ResolversTypes['TagClass']>,
    ParentType,
    ContextType,
    RequireFields<QueryTagClassesArgs, 'recommendedOnly'>
  >;
  template?: Resolver<
    ResolversTypes['Template'],
    ParentType,
    ContextType,
    RequireFields<QueryTemplateArgs, 'id'>
  >;
  templateDownloads?: Resolver<
    ResolversTypes['TemplateDownloadPage'],
    ParentType,
    ContextType,
    RequireFields<QueryTemplateDownloadsArgs, 'page' | 'pageSize'>
  >;
  templateFilters?: Resolver<
    Array<ResolversTypes['TemplateFilterCategory']>,
    ParentType,
    ContextType
  >;
  templates?: Resolver<
    ResolversTypes['TemplatePage'],
    ParentType,
    ContextType,
    RequireFields<QueryTemplatesArgs, 'mine' | 'page' | 'pageSize' | 'sort'>
  >;
  templatesByTags?: Resolver<
    ResolversTypes['TemplatePage'],
    ParentType,
    ContextType,
    RequireFields<QueryTemplatesByTagsArgs, 'page' | 'pageSize' | 'tagIds'>
  >;
  themes?: Resolver<
    Array<ResolversTypes['Theme']>,
    ParentType,
    ContextType,
    RequireFields<QueryThemesArgs, 'categoryId'>
  >;
  titleChildTags?: Resolver<
    Array<ResolversTypes['Tag']>,
    ParentType,
    ContextType,
    RequireFields<QueryTitleChildTagsArgs, 'tagId'>
  >;
  titleFilters?: Resolver<
    Array<ResolversTypes['TitleTagGroup']>,
    ParentType,
    ContextType,
    Partial<QueryTitleFiltersArgs>
  >;
  unreadMessageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<
    ResolversTypes['UserPage'],
    ParentType,
    ContextType,
    RequireFields<QueryUsersArgs, 'page' | 'pageSize'>
  >;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  wordCheckVocabulary?: Resolver<ResolversTypes['WordCheckVocabulary'], ParentType, ContextType>;
  wordWhitelist?: Resolver<Array<ResolversTypes['WhitelistEntry']>, ParentType, ContextType>;
};

export type RenderResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['RenderResult'] = ResolversParentTypes['RenderResult'],
> = {
  bannedWords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['Template'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResizeLayerChangeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ResizeLayerChange'] =
    ResolversParentTypes['ResizeLayerChange'],
> = {
  changes?: Resolver<Array<ResolversTypes['ResizeChange']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  layerKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResizeReportResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ResizeReport'] = ResolversParentTypes['ResizeReport'],
> = {
  familyChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  layers?: Resolver<Array<ResolversTypes['ResizeLayerChange']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['ResizeLayout'], ParentType, ContextType>;
  lint?: Resolver<Array<ResolversTypes['LayerIssue']>, ParentType, ContextType>;
  overflows?: Resolver<Array<ResolversTypes['LayerIssue']>, ParentType, ContextType>;
  scale?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResizedDesignResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ResizedDesign'] = ResolversParentTypes['ResizedDesign'],
> = {
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  report?: Resolver<ResolversTypes['ResizeReport'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewDecisionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ReviewDecision'] =
    ResolversParentTypes['ReviewDecision'],
> = {
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
};

export type ReviewEventResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ReviewEvent'] = ResolversParentTypes['ReviewEvent'],
> = {
  action?: Resolver<ResolversTypes['ReviewAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['Actor'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  materialId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  materialTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  materialUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReviewEventPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ReviewEventPage'] =
    ResolversParentTypes['ReviewEventPage'],
> = {
  items?: Resolver<Array<ResolversTypes['ReviewEvent']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewQueueItemResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ReviewQueueItem'] =
    ResolversParentTypes['ReviewQueueItem'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  material?: Resolver<ResolversTypes['UploadRecord'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploader?: Resolver<ResolversTypes['Actor'], ParentType, ContextType>;
};

export type ReviewQueuePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ReviewQueuePage'] =
    ResolversParentTypes['ReviewQueuePage'],
> = {
  items?: Resolver<Array<ResolversTypes['ReviewQueueItem']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SavedResizeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SavedResize'] = ResolversParentTypes['SavedResize'],
> = {
  report?: Resolver<ResolversTypes['ResizeReport'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['Template'], ParentType, ContextType>;
};

export type SmartBoxResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SmartBox'] = ResolversParentTypes['SmartBox'],
> = {
  h?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  w?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SmartDesignResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SmartDesign'] = ResolversParentTypes['SmartDesign'],
> = {
  match?: Resolver<ResolversTypes['SmartMatch'], ParentType, ContextType>;
  previewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['Template'], ParentType, ContextType>;
};

export type SmartExclusionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SmartExclusion'] =
    ResolversParentTypes['SmartExclusion'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['SmartExclusionReason'], ParentType, ContextType>;
};

export type SmartImageUseResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SmartImageUse'] = ResolversParentTypes['SmartImageUse'],
> = {
  cutout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  faceBox?: Resolver<Maybe<ResolversTypes['SmartBox']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  layer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mirrored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectBox?: Resolver<Maybe<ResolversTypes['SmartBox']>, ParentType, ContextType>;
};

export type SmartMatchResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SmartMatch'] = ResolversParentTypes['SmartMatch'],
> = {
  images?: Resolver<Array<ResolversTypes['SmartImageUse']>, ParentType, ContextType>;
  precise?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shorten?: Resolver<Array<ResolversTypes['SmartShorten']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SmartProfileResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SmartProfile'] = ResolversParentTypes['SmartProfile'],
> = {
  designs?: Resolver<Array<ResolversTypes['SmartDesign']>, ParentType, ContextType>;
  excluded?: Resolver<Array<ResolversTypes['SmartExclusion']>, ParentType, ContextType>;
  preciseIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  rankedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SmartListType'], ParentType, ContextType>;
};

export type SmartShortenResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SmartShorten'] = ResolversParentTypes['SmartShorten'],
> = {
  field?: Resolver<ResolversTypes['SmartCopyField'], ParentType, ContextType>;
  maxChars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SmartTitleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SmartTitle'] = ResolversParentTypes['SmartTitle'],
> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['WordHit']>, ParentType, ContextType>;
  generator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SmartTitleResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SmartTitleResult'] =
    ResolversParentTypes['SmartTitleResult'],
> = {
  items?: Resolver<Array<ResolversTypes['SmartTitle']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SmartTitleStyleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SmartTitleStyle'] =
    ResolversParentTypes['SmartTitleStyle'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SuggestedTitleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SuggestedTitle'] =
    ResolversParentTypes['SuggestedTitle'],
> = {
  mainTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitleOne?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TagResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TagClassResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TagClass'] = ResolversParentTypes['TagClass'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subClasses?: Resolver<Array<ResolversTypes['TagSubClass']>, ParentType, ContextType>;
};

export type TagSubClassResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TagSubClass'] = ResolversParentTypes['TagSubClass'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
};

export type TemplateResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Template'] = ResolversParentTypes['Template'],
> = {
  category?: Resolver<ResolversTypes['TemplateCategory'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCollected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDesign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  layoutFamily?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sampleContent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['TemplateTag']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TemplateDownloadResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TemplateDownload'] =
    ResolversParentTypes['TemplateDownload'],
> = {
  downloadedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['Template'], ParentType, ContextType>;
};

export type TemplateDownloadPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TemplateDownloadPage'] =
    ResolversParentTypes['TemplateDownloadPage'],
> = {
  items?: Resolver<Array<ResolversTypes['TemplateDownload']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TemplateFilterCategoryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TemplateFilterCategory'] =
    ResolversParentTypes['TemplateFilterCategory'],
> = {
  category?: Resolver<ResolversTypes['TemplateCategory'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagClasses?: Resolver<Array<ResolversTypes['TemplateTagClass']>, ParentType, ContextType>;
};

export type TemplatePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TemplatePage'] = ResolversParentTypes['TemplatePage'],
> = {
  items?: Resolver<Array<ResolversTypes['Template']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TemplateSlotResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TemplateSlot'] = ResolversParentTypes['TemplateSlot'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TemplateSubmissionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TemplateSubmission'] =
    ResolversParentTypes['TemplateSubmission'],
> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['TemplateCategory'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lint?: Resolver<Array<ResolversTypes['LayerIssue']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['TemplateSlot']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TemplateReviewStatus'], ParentType, ContextType>;
  tagIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  template?: Resolver<Maybe<ResolversTypes['Template']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TemplateSubmissionPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TemplateSubmissionPage'] =
    ResolversParentTypes['TemplateSubmissionPage'],
> = {
  items?: Resolver<Array<ResolversTypes['TemplateSubmission']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TemplateTagResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TemplateTag'] = ResolversParentTypes['TemplateTag'],
> = {
  classId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemplateTagClassResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TemplateTagClass'] =
    ResolversParentTypes['TemplateTagClass'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
};

export type TextRangeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TextRange'] = ResolversParentTypes['TextRange'],
> = {
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ThemeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Theme'] = ResolversParentTypes['Theme'],
> = {
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  coverUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TitleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Title'] = ResolversParentTypes['Title'],
> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCollected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reading?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
};

export type TitleHitResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TitleHit'] = ResolversParentTypes['TitleHit'],
> = {
  highlights?: Resolver<Array<ResolversTypes['TextRange']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['Title'], ParentType, ContextType>;
};

export type TitlePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TitlePage'] = ResolversParentTypes['TitlePage'],
> = {
  items?: Resolver<Array<ResolversTypes['Title']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TitleSearchPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TitleSearchPage'] =
    ResolversParentTypes['TitleSearchPage'],
> = {
  items?: Resolver<Array<ResolversTypes['TitleHit']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TitleTagGroupResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TitleTagGroup'] = ResolversParentTypes['TitleTagGroup'],
> = {
  children?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UploadCountsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UploadCounts'] = ResolversParentTypes['UploadCounts'],
> = {
  passed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UploadGrantResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UploadGrant'] = ResolversParentTypes['UploadGrant'],
> = {
  driver?: Resolver<ResolversTypes['StorageDriver'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FormField']>, ParentType, ContextType>;
  fileField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UploadPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UploadPage'] = ResolversParentTypes['UploadPage'],
> = {
  items?: Resolver<Array<ResolversTypes['UploadRecord']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UploadRecordResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UploadRecord'] = ResolversParentTypes['UploadRecord'],
> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  copyright?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  copyrightName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  copyrightStatus?: Resolver<Maybe<ResolversTypes['CopyrightStatus']>, ParentType, ContextType>;
  copyrightUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UploadedFileResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UploadedFile'] = ResolversParentTypes['UploadedFile'],
> = {
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['FileFormat'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UrlCheckPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UrlCheckPage'] = ResolversParentTypes['UrlCheckPage'],
> = {
  bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finalUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirects?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['WordCheckResult']>, ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UrlCheckResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UrlCheckResult'] =
    ResolversParentTypes['UrlCheckResult'],
> = {
  blockedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  host?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['UrlCheckPage']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  urlHits?: Resolver<Maybe<ResolversTypes['WordCheckResult']>, ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  department?: Resolver<Maybe<ResolversTypes['Department']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['UserPreferences'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  sexId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage'],
> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserPreferencesResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UserPreferences'] =
    ResolversParentTypes['UserPreferences'],
> = {
  altLayout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canvasHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canvasWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WhitelistEntryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WhitelistEntry'] =
    ResolversParentTypes['WhitelistEntry'],
> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phrase?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WordCheckResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WordCheckResult'] =
    ResolversParentTypes['WordCheckResult'],
> = {
  contacts?: Resolver<Array<ResolversTypes['ContactHit']>, ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['WordHit']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['WordCheckSummary'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whitelisted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WordCheckSummaryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WordCheckSummary'] =
    ResolversParentTypes['WordCheckSummary'],
> = {
  banned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sensitive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suspect?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WordCheckVocabularyResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WordCheckVocabulary'] =
    ResolversParentTypes['WordCheckVocabulary'],
> = {
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  severities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WordHitResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WordHit'] = ResolversParentTypes['WordHit'],
> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalBasis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matched?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nested?: Resolver<Array<ResolversTypes['WordHit']>, ParentType, ContextType>;
  normalisations?: Resolver<Array<ResolversTypes['WordNormalisation']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  word?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WordNormalisationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WordNormalisation'] =
    ResolversParentTypes['WordNormalisation'],
> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AccessToken?: AccessTokenResolvers<ContextType>;
  AccessTokenUse?: AccessTokenUseResolvers<ContextType>;
  AccessTokenUsePage?: AccessTokenUsePageResolvers<ContextType>;
  Actor?: ActorResolvers<ContextType>;
  Batch?: BatchResolvers<ContextType>;
  BatchItem?: BatchItemResolvers<ContextType>;
  BatchMapping?: BatchMappingResolvers<ContextType>;
  BatchPage?: BatchPageResolvers<ContextType>;
  BatchPreflight?: BatchPreflightResolvers<ContextType>;
  BatchPreflightRow?: BatchPreflightRowResolvers<ContextType>;
  BatchProblem?: BatchProblemResolvers<ContextType>;
  BatchRowTemplate?: BatchRowTemplateResolvers<ContextType>;
  BatchSample?: BatchSampleResolvers<ContextType>;
  BatchSlot?: BatchSlotResolvers<ContextType>;
  ClientConfig?: ClientConfigResolvers<ContextType>;
  ContactHit?: ContactHitResolvers<ContextType>;
  CopyCard?: CopyCardResolvers<ContextType>;
  CopyCardPage?: CopyCardPageResolvers<ContextType>;
  CopyTagClass?: CopyTagClassResolvers<ContextType>;
  CreatedAccessToken?: CreatedAccessTokenResolvers<ContextType>;
  CreationRecord?: CreationRecordResolvers<ContextType>;
  CreationRecordPage?: CreationRecordPageResolvers<ContextType>;
  Department?: DepartmentResolvers<ContextType>;
  DesignDraft?: DesignDraftResolvers<ContextType>;
  DesignExport?: DesignExportResolvers<ContextType>;
  DesignSession?: DesignSessionResolvers<ContextType>;
  DownloadPage?: DownloadPageResolvers<ContextType>;
  DownloadRecord?: DownloadRecordResolvers<ContextType>;
  EditorFont?: EditorFontResolvers<ContextType>;
  FormField?: FormFieldResolvers<ContextType>;
  Game?: GameResolvers<ContextType>;
  GameCapture?: GameCaptureResolvers<ContextType>;
  GameCaptureSpec?: GameCaptureSpecResolvers<ContextType>;
  GameForm?: GameFormResolvers<ContextType>;
  GameMaterial?: GameMaterialResolvers<ContextType>;
  GameMaterialPage?: GameMaterialPageResolvers<ContextType>;
  GameModule?: GameModuleResolvers<ContextType>;
  GameRules?: GameRulesResolvers<ContextType>;
  GameTemplate?: GameTemplateResolvers<ContextType>;
  GameTemplatePage?: GameTemplatePageResolvers<ContextType>;
  ImageBox?: ImageBoxResolvers<ContextType>;
  ImageFace?: ImageFaceResolvers<ContextType>;
  ImageSubject?: ImageSubjectResolvers<ContextType>;
  LayerIssue?: LayerIssueResolvers<ContextType>;
  LexiconEntry?: LexiconEntryResolvers<ContextType>;
  LexiconEntryPage?: LexiconEntryPageResolvers<ContextType>;
  LexiconStatus?: LexiconStatusResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  MarkReadResult?: MarkReadResultResolvers<ContextType>;
  Material?: MaterialResolvers<ContextType>;
  MaterialPage?: MaterialPageResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PublishResult?: PublishResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RenderResult?: RenderResultResolvers<ContextType>;
  ResizeLayerChange?: ResizeLayerChangeResolvers<ContextType>;
  ResizeReport?: ResizeReportResolvers<ContextType>;
  ResizedDesign?: ResizedDesignResolvers<ContextType>;
  ReviewDecision?: ReviewDecisionResolvers<ContextType>;
  ReviewEvent?: ReviewEventResolvers<ContextType>;
  ReviewEventPage?: ReviewEventPageResolvers<ContextType>;
  ReviewQueueItem?: ReviewQueueItemResolvers<ContextType>;
  ReviewQueuePage?: ReviewQueuePageResolvers<ContextType>;
  SavedResize?: SavedResizeResolvers<ContextType>;
  SmartBox?: SmartBoxResolvers<ContextType>;
  SmartDesign?: SmartDesignResolvers<ContextType>;
  SmartExclusion?: SmartExclusionResolvers<ContextType>;
  SmartImageUse?: SmartImageUseResolvers<ContextType>;
  SmartMatch?: SmartMatchResolvers<ContextType>;
  SmartProfile?: SmartProfileResolvers<ContextType>;
  SmartShorten?: SmartShortenResolvers<ContextType>;
  SmartTitle?: SmartTitleResolvers<ContextType>;
  SmartTitleResult?: SmartTitleResultResolvers<ContextType>;
  SmartTitleStyle?: SmartTitleStyleResolvers<ContextType>;
  SuggestedTitle?: SuggestedTitleResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagClass?: TagClassResolvers<ContextType>;
  TagSubClass?: TagSubClassResolvers<ContextType>;
  Template?: TemplateResolvers<ContextType>;
  TemplateDownload?: TemplateDownloadResolvers<ContextType>;
  TemplateDownloadPage?: TemplateDownloadPageResolvers<ContextType>;
  TemplateFilterCategory?: TemplateFilterCategoryResolvers<ContextType>;
  TemplatePage?: TemplatePageResolvers<ContextType>;
  TemplateSlot?: TemplateSlotResolvers<ContextType>;
  TemplateSubmission?: TemplateSubmissionResolvers<ContextType>;
  TemplateSubmissionPage?: TemplateSubmissionPageResolvers<ContextType>;
  TemplateTag?: TemplateTagResolvers<ContextType>;
  TemplateTagClass?: TemplateTagClassResolvers<ContextType>;
  TextRange?: TextRangeResolvers<ContextType>;
  Theme?: ThemeResolvers<ContextType>;
  Title?: TitleResolvers<ContextType>;
  TitleHit?: TitleHitResolvers<ContextType>;
  TitlePage?: TitlePageResolvers<ContextType>;
  TitleSearchPage?: TitleSearchPageResolvers<ContextType>;
  TitleTagGroup?: TitleTagGroupResolvers<ContextType>;
  UploadCounts?: UploadCountsResolvers<ContextType>;
  UploadGrant?: UploadGrantResolvers<ContextType>;
  UploadPage?: UploadPageResolvers<ContextType>;
  UploadRecord?: UploadRecordResolvers<ContextType>;
  UploadedFile?: UploadedFileResolvers<ContextType>;
  UrlCheckPage?: UrlCheckPageResolvers<ContextType>;
  UrlCheckResult?: UrlCheckResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserPreferences?: UserPreferencesResolvers<ContextType>;
  WhitelistEntry?: WhitelistEntryResolvers<ContextType>;
  WordCheckResult?: WordCheckResultResolvers<ContextType>;
  WordCheckSummary?: WordCheckSummaryResolvers<ContextType>;
  WordCheckVocabulary?: WordCheckVocabularyResolvers<ContextType>;
  WordHit?: WordHitResolvers<ContextType>;
  WordNormalisation?: WordNormalisationResolvers<ContextType>;
};
