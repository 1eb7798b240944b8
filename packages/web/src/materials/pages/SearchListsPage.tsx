import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  ButtonGroup,
  HStack,
  Flex,
  Heading,
  IconButton,
  Pagination,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Navigate, useMatches, useSearchParams } from 'react-router-dom';
import { deepestHandle } from '../../shared/routeHandle';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { ListStatus } from '../../shared/components/ListStatus';
import { SearchMaterialsDocument, SearchThemesDocument } from '@adstudio/schema/client';
import {
  SEARCH_SORTS,
  searchVariables,
  type SearchSort,
  type SearchVariables,
} from '@adstudio/schema/page-data';
import { CategoryStrip } from '../components/CategoryStrip';
import { MaterialMasonry } from '../components/MaterialMasonry';
import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/components/icons';
import { SearchEmptyState } from '../components/SearchEmptyState';
import { ThemeFilter } from '../components/ThemeFilter';
import { useMaterialActions } from '../hooks/useMaterialActions';
import { SEARCH_PAGE_SIZE, THEME_CATEGORY_ID } from '../materials.constants';
import { MATERIAL_STRINGS, resultCount } from '../materials.strings';

// spec platform-core §2/§9: 最新 (fresh, default) and 最热 (maxdown); `sort` in the URL keeps it on reload.
const SORT_LABELS: Record<SearchSort, string> = {
  FRESH: MATERIAL_STRINGS.sortFresh,
  MAXDOWN: MATERIAL_STRINGS.sortMaxdown,
};

/** /searchLists?text=&img_type=&theme_arr=&cur_page=: without a keyword the page goes back to /. */
export function SearchListsPage() {
  const [params] = useSearchParams();
  const variables = searchVariables(params);
  if (!variables) return <Navigate to="/" replace />;
  return <SearchResults variables={variables} />;
}

function SearchResults({ variables }: { variables: SearchVariables }) {
  const [, setParams] = useSearchParams();
  const { text, sort: sortValue, page } = variables;
  const themeIds = variables.themeIds ?? [];
  const { actions, viewer } = useMaterialActions();
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];

  const { data, loading, error, refetch } = useQuery(SearchMaterialsDocument, { variables });
  const { data: themeData, loading: themesLoading } = useQuery(SearchThemesDocument, {
    variables: { categoryId: THEME_CATEGORY_ID },
  });

  // Any change of filter or order starts again at page 1.
  const update = (changes: Record<string, string | null>) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  };

  const result = data?.searchMaterials;
  const total = result?.total ?? 0;

  return (
    <Stack gap="6" py="6" px={{ base: '4', md: '8' }} maxW="7xl" mx="auto" w="full">
      <Flex justify="space-between" align={{ base: 'start', md: 'end' }} wrap="wrap" gap="3">
        <Box>
          <Breadcrumbs items={[...crumbs, { label: MATERIAL_STRINGS.searchTitle }]} />
          <Heading as="h1" size="xl" mt="3">
            {MATERIAL_STRINGS.searchTitle}
          </Heading>
          <HStack mt="1" gap="3" fontSize="sm" aria-live="polite">
            <Text fontWeight="semibold" color="brand.fg" data-testid="search-keyword">
              “{text}”
            </Text>
            {result && <Text color="gray.500">{resultCount(total, result.totalCapped)}</Text>}
          </HStack>
        </Box>
        <ButtonGroup size="sm" attached variant="outline" role="group" aria-label="排序">
          {SEARCH_SORTS.map((option) => {
            const on = option.value === sortValue;
            return (
              <Button
                key={option.value}
                aria-pressed={on}
                variant={on ? 'solid' : 'outline'}
                colorPalette="brand"
                onClick={() => {
                  update({ sort: option.param, cur_page: '1' });
                }}
              >
                {SORT_LABELS[option.value]}
              </Button>
            );
          })}
        </ButtonGroup>
      </Flex>

      <ThemeFilter
        themes={themeData?.themes ?? []}
        selected={themeIds}
        onChange={(ids) => {
          update({ theme_arr: ids.length > 0 ? ids.join('&') : null, cur_page: '1' });
        }}
      />

      {/* The theme filter above grows when its themes arrive: the results wait for it, so what is
          on screen never moves down (CLS). */}
      {themesLoading && !themeData ? null : (
        <ListStatus
          loading={loading}
          error={error}
          empty={!result || result.items.length === 0}
          onRetry={() => refetch()}
          failedText={MATERIAL_STRINGS.listFailed}
          emptyState={<SearchEmptyState />}
        >
          {result && <MaterialMasonry items={result.items} actions={actions} virtual />}
        </ListStatus>
      )}

      {total > SEARCH_PAGE_SIZE && (
        <Pagination.Root
          count={total}
          pageSize={SEARCH_PAGE_SIZE}
          page={page}
          onPageChange={(details) => {
            update({ cur_page: String(details.page) });
          }}
          alignSelf="center"
        >
          <ButtonGroup variant="ghost" size="sm">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label={MATERIAL_STRINGS.previousPage}>
                <ChevronLeftIcon />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => (
                <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>
                  {item.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label={MATERIAL_STRINGS.nextPage}>
                <ChevronRightIcon />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      )}

      {/* Below the results: it waits for them rather than being pushed down by them. */}
      {!loading && <CategoryStrip active={text} />}
      {viewer}
    </Stack>
  );
}
