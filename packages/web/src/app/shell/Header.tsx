import { Box, Flex, Spacer } from '@chakra-ui/react';
import { useMatches } from 'react-router-dom';
import { PATHS } from '../../shared/paths';
import { deepestHandle } from '../../shared/routeHandle';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { NavBar } from './NavBar';
import { UserActions } from './UserActions';

/** The desktop header: logo, navigation bar, search (search pages only) and the user actions. */
export function Header() {
  const matches = useMatches();
  const showSearch = deepestHandle(matches, 'headerSearch') === true;
  const library = deepestHandle(matches, 'area') === 'library';
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="8xl" mx="auto" h="16" px="6" align="center" gap="5">
        <Logo to={library ? PATHS.home : PATHS.realHome} />
        <NavBar />
        {showSearch && <HeaderSearch />}
        <Spacer />
        <UserActions userHref={library ? PATHS.accountUploadHistory : PATHS.modelDesignHistory} />
      </Flex>
    </Box>
  );
}
