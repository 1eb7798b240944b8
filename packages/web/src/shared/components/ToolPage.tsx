import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { deepestHandle } from '../routeHandle';
import { Breadcrumbs } from './Breadcrumbs';

interface Props {
  title: string;
  intro: string;
  children: ReactNode;
}

/**
 * The frame of a 秒撰 tool page (spec create-and-write §2): the route's crumbs ending in the page's
 * title, the title, its intro, then the tool.
 */
export function ToolPage({ title, intro, children }: Props) {
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  return (
    <Stack gap="5" py="6" px={{ base: '4', md: '8' }} maxW="7xl" mx="auto" w="full">
      <Breadcrumbs items={[...crumbs, { label: title }]} />
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{intro}</Text>
      {children}
    </Stack>
  );
}
