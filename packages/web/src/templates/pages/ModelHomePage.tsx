import { Heading, Stack } from '@chakra-ui/react';
import { HOME_CRUMB } from '../../home/home.routes';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { ALL_CREATIONS, CreationCards } from '../components/CreationCards';
import { MODEL_HOME } from '../templates.routes';

/** /modelHome: the 秒创 landing page, four cards (template centre and the three smart creations). */
export function ModelHomePage() {
  return (
    <Stack gap="6" py="8" px={{ base: '4', md: '8' }} maxW="6xl" mx="auto" w="full">
      <Breadcrumbs items={[HOME_CRUMB, { label: MODEL_HOME.title }]} />
      <Heading as="h1" size="2xl">
        {MODEL_HOME.title}
      </Heading>
      <CreationCards cards={ALL_CREATIONS} />
    </Stack>
  );
}
