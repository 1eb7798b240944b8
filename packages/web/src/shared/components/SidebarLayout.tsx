import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink, Outlet, useMatches } from 'react-router-dom';
import { deepestHandle } from '../routeHandle';

/** Left menu (from the route's `handle.sidebar`) + routed content: account, workbench, quick-create. */
export function SidebarLayout({ aside }: { aside?: ReactNode }) {
  const sidebar = deepestHandle(useMatches(), 'sidebar') ?? { heading: '', groups: [] };
  return (
    <Flex
      maxW="7xl"
      mx="auto"
      w="full"
      gap="6"
      px={{ base: '3', md: '8' }}
      py="6"
      direction={{ base: 'column', md: 'row' }}
    >
      <Box as="nav" aria-label={sidebar.heading} w={{ base: 'full', md: '56' }} flexShrink={0}>
        <Stack gap="4" bg="white" borderRadius="lg" p="4" shadow="xs">
          <Text fontWeight="semibold" fontSize="lg">
            {sidebar.heading}
          </Text>
          {sidebar.groups.map((group, index) => (
            <Stack key={group.title ?? index} gap="1">
              {group.title && (
                <Text fontSize="xs" color="gray.500" px="2">
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
          {aside}
        </Stack>
      </Box>
      <Box flex="1" minW="0" bg="white" borderRadius="lg" shadow="xs">
        <Outlet />
      </Box>
    </Flex>
  );
}
