import { useQuery } from '@apollo/client/react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import {
  SearchTitlesDocument,
  TitleFiltersDocument,
  type TitleLibrary,
} from '@adstudio/schema/client';
import { useListParams } from '../../shared/hooks/useListParams';
import { FilterSelects } from '../../shared/components/FilterSelects';
import { ListStatus } from '../../shared/components/ListStatus';
import { Pager } from '../../shared/components/Pager';
import { ToolPage } from '../../shared/components/ToolPage';
import { KeywordSearch } from '../components/KeywordSearch';
import { TITLE_TABLE_SKELETON, TitleTable } from '../components/TitleTable';
import { TITLE_PAGE_SIZE, TITLE_STRINGS as S } from '../titles.strings';

const LIBRARY_TEXT: Record<TitleLibrary, { heading: string; intro: string }> = {
  ORIGINAL: { heading: '原创标题', intro: S.originIntro },
  TEN_W_PLUS: { heading: '10w+标题', intro: S.tenWIntro },
};

/** title-origin (原创标题, tag 266) and title-10plus (tag 267): keyword, tag filters, 20 a page. */
function TitleLibraryPage({ library }: { library: TitleLibrary }) {
  // One selected child tag per group; a missing entry is 全部 (-1 in the spec's filters).
  const { keyword, page, filters: selected, setKeyword, setPage, setFilters } = useListParams();
  const filters = useQuery(TitleFiltersDocument, { variables: { library } });
  const groups = filters.data?.titleFilters.map((group) => ({ ...group, options: group.children }));
  const tagIds = Object.values(selected);
  const { data, previousData, loading, error, refetch } = useQuery(SearchTitlesDocument, {
    variables: {
      library,
      keyword,
      tagIds: tagIds.length > 0 ? tagIds : null,
      page,
      pageSize: TITLE_PAGE_SIZE,
    },
  });
  const result = (data ?? previousData)?.searchTitles;
  const text = LIBRARY_TEXT[library];

  return (
    <ToolPage title={text.heading} intro={text.intro}>
      <KeywordSearch key={keyword} initial={keyword ?? ''} onSearch={setKeyword} />
      <HStack gap="4" wrap="wrap">
        <FilterSelects
          groups={groups}
          value={selected}
          onChange={setFilters}
          allLabel={S.all}
          width="40"
        />
        {result && (
          <Text fontSize="sm" color="fg.muted" ml="auto">
            {S.total(result.total)}
          </Text>
        )}
      </HStack>
      <ListStatus
        loading={loading}
        error={error}
        empty={!result || result.items.length === 0}
        onRetry={() => refetch()}
        failedText={S.loadFailed}
        emptyText={S.noResults}
        skeleton={TITLE_TABLE_SKELETON}
      >
        {result && (
          <Stack gap="2" opacity={loading ? 0.6 : 1}>
            <TitleTable rows={result.items} first={(result.page - 1) * result.pageSize + 1} />
            <Pager
              page={result.page}
              pageSize={result.pageSize}
              total={result.total}
              onChange={setPage}
            />
          </Stack>
        )}
      </ListStatus>
    </ToolPage>
  );
}

export function TitleOriginPage() {
  return <TitleLibraryPage library="ORIGINAL" />;
}

export function TitleTenWPage() {
  return <TitleLibraryPage library="TEN_W_PLUS" />;
}
