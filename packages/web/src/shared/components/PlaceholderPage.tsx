import { Stack } from '@chakra-ui/react';
import { RouteHeading } from './RouteHeading';

// Pages that later issues fill in: the route's Chinese title and its breadcrumb, nothing invented.
export function PlaceholderPage() {
  return (
    <Stack gap="4" py="6" px={{ base: '4', md: '8' }} maxW="7xl" mx="auto" w="full">
      <RouteHeading />
    </Stack>
  );
}
