import { Box } from '@chakra-ui/react';
import { EntryCards } from '../components/EntryCards';
import { HeroCarousel } from '../components/HeroCarousel';
import { ENTRY_GROUPS, HOME_SLIDES } from '../home.constants';

/** /realHome: the main home with the carousel and the entry cards. */
export function RealHomePage() {
  return (
    <>
      <HeroCarousel slides={HOME_SLIDES} />
      <Box maxW="7xl" mx="auto" w="full" px={{ base: '4', md: '8' }} py="10">
        <EntryCards groups={ENTRY_GROUPS} />
      </Box>
    </>
  );
}
