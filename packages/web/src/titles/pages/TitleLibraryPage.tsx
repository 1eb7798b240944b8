import { useQuery } from '@apollo/client/react';
import { Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMatches } from 'react-router-dom';
import {
  SearchTitlesDocument,
  TitleFiltersDocument,
  type TitleLibrary,
} from '@adstudio/schema/client';
import { deepestHandle } from '../../shared/routeHandle';
import { useListParams } from '../../shared/hooks/useListParams';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { ListStatus } from '../../shared/components/ListStatus';
import { Pager } from '../../shared/components/Pager';
import { KeywordSearch } from '../components/KeywordSearch';
import { TITLE_TABLE_SKELETON, TitleTable } from '../components/TitleTable';
import { TITLE_PAGE_SIZE, TITLE_STRINGS as S } from '../titles.strings';

const LIBRARY_TEXT: Record<TitleLibrary, { heading: string; intro: string }> = {
  ORIGINAL: { heading: '原创标题', intro: S.originIntro },
  TEN_W_PLUS: { heading: '10w+标题', intro: S.tenWIntro },
};

/** title-origin (原创标题, tag 266) and title-10plus (tag 267): keyword, tag filters, 20 a page. */
function TitleLibraryPage({ library }: { library: TitleLibrary }) {
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  // One selected child tag per group; a missing entry is 全部 (-1 in the spec's filters).
  const { keyword, page, filters: selected, setKeyword, setPage, setFilters } = useListParams();
  const filters = useQuery(TitleFiltersDocument, { variables: { library } });
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
    <Stack gap="5" py="6" px={{ base: '4', md: '8' }} maxW="7xl" mx="auto" w="full">
      <Breadcrumbs items={[...crumbs, { label: text.heading }]} />
      <Heading as="h1" size="xl">
        {text.heading}
      </Heading>
      <Text color="fg.muted">{text.intro}</Text>
      <KeywordSearch key={keyword} initial={keyword ?? ''} onSearch={setKeyword} />
      <HStack gap="4" wrap="wrap">
        {filters.data?.titleFilters.map((group) => (
          <HStack key={group.id} gap="2">
            <Text fontSize="sm" color="fg.muted">
              {group.name}
            </Text>
            <NativeSelect.Root size="sm" w="40">
              <NativeSelect.Field
                aria-label={group.name}
                value={selected[group.id] ?? ''}
                onChange={(e) => {
                  const value = e.target.value;
                  const others = Object.entries(selected).filter(([id]) => id !== group.id);
                  setFilters(Object.fromEntries(value ? [...others, [group.id, value]] : others));
                }}
              >
                <option value="">{S.all}</option>
                {group.children.map((tag) => (
                  <option key={tag.id} value={tag.id}>
                    {tag.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        ))}
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
    </Stack>
  );
}

export function TitleOriginPage() {
  return <TitleLibraryPage library="ORIGINAL" />;
}

export function TitleTenWPage() {
  return <TitleLibraryPage library="TEN_W_PLUS" />;
}
