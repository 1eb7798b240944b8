import type { MockLink } from '@apollo/client/testing';
import type { MyUploadsQueryVariables, UploadRow_UploadFragment } from '@adstudio/schema/client';
import { MyUploadCountsDocument, MyUploadsDocument } from '@adstudio/schema/client';

type Row = UploadRow_UploadFragment & { __typename: 'UploadRecord' };

/** One of the viewer's uploads as the account pages select it. */
export function buildUpload(overrides: Partial<UploadRow_UploadFragment> = {}): Row {
  const id = overrides.id ?? '101';
  return {
    __typename: 'UploadRecord',
    id,
    title: `上传${id}`,
    url: `/api/v1/files/user_upload/1/u${id}.jpg`,
    tags: [{ __typename: 'Tag', id: '7', name: '风景' } as { id: string; name: string }],
    status: 'PASSED',
    rejectionReason: null,
    category: '风景',
    width: 800,
    height: 600,
    fileSize: 2048,
    format: 'jpeg',
    copyright: '原创',
    copyrightStatus: 'ORIGINAL',
    copyrightName: null,
    copyrightUrl: null,
    createdAt: '2026-11-20T08:30:00.000Z',
    ...overrides,
  };
}

export function countsMock(
  pending: number,
  passed: number,
  rejected: number,
): MockLink.MockedResponse {
  return {
    request: { query: MyUploadCountsDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: { myUploadCounts: { __typename: 'UploadCounts', pending, passed, rejected } },
    },
  };
}

/** myUploads answering `rows` for the tab `status`. */
export function uploadsMock(status: string, rows: Row[]): MockLink.MockedResponse {
  return {
    request: {
      query: MyUploadsDocument,
      variables: (v) => (v as MyUploadsQueryVariables).status === status,
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (v) => ({
      data: {
        myUploads: {
          __typename: 'UploadPage',
          total: rows.length,
          page: (v as MyUploadsQueryVariables).page,
          pageSize: 10,
          items: rows,
        },
      },
    }),
  };
}
