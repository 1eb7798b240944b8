import { Stack, Text } from '@chakra-ui/react';
import { RouteHeading } from '../../shared/components/RouteHeading';
import { CreationCards, SMART_CREATIONS } from '../components/CreationCards';
import { TEMPLATE_STRINGS } from '../templates.strings';

/**
 * smartModel (create-and-write §2 names the route under /modelPage and /design, nothing more): the
 * templates that fill themselves, reached through the three smart creations.
 */
export function SmartModelPage() {
  return (
    <Stack gap="4" py="6" px={{ base: '4', md: '8' }} w="full">
      <RouteHeading />
      <Text color="fg.muted">{TEMPLATE_STRINGS.smartModelIntro}</Text>
      <CreationCards cards={SMART_CREATIONS} />
    </Stack>
  );
}
