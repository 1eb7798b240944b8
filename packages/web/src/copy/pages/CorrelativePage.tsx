import { skipToken, useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CorrelativeCopyDocument } from '@adstudio/schema/client';
import { ToolPage } from '../../shared/components/ToolPage';
import { KeywordSearch } from '../../titles/components/KeywordSearch';
import { CopyCardResults } from '../components/CopyCardResults';
import { COPY_PAGE_SIZE, COPY_STRINGS as S } from '../copy.strings';

/** /copyHome/correlative: copy related to a keyword (cards sharing most of its terms first). */
export function CorrelativePage() {
  const [keyword, setKeyword] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(
    CorrelativeCopyDocument,
    keyword === null ? skipToken : { variables: { keyword, page, pageSize: COPY_PAGE_SIZE } },
  );
  const result = (data ?? previousData)?.correlativeCopy;
  return (
    <ToolPage title={S.correlativeTitle} intro={S.correlativeIntro}>
      <KeywordSearch
        buttonLabel={S.searchButton}
        onSearch={(k) => {
          setKeyword(k);
          setPage(1);
        }}
      />
      {keyword !== null && (
        <>
          {result && (
            <Text fontSize="sm" color="fg.muted">
              {S.count(result.total)}
            </Text>
          )}
          <CopyCardResults
            result={result}
            loading={loading}
            error={error}
            onRetry={() => refetch()}
            keyword={keyword}
            onPage={setPage}
          />
        </>
      )}
    </ToolPage>
  );
}
