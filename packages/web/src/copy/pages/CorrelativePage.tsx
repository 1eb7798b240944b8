import { skipToken, useQuery } from '@apollo/client/react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useMatches } from 'react-router-dom';
import { CorrelativeCopyDocument } from '@adstudio/schema/client';
import { deepestHandle } from '../../shared/routeHandle';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { Pager } from '../../shared/components/Pager';
import { KeywordSearch } from '../../titles/components/KeywordSearch';
import { CopyCardGrid } from '../components/CopyCardGrid';
import { COPY_PAGE_SIZE, COPY_STRINGS as S } from '../copy.strings';

/** /copyHome/correlative: copy related to a keyword (cards sharing most of its terms first). */
export function CorrelativePage() {
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  const [keyword, setKeyword] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(
    CorrelativeCopyDocument,
    keyword === null ? skipToken : { variables: { keyword, page, pageSize: COPY_PAGE_SIZE } },
  );
  const result = (data ?? previousData)?.correlativeCopy;
  return (
    <Stack gap="5" py="6" px={{ base: '4', md: '8' }} maxW="7xl" mx="auto" w="full">
      <Breadcrumbs items={[...crumbs, { label: S.correlativeTitle }]} />
      <Heading as="h1" size="xl">
        {S.correlativeTitle}
      </Heading>
      <Text color="fg.muted">{S.correlativeIntro}</Text>
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
          <CopyCardGrid
            cards={result?.items}
            loading={loading}
            error={error}
            onRetry={() => refetch()}
            keyword={keyword}
          />
          {result && (
            <Pager
              page={result.page}
              pageSize={result.pageSize}
              total={result.total}
              onChange={setPage}
            />
          )}
        </>
      )}
    </Stack>
  );
}
