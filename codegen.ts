import type { CodegenConfig } from '@graphql-codegen/cli';

// One mappers table: GraphQL types whose resolvers receive the REST DTO as parent.
const mappers = {
  User: '../../bff/src/accounts/accounts.mappers.js#UserMapper',
  ClientConfig: '../../bff/src/accounts/accounts.mappers.js#ClientConfigMapper',
  Material: '../../bff/src/materials/materials.mappers.js#MaterialMapper',
  DownloadRecord: '../../bff/src/materials/materials.mappers.js#DownloadRecordMapper',
  TagClass: '../../bff/src/materials/materials.mappers.js#TagClassMapper',
  Theme: '../../bff/src/materials/materials.mappers.js#ThemeMapper',
  UploadGrant: '../../bff/src/uploads/uploads.mappers.js#UploadGrantMapper',
  UploadedFile: '../../bff/src/uploads/uploads.mappers.js#UploadedFileMapper',
  UploadRecord: '../../bff/src/uploads/uploads.mappers.js#UploadRecordMapper',
  ReviewQueueItem: '../../bff/src/review/review.mappers.js#ReviewQueueItemMapper',
  ReviewEvent: '../../bff/src/review/review.mappers.js#ReviewEventMapper',
  Message: '../../bff/src/messages/messages.mappers.js#MessageMapper',
  Template: '../../bff/src/templates/templates.mappers.js#TemplateMapper',
  CreationRecord: '../../bff/src/render/render.mappers.js#CreationRecordMapper',
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
    'packages/schema/generated/server.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../../bff/src/context.js#Context',
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
