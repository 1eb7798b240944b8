import { Box, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '../../shared/components/icons';
import { NAV_GROUPS } from './navigation';
import type { NavGroup } from './navigation';

function isActive(group: NavGroup, pathname: string): boolean {
  return [group.to, ...group.children.map((child) => child.to)].some((to) =>
    pathname.startsWith(to),
  );
}

// A CSS hover/focus dropdown rather than Chakra's Menu: the menu machine and its positioning
// engine would otherwise ship with every first page load (BRIEF §7).
const dropdownCss = {
  '&:hover > [data-dropdown], &:focus-within > [data-dropdown]': { display: 'block' },
};

function dropFocus() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** spec platform-core §2: 素材库, 秒创 and 秒撰 with their sub-entries. */
export function NavBar() {
  const { pathname } = useLocation();
  return (
    <HStack as="nav" aria-label="主导航" gap="1" h="full">
      {NAV_GROUPS.map((group) => (
        <Box
          key={group.label}
          position="relative"
          h="full"
          display="flex"
          alignItems="center"
          css={dropdownCss}
        >
          <Link
            asChild
            px="3"
            py="2"
            borderRadius="md"
            fontWeight="medium"
            color={isActive(group, pathname) ? 'brand.fg' : 'gray.700'}
            _hover={{ bg: 'gray.100', textDecoration: 'none' }}
          >
            <RouterLink
              to={group.to}
              aria-haspopup={group.children.length > 0 ? 'true' : undefined}
            >
              {group.label}
              {group.children.length > 0 && <ChevronDownIcon boxSize="3.5" />}
            </RouterLink>
          </Link>
          {group.children.length > 0 && (
            <Box
              as="ul"
              data-dropdown=""
              aria-label={`${group.label}子菜单`}
              display="none"
              position="absolute"
              top="100%"
              left="0"
              minW="36"
              py="1"
              m="0"
              listStyleType="none"
              bg="white"
              borderWidth="1px"
              borderRadius="md"
              shadow="md"
              zIndex="dropdown"
            >
              {group.children.map((child) => (
                <li key={child.to}>
                  <Link
                    asChild
                    display="block"
                    px="4"
                    py="2"
                    fontSize="sm"
                    whiteSpace="nowrap"
                    _hover={{ bg: 'gray.100', textDecoration: 'none' }}
                  >
                    <RouterLink to={child.to} onClick={dropFocus}>
                      {child.label}
                    </RouterLink>
                  </Link>
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </HStack>
  );
}
