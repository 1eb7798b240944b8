import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Grid, HStack, Heading, IconButton, Skeleton } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ThemeRowMaterialsDocument } from '@adstudio/schema/client';
import { themeRowVariables } from '@adstudio/schema/page-data';
import { ListStatus } from '../../shared/components/ListStatus';
import type { MaterialActions } from '../hooks/useMaterialActions';
import { HOME_SLIDE_SIZE } from '../materials.constants';
import { MATERIAL_STRINGS } from '../materials.strings';
import { MaterialCard } from './MaterialCard';
import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/components/icons';

const SLIDE_COLUMNS = { base: '1fr', sm: `repeat(${HOME_SLIDE_SIZE}, 1fr)` };

const ROW_SKELETON = (
  <Grid templateColumns={SLIDE_COLUMNS} gap="4" aria-busy="true">
    {Array.from({ length: HOME_SLIDE_SIZE }, (_, i) => (
      <Skeleton key={i} h={{ base: '48', md: '56' }} borderRadius="md" />
    ))}
  </Grid>
);

interface ThemeRowProps {
  title: string;
  // The theme's id, or null when the library has no such theme (then the row searches by title).
  themeId: string | null;
  moreHref: string;
  actions: MaterialActions;
}

/**
 * spec platform-core §2: a home row of 9 images in slides of 3; 更多 appears only once the last
 * slide is reached. A click on an image opens its detail in a new tab.
 */
export function ThemeRow({ title, themeId, moreHref, actions }: ThemeRowProps) {
  const [slide, setSlide] = useState(0);
  const { data, loading, error, refetch } = useQuery(ThemeRowMaterialsDocument, {
    variables: themeRowVariables(title, themeId),
  });
  const items = data?.searchMaterials.items ?? [];
  const slides = Math.max(1, Math.ceil(items.length / HOME_SLIDE_SIZE));
  const current = Math.min(slide, slides - 1);
  const last = current === slides - 1;
  const shown = items.slice(current * HOME_SLIDE_SIZE, (current + 1) * HOME_SLIDE_SIZE);
  const headingId = `theme-row-${title}`;

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" mb="3">
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        <HStack gap="2">
          <IconButton
            size="sm"
            variant="outline"
            aria-label={MATERIAL_STRINGS.previousSlide}
            disabled={current === 0}
            onClick={() => {
              setSlide(current - 1);
            }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={MATERIAL_STRINGS.nextSlide}
            disabled={last}
            onClick={() => {
              setSlide(current + 1);
            }}
          >
            <ChevronRightIcon />
          </IconButton>
          {last && items.length > 0 && (
            <Button asChild size="sm" colorPalette="brand" variant="subtle">
              <RouterLink to={moreHref}>{MATERIAL_STRINGS.more}</RouterLink>
            </Button>
          )}
        </HStack>
      </Flex>
      <ListStatus
        loading={loading}
        error={error}
        empty={items.length === 0}
        onRetry={() => refetch()}
        failedText={MATERIAL_STRINGS.listFailed}
        skeleton={ROW_SKELETON}
      >
        <Grid
          templateColumns={SLIDE_COLUMNS}
          gap="4"
          aria-roledescription="carousel"
          aria-label={`${title} ${current + 1} / ${slides}`}
        >
          {shown.map((material) => (
            <MaterialCard
              key={material.id}
              material={material}
              actions={actions}
              newTab
              // The rows' first slides are the home page's largest pictures (its LCP on phones).
              eager={current === 0}
              h={{ base: '48', md: '56' }}
            />
          ))}
        </Grid>
      </ListStatus>
    </Box>
  );
}
