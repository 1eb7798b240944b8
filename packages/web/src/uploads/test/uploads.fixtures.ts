import type { MockLink } from '@apollo/client/testing';
import type { GraphQLError } from 'graphql';
import type {
  PublishMaterialsMutationVariables,
  RegisterUploadMutationVariables,
} from '@adstudio/schema/client';
import {
  PublishMaterialsDocument,
  RegisterUploadDocument,
  RequestUploadGrantDocument,
} from '@adstudio/schema/client';

let grantCount = 0;

/** Grants with a fresh object key each time (`key-1`, `key-2`, …). */
export function grantMock(): MockLink.MockedResponse {
  return {
    request: { query: RequestUploadGrantDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      grantCount += 1;
      return {
        data: {
          requestUploadGrant: {
            __typename: 'UploadGrant',
            objectKey: `key-${grantCount}`,
            driver: 'LOCAL',
            method: 'PUT',
            url: `/api/v1/storage/user_upload/1/key-${grantCount}`,
            fields: [],
            fileField: null,
            maxBytes: 10 * 1024 * 1024,
            expiresAt: '2026-12-31T00:00:00.000Z',
          },
        },
      };
    },
  };
}

/** registerUpload answering file id `f<objectKey>` for the registered key. */
export function registerMock(): MockLink.MockedResponse {
  return {
    request: { query: RegisterUploadDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (v) => {
      const { objectKey } = v as RegisterUploadMutationVariables;
      return {
        data: {
          registerUpload: {
            __typename: 'UploadedFile',
            id: `f-${objectKey}`,
            url: `/api/v1/files/user_upload/1/${objectKey}.jpg`,
            width: 800,
            height: 600,
            format: 'JPEG',
            fileSize: 2048,
          },
        },
      };
    },
  };
}

/** publishMaterials; `check` sees the submitted items, `error` makes it fail like the server. */
export function publishMock(
  check: (v: PublishMaterialsMutationVariables) => void = () => undefined,
  error?: GraphQLError,
): MockLink.MockedResponse {
  return {
    request: { query: PublishMaterialsDocument, variables: () => true },
    result: (v) => {
      const vars = v as PublishMaterialsMutationVariables;
      check(vars);
      const items = Array.isArray(vars.items) ? vars.items : [vars.items];
      if (error) return { errors: [error] };
      return {
        data: {
          publishMaterials: {
            __typename: 'PublishResult',
            materialIds: items.map((i) => i.fileId),
            status: 'PENDING',
          },
        },
      };
    },
  };
}

export function imageFile(name: string, type = 'image/jpeg', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
