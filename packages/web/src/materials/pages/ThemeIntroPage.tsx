import { useQuery } from '@apollo/client/react';
import {
  Box,
  Flex,
  Heading,
  IconButton,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLocation, useMatches, useNavigate, useSearchParams } from 'react-router-dom';
import { ThemeIntroDocument, ThemeMaterialsDocument } from '@adstudio/schema/client';
import { PATHS } from '../../shared/paths';
import { deepestHandle } from '../../shared/routeHandle';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { ListStatus } from '../../shared/components/ListStatus';
import { LibrarySearchBox } from '../components/LibrarySearchBox';
import { MaterialMasonry } from '../components/MaterialMasonry';
import { SearchEmptyState } from '../components/SearchEmptyState';
import { ThemeTile } from '../components/ThemeTile';
import { ArrowLeftIcon } from '../../shared/components/icons';
import { useMaterialActions } from '../hooks/useMaterialActions';
import { THEME_CATEGORY_ID, THEME_PAGE_SIZE } from '../materials.constants';
import { MATERIAL_STRINGS, themeCount } from '../materials.strings';
import { normaliseKeyword, parseThemeArr, themeListHref } from '../materials.utils';

/**
 * /themeIntro: the themes of the library; with theme_arr set, the theme detail list
 * (spec platform-core §2 "Theme detail list").
 */
export function ThemeIntroPage() {
  const [params] = useSearchParams();
  const themeId = parseThemeArr(params.get('theme_arr'))[0];
  return themeId ? <ThemeDetailList key={themeId} themeId={themeId} /> : <ThemeIntro />;
}

function ThemeIntro() {
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  const { data, loading, error, refetch } = useQuery(ThemeIntroDocument, {
    variables: { categoryId: THEME_CATEGORY_ID },
  });
  const themes = data?.themes ?? [];
  return (
    <Stack gap="6" py="6" px={{ base: '4', md: '8' }} maxW="7xl" mx="auto" w="full">
      <Breadcrumbs items={[...crumbs, { label: MATERIAL_STRINGS.themeIntroTitle }]} />
      <Heading as="h1" size="xl">
        {MATERIAL_STRINGS.themeIntroTitle}
      </Heading>
      <ListStatus
        loading={loading}
        error={error}
        empty={themes.length === 0}
        onRetry={() => refetch()}
        skeleton={
          <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} h="32" borderRadius="lg" />
            ))}
          </SimpleGrid>
        }
      >
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4">
          {themes.map((theme) => (
            <ThemeTile
              key={theme.id}
              name={theme.name}
              coverUrl={theme.coverUrl}
              to={themeListHref(theme.id)}
            />
          ))}
        </SimpleGrid>
      </ListStatus>
    </Stack>
  );
}

// spec platform-core §2/§9: search box, theme heading, total line, masonry with large view and
// download, back arrow; one page of up to 1000, so the grid is windowed.
function ThemeDetailList({ themeId }: { themeId: string }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const text = normaliseKeyword(params.get('text') ?? '');
  const { actions, viewer } = useMaterialActions();
  const { data: themeData } = useQuery(ThemeIntroDocument, {
    variables: { categoryId: THEME_CATEGORY_ID },
  });
  const { data, loading, error, refetch } = useQuery(ThemeMaterialsDocument, {
    variables: { themeIds: [themeId], text: text || undefined, pageSize: THEME_PAGE_SIZE },
  });
  const theme = themeData?.themes.find((t) => t.id === themeId);
  const result = data?.searchMaterials;

  return (
    <Stack gap="6" py="6" px={{ base: '4', md: '8' }} maxW="7xl" mx="auto" w="full">
      <Flex align="center" gap="3">
        <IconButton
          variant="ghost"
          aria-label={MATERIAL_STRINGS.back}
          onClick={() => {
            // Back where the user came from; a direct load goes to the theme intro.
            if (location.key === 'default') void navigate(PATHS.themeIntro);
            else void navigate(-1);
          }}
        >
          <ArrowLeftIcon />
        </IconButton>
        <Box>
          <Heading as="h1" size="xl">
            {theme?.name ?? '\u00a0'}
          </Heading>
          <Text color="gray.500" fontSize="sm" aria-live="polite">
            {result ? themeCount(result.total, result.totalCapped) : '\u00a0'}
          </Text>
        </Box>
      </Flex>
      <LibrarySearchBox
        key={text}
        initial={text}
        size="md"
        allowEmpty
        onSearch={(keyword) => {
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            if (keyword) next.set('text', keyword);
            else next.delete('text');
            return next;
          });
        }}
      />
      <ListStatus
        loading={loading}
        error={error}
        empty={!result || result.items.length === 0}
        onRetry={() => refetch()}
        failedText={MATERIAL_STRINGS.listFailed}
        emptyState={<SearchEmptyState keyword={text !== ''} />}
        notFoundText={MATERIAL_STRINGS.themeNotFound}
      >
        {result && <MaterialMasonry items={result.items} actions={actions} virtual />}
      </ListStatus>
      {viewer}
    </Stack>
  );
}
