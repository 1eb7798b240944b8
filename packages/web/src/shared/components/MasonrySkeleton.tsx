import { SimpleGrid, Skeleton } from '@chakra-ui/react';

const HEIGHTS = ['48', '64', '40', '56', '44', '60', '52', '36'] as const;

/** spec platform-core §2: a skeleton while a list of images loads. */
export function MasonrySkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid
      columns={{ base: 2, md: 3, lg: 4 }}
      gap="3"
      aria-busy="true"
      data-testid="masonry-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={HEIGHTS[i % HEIGHTS.length]} borderRadius="md" />
      ))}
    </SimpleGrid>
  );
}
