import { Box, Stack, Text } from '@chakra-ui/react';
import { STRINGS } from '../../shared/strings';

// The filing number is the operator's, not ours to invent: it comes from the build environment
// (VITE_ICP_FILING) and the line is left out when unset.
const FILING = (import.meta.env['VITE_ICP_FILING'] as string | undefined) ?? '';

/** spec platform-core §2: filing number and copyright, on the home and search pages. */
export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="white" py="6" mt="12">
      <Stack gap="1" align="center" fontSize="sm" color="gray.500">
        {FILING && <Text>{FILING}</Text>}
        <Text>{STRINGS.copyright}</Text>
      </Stack>
    </Box>
  );
}
