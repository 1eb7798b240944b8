import type { CodegenConfig } from '@graphql-codegen/cli';

// One mappers table: GraphQL types whose resolvers receive the REST DTO as parent. Paths are relative to
// the resolver types' own file, which lives in the bff so that schema never depends on bff.
const mappers = {
  User: '../accounts/accounts.mappers.js#UserMapper',
  ClientConfig: '../accounts/accounts.mappers.js#ClientConfigMapper',
  Material: '../materials/materials.mappers.js#MaterialMapper',
  DownloadRecord: '../materials/materials.mappers.js#DownloadRecordMapper',
  TagClass: '../materials/materials.mappers.js#TagClassMapper',
  Theme: '../materials/materials.mappers.js#ThemeMapper',
  UploadGrant: '../uploads/uploads.mappers.js#UploadGrantMapper',
  UploadedFile: '../uploads/uploads.mappers.js#UploadedFileMapper',
  UploadRecord: '../uploads/uploads.mappers.js#UploadRecordMapper',
  ReviewQueueItem: '../review/review.mappers.js#ReviewQueueItemMapper',
  ReviewEvent: '../review/review.mappers.js#ReviewEventMapper',
  Message: '../messages/messages.mappers.js#MessageMapper',
  Template: '../templates/templates.mappers.js#TemplateMapper',
  CreationRecord: '../render/render.mappers.js#CreationRecordMapper',
  DesignDraft: '../designs/designs.mappers.js#DesignDraftMapper',
  TemplateSubmission: '../designs/designs.mappers.js#TemplateSubmissionMapper',
  Batch: '../batch/batch.mappers.js#BatchMapper',
  BatchItem: '../batch/batch.mappers.js#BatchItemMapper',
  BatchProblem: '../batch/batch.mappers.js#BatchProblemMapper',
  AccessToken: '../tokens/tokens.mappers.js#AccessTokenMapper',
  AccessTokenUse: '../tokens/tokens.mappers.js#AccessTokenUseMapper',
};

const config: CodegenConfig = {
  schema: 'packages/schema/src/*.graphql',
  documents: ['packages/web/src/**/*.graphql'],
  hooks: { afterAllFileWrite: ['prettier --write'] },
  generates: {
    'packages/schema/generated/schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: true },
    },
    'packages/bff/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#Context',
        mappers,
        enumsAsTypes: true,
        useIndexSignature: false,
        scalars: { ID: { input: 'string', output: 'string | number' } },
      },
    },
    'packages/schema/generated/client.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        scalars: { ID: { input: 'string', output: 'string' } },
      },
    },
  },
};

export default config;
