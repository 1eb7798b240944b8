import { Box, Heading, Link, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { searchHref } from '../../shared/paths';
import { useMaterialCategories } from '../hooks/useMaterialCategories';
import { MATERIAL_STRINGS } from '../materials.strings';

/** spec platform-core §2: the 13 categories; each goes to emptyPage?text=…&img_type=1&cur_page=1. */
export function CategoryStrip({ active }: { active?: string }) {
  const { categories } = useMaterialCategories();
  // A navigation aid: until the names arrive (or if they cannot) the page above it still works.
  if (categories.length === 0) return null;
  return (
    <Box as="nav" aria-label={MATERIAL_STRINGS.categories}>
      <Heading as="h2" size="sm" mb="3" color="gray.600">
        {MATERIAL_STRINGS.categories}
      </Heading>
      <Wrap gap="2">
        {categories.map((category) => {
          const current = category === active;
          return (
            <Link
              key={category}
              asChild
              px="3"
              py="1"
              borderRadius="full"
              borderWidth="1px"
              fontSize="sm"
              bg={current ? 'brand.solid' : 'white'}
              color={current ? 'white' : 'gray.700'}
              _hover={{ textDecoration: 'none', borderColor: 'brand.solid' }}
            >
              <RouterLink
                to={searchHref({ text: category, imgType: '1' })}
                aria-current={current ? 'page' : undefined}
              >
                {category}
              </RouterLink>
            </Link>
          );
        })}
      </Wrap>
    </Box>
  );
}
