import { useQuery } from '@apollo/client/react';
import { BatchRecordsDocument } from '@adstudio/schema/client';

/** Batches a page of 创作记录's batch strip. */
export const BATCH_RECORDS_PAGE_SIZE = 6;

/** One page of the viewer's batches for 创作记录 (page 1 also says whether there are any). */
export function useBatchRecords(page = 1) {
  return useQuery(BatchRecordsDocument, {
    variables: { page, pageSize: BATCH_RECORDS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
}
