import { useQuery } from '@apollo/client/react';
import { Box, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { MaterialHomeDocument } from '@adstudio/schema/client';
import type { ThemeTile_ThemeFragment } from '@adstudio/schema/client';
import { ListStatus } from '../../shared/components/ListStatus';
import { MasonrySkeleton } from '../../shared/components/MasonrySkeleton';
import { searchHref } from '../../shared/paths';
import { CategoryStrip } from '../components/CategoryStrip';
import { LibrarySearchBox } from '../components/LibrarySearchBox';
import { MaterialMasonry } from '../components/MaterialMasonry';
import { ThemeRow } from '../components/ThemeRow';
import { ThemeTile } from '../components/ThemeTile';
import { useMaterialActions } from '../hooks/useMaterialActions';
import {
  HOME_ROW_THEMES,
  HOT_TOPICS,
  RECOMMENDED_COUNT,
  THEME_CATEGORY_ID,
} from '../materials.constants';
import { MATERIAL_STRINGS } from '../materials.strings';
import { themeListHref } from '../materials.utils';

// A named theme's list, or a keyword search when the library has no theme of that name.
function topicHref(name: string, theme: ThemeTile_ThemeFragment | undefined): string {
  return theme ? themeListHref(theme.id) : searchHref({ text: name });
}

const HOME_SKELETON = (
  <Stack gap="10">
    <Skeleton h="64" borderRadius="md" />
    <MasonrySkeleton />
  </Stack>
);

/** /home: the material library home (spec platform-core §2). */
export function MaterialHomePage() {
  const navigate = useNavigate();
  const { actions, viewer } = useMaterialActions();
  const { data, loading, error, refetch } = useQuery(MaterialHomeDocument, {
    variables: { categoryId: THEME_CATEGORY_ID },
  });
  const themes = useMemo(
    () => new Map((data?.themes ?? []).map((theme) => [theme.name, theme])),
    [data],
  );
  // spec platform-core §2: the response list reversed, first 20.
  const recommended = useMemo(
    () => [...(data?.recommendedMaterials ?? [])].reverse().slice(0, RECOMMENDED_COUNT),
    [data],
  );

  return (
    <Stack gap="10" pb="12">
      <Box
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientTo="brand.500"
        color="white"
        px={{ base: '4', md: '8' }}
        py={{ base: '10', md: '14' }}
      >
        <Stack maxW="5xl" mx="auto" gap="6" textAlign="center">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            素材库
          </Heading>
          <LibrarySearchBox
            onSearch={(keyword) => {
              void navigate(searchHref({ text: keyword }));
            }}
          />
          <Box as="section" aria-labelledby="hot-topics">
            <Text id="hot-topics" fontSize="sm" mb="3" color="whiteAlpha.900">
              {MATERIAL_STRINGS.hotTopics}
            </Text>
            <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="3">
              {HOT_TOPICS.map((name) =>
                loading && !data ? (
                  <Skeleton key={name} h={{ base: '24', md: '32' }} borderRadius="lg" />
                ) : (
                  <ThemeTile
                    key={name}
                    name={name}
                    coverUrl={themes.get(name)?.coverUrl ?? ''}
                    to={topicHref(name, themes.get(name))}
                  />
                ),
              )}
            </SimpleGrid>
          </Box>
        </Stack>
      </Box>

      <Stack gap="10" maxW="7xl" mx="auto" w="full" px={{ base: '4', md: '8' }}>
        {/* The rows wait for the theme ids, so each asks for its materials once. */}
        <ListStatus
          loading={loading}
          error={error}
          empty={!data}
          onRetry={() => refetch()}
          failedText={MATERIAL_STRINGS.listFailed}
          skeleton={HOME_SKELETON}
        >
          {HOME_ROW_THEMES.map((name) => {
            const theme = themes.get(name);
            return (
              <ThemeRow
                key={name}
                title={name}
                themeId={theme?.id ?? null}
                moreHref={topicHref(name, theme)}
                actions={actions}
              />
            );
          })}
          <Box as="section" aria-labelledby="recommend-heading">
            <Heading as="h2" size="lg" id="recommend-heading" mb="4">
              {MATERIAL_STRINGS.recommend}
            </Heading>
            {/* Far below the first screen on a phone: its cards mount as they come near. */}
            <MaterialMasonry items={recommended} actions={actions} newTab virtual />
          </Box>
        </ListStatus>

        <CategoryStrip />
      </Stack>
      {viewer}
    </Stack>
  );
}
