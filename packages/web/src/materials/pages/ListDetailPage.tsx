import { skipToken, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Grid,
  HStack,
  Heading,
  IconButton,
  Image,
  Skeleton,
  Stack,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useMatches, useSearchParams } from 'react-router-dom';
import type { MaterialDetailQuery } from '@adstudio/schema/client';
import { MaterialDetailDocument, SimilarMaterialsDocument } from '@adstudio/schema/client';
import { deepestHandle } from '../../shared/routeHandle';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { ListStatus } from '../../shared/components/ListStatus';
import { MaterialFacts } from '../components/MaterialFacts';
import { MaterialMasonry } from '../components/MaterialMasonry';
import { MasonrySkeleton } from '../../shared/components/MasonrySkeleton';
import { DownloadIcon, HeartIcon, ZoomIcon } from '../../shared/components/icons';
import { useMaterialActions } from '../hooks/useMaterialActions';
import type { MaterialActions } from '../hooks/useMaterialActions';
import { LARGE_THUMB_WIDTH } from '../materials.constants';
import { MATERIAL_STRINGS } from '../materials.strings';
import { thumbUrl } from '../materials.utils';
import { STRINGS } from '../../shared/strings';

/** /listDetail?id=: the image, every field, download, favourite and similar images. */
export function ListDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  const { actions, viewer } = useMaterialActions();
  const { data, loading, error, refetch } = useQuery(
    MaterialDetailDocument,
    id === '' ? skipToken : { variables: { id } },
  );
  const material = data?.material;

  return (
    <Stack gap="8" py="6" px={{ base: '4', md: '8' }} maxW="7xl" mx="auto" w="full">
      <Breadcrumbs items={[...crumbs, { label: MATERIAL_STRINGS.detailTitle }]} />
      {/* Without an id there is nothing to ask for: that is "not found" too. */}
      <ListStatus
        loading={loading}
        error={error}
        empty={!material}
        onRetry={() => refetch()}
        failedText={MATERIAL_STRINGS.detailFailed}
        emptyText={MATERIAL_STRINGS.notFound}
        notFoundText={MATERIAL_STRINGS.notFound}
        skeleton={DETAIL_SKELETON}
      >
        {material && <MaterialOverview material={material} actions={actions} />}
      </ListStatus>
      {material && <SimilarImages key={material.id} id={material.id} actions={actions} />}
      {viewer}
    </Stack>
  );
}

const DETAIL_SKELETON = (
  <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="8" aria-busy="true">
    <Skeleton h="80" borderRadius="lg" />
    <Stack gap="3">
      <Skeleton h="8" w="60%" />
      <Skeleton h="48" />
    </Stack>
  </Grid>
);

function MaterialOverview({
  material,
  actions,
}: {
  material: MaterialDetailQuery['material'];
  actions: MaterialActions;
}) {
  const downloading = actions.downloadingId === material.id;
  return (
    <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="8" alignItems="start">
      <Box position="relative" bg="gray.100" borderRadius="lg" overflow="hidden">
        <Image
          src={thumbUrl(material.url, LARGE_THUMB_WIDTH)}
          alt={material.title}
          w="full"
          maxH="70vh"
          objectFit="contain"
        />
        <IconButton
          position="absolute"
          top="3"
          right="3"
          size="sm"
          variant="subtle"
          bg="whiteAlpha.900"
          aria-label={STRINGS.zoom}
          onClick={() => {
            actions.preview(material.url, material.title);
          }}
        >
          <ZoomIcon />
        </IconButton>
      </Box>
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {material.title}
        </Heading>
        <MaterialFacts material={material} />
        <HStack gap="3">
          <Button
            colorPalette="brand"
            loading={downloading}
            loadingText={MATERIAL_STRINGS.downloading}
            spinnerPlacement="start"
            onClick={() => {
              actions.download(material.id);
            }}
          >
            <DownloadIcon />
            {MATERIAL_STRINGS.downloadNow}
          </Button>
          <Button
            variant="outline"
            aria-pressed={material.isCollected}
            color={material.isCollected ? 'red.500' : undefined}
            css={material.isCollected ? { '--heart-fill': 'currentColor' } : undefined}
            onClick={() => {
              actions.toggleFavorite(material);
            }}
          >
            <HeartIcon />
            {material.isCollected ? MATERIAL_STRINGS.collected : MATERIAL_STRINGS.collect}
          </Button>
        </HStack>
      </Stack>
    </Grid>
  );
}

// spec platform-core §2/§9: similar images, 20 a page (width 300 thumbnails).
function SimilarImages({ id, actions }: { id: string; actions: MaterialActions }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(SimilarMaterialsDocument, {
    variables: { id, page },
    // spec §8: this list says 获取相似图失败 itself.
    context: { handlesErrors: true },
  });
  const items = data?.similarMaterials.items ?? [];
  const hasNext = data?.similarMaterials.totalCapped ?? false;
  return (
    <Stack as="section" gap="4" aria-labelledby="similar-heading">
      <Heading as="h2" size="lg" id="similar-heading">
        {MATERIAL_STRINGS.similar}
      </Heading>
      <ListStatus
        loading={loading}
        error={error}
        empty={items.length === 0}
        onRetry={() => refetch()}
        failedText={MATERIAL_STRINGS.similarFailed}
        emptyText={MATERIAL_STRINGS.noSimilar}
        skeleton={<MasonrySkeleton count={4} />}
      >
        <MaterialMasonry items={items} actions={actions} />
      </ListStatus>
      {(page > 1 || hasNext) && (
        <HStack justify="center">
          <Button
            size="sm"
            variant="outline"
            disabled={page === 1}
            onClick={() => {
              setPage(page - 1);
            }}
          >
            {MATERIAL_STRINGS.previousPage}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!hasNext}
            onClick={() => {
              setPage(page + 1);
            }}
          >
            {MATERIAL_STRINGS.nextPage}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
