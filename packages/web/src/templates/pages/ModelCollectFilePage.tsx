import { Heading, Stack } from '@chakra-ui/react';
import { useMatches } from 'react-router-dom';
import { deepestHandle } from '../../shared/routeHandle';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { CollectedTemplates } from '../../collections/components/CollectedTemplates';
import { TEMPLATE_STRINGS } from '../templates.strings';

/** create-and-write §2 favourite templates: 40 a page, zoom, download, confirmed 取消收藏. */
export function ModelCollectFilePage() {
  const matches = useMatches();
  const crumbs = deepestHandle(matches, 'crumbs') ?? [];
  return (
    <Stack gap="4" py="6" px={{ base: '4', md: '8' }} w="full">
      <Breadcrumbs items={[...crumbs, { label: TEMPLATE_STRINGS.favourites }]} />
      <Heading as="h1" size="xl">
        {TEMPLATE_STRINGS.favourites}
      </Heading>
      <CollectedTemplates />
    </Stack>
  );
}
