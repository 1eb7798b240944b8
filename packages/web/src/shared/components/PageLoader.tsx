import { Box, Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useDelayedFlag } from '../hooks/useDelayedFlag';
import { STRINGS } from '../strings';

interface PageLoaderProps {
  active?: boolean;
  // Covers the page (route change in progress) instead of taking the page's place.
  overlay?: boolean;
}

/** The loading animation for lazy routes, shown after the spec's 500 ms delay. */
export function PageLoader({ active = true, overlay = false }: PageLoaderProps) {
  const shown = useDelayedFlag(active);
  if (!shown) return null;
  const body = (
    <VStack gap="3" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      <Text color="gray.500" fontSize="sm">
        {STRINGS.loading}
      </Text>
    </VStack>
  );
  if (!overlay) return <Center minH="50vh">{body}</Center>;
  return (
    <Box position="fixed" inset="0" zIndex="overlay" bg="whiteAlpha.700" pointerEvents="none">
      <Center h="full">{body}</Center>
    </Box>
  );
}
