import { Box, Grid, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink, Outlet, useMatches } from 'react-router-dom';
import { deepestHandle } from '../routeHandle';

// A phone shows the menu as one scrolling row above the page and the aside (account settings)
// below it, so the page itself starts on the first screen; a desktop keeps the left column.
const AREAS = { base: '"nav" "main" "aside"', md: '"nav main" "aside main"' };

/** Left menu (from the route's `handle.sidebar`) + routed content: account, workbench, quick-create. */
export function SidebarLayout({ aside }: { aside?: ReactNode }) {
  const sidebar = deepestHandle(useMatches(), 'sidebar') ?? { heading: '', groups: [] };
  return (
    <Grid
      maxW="7xl"
      mx="auto"
      w="full"
      gap={{ base: '3', md: '6' }}
      px={{ base: '3', md: '8' }}
      py={{ base: '3', md: '6' }}
      templateAreas={AREAS}
      templateColumns={{ base: 'minmax(0, 1fr)', md: '14rem minmax(0, 1fr)' }}
      templateRows={{ md: 'auto 1fr' }}
    >
      <Box as="nav" aria-label={sidebar.heading} gridArea="nav" minW="0">
        <Stack
          gap={{ base: '1', md: '4' }}
          direction={{ base: 'row', md: 'column' }}
          overflowX={{ base: 'auto', md: 'visible' }}
          css={{ scrollbarWidth: 'none' }}
          bg="white"
          borderRadius="lg"
          p={{ base: '2', md: '4' }}
          shadow="xs"
        >
          <Text fontWeight="semibold" fontSize="lg" display={{ base: 'none', md: 'block' }}>
            {sidebar.heading}
          </Text>
          {sidebar.groups.map((group, index) => (
            <Stack key={group.title ?? index} gap="1" direction={{ base: 'row', md: 'column' }}>
              {group.title && (
                <Text fontSize="xs" color="gray.500" px="2" display={{ base: 'none', md: 'block' }}>
                  {group.title}
                </Text>
              )}
              {group.items.map((item) => (
                <Link
                  key={item.to}
                  asChild
                  px="2"
                  py="1.5"
                  borderRadius="md"
                  flexShrink={0}
                  whiteSpace="nowrap"
                  _hover={{ bg: 'gray.100' }}
                >
                  <NavLink
                    to={item.to}
                    style={({ isActive }) =>
                      isActive ? { fontWeight: 600, color: '#1d4ed8' } : {}
                    }
                  >
                    {item.label}
                  </NavLink>
                </Link>
              ))}
            </Stack>
          ))}
        </Stack>
      </Box>
      {aside && (
        <Box gridArea="aside" alignSelf="start" bg="white" borderRadius="lg" p="4" shadow="xs">
          {aside}
        </Box>
      )}
      <Box gridArea="main" minW="0" bg="white" borderRadius="lg" shadow="xs" alignSelf="start">
        <Outlet />
      </Box>
    </Grid>
  );
}
