import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMatches } from 'react-router-dom';
import { deepestHandle } from '../../shared/routeHandle';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { TextCheckPanel } from '../components/TextCheckPanel';
import { UrlCheckPanel } from '../components/UrlCheckPanel';
import { WORDCHECK_STRINGS as S } from '../wordcheck.strings';

/** /copyPage/copyTitlePage/word-check (spec create-and-write §2 banned-word check). */
export function WordCheckPage() {
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  return (
    <Stack gap="5" py="6" px={{ base: '4', md: '8' }} maxW="7xl" mx="auto" w="full">
      <Breadcrumbs items={[...crumbs, { label: S.title }]} />
      <Heading as="h1" size="xl">
        {S.title}
      </Heading>
      <Text color="fg.muted">{S.intro}</Text>
      <Tabs.Root defaultValue="text" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="text">{S.textTab}</Tabs.Trigger>
          <Tabs.Trigger value="url">{S.urlTab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="text">
          <TextCheckPanel />
        </Tabs.Content>
        <Tabs.Content value="url">
          <UrlCheckPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
