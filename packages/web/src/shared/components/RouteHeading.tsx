import { Heading } from '@chakra-ui/react';
import { useMatches } from 'react-router-dom';
import { deepestHandle } from '../routeHandle';
import { Breadcrumbs } from './Breadcrumbs';

/** A page's breadcrumb trail and h1, both from its route's handle (`title`, `crumbs`). */
export function RouteHeading({ fallbackTitle = '' }: { fallbackTitle?: string }) {
  const matches = useMatches();
  const crumbs = deepestHandle(matches, 'crumbs') ?? [];
  const title = deepestHandle(matches, 'title') ?? fallbackTitle;
  return (
    <>
      <Breadcrumbs items={[...crumbs, { label: title }]} />
      <Heading as="h1" size="xl">
        {title}
      </Heading>
    </>
  );
}
