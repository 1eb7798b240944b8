import { Heading, Stack } from '@chakra-ui/react';
import { PATHS } from '../../shared/paths';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { ALL_CREATIONS, CreationCards } from '../components/CreationCards';

/** /modelHome: the 秒创 landing page, four cards (template centre and the three smart creations). */
export function ModelHomePage() {
  return (
    <Stack gap="6" py="8" px={{ base: '4', md: '8' }} maxW="6xl" mx="auto" w="full">
      <Breadcrumbs items={[{ label: '首页', to: PATHS.realHome }, { label: '秒创' }]} />
      <Heading as="h1" size="2xl">
        秒创
      </Heading>
      <CreationCards cards={ALL_CREATIONS} />
    </Stack>
  );
}
