import { Box, Heading, Stack } from '@chakra-ui/react';
import { useMatches } from 'react-router-dom';
import { deepestHandle } from '../routeHandle';
import { Breadcrumbs } from './Breadcrumbs';

// Pages that later issues fill in: the route's Chinese title and its breadcrumb, nothing invented.
export function PlaceholderPage() {
  const matches = useMatches();
  const title = deepestHandle(matches, 'title') ?? '';
  const crumbs = deepestHandle(matches, 'crumbs') ?? [];
  return (
    <Stack gap="4" py="6" px={{ base: '4', md: '8' }} maxW="7xl" mx="auto" w="full">
      <Breadcrumbs items={[...crumbs, { label: title }]} />
      <Box>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
      </Box>
    </Stack>
  );
}
