import { skipToken, useQuery } from '@apollo/client/react';
import { SmartImageAnalysisDocument } from '@adstudio/schema/client';

/**
 * Whether vision is still looking at the user's picture (issue 27 item 1): the form says
 * 正在识别图片… meanwhile. The server runs one analysis per picture, so this asks for the one the
 * upload started rather than another; a refusal ends the wait too (generation then goes on without).
 */
export function useImageAnalysis(url: string | null): boolean {
  const { loading } = useQuery(
    SmartImageAnalysisDocument,
    url ? { variables: { url }, context: { handlesErrors: true } } : skipToken,
  );
  return url !== null && loading;
}
