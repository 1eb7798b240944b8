import { Box, HStack, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A landing page's card: what one part of the product does, and the ways into it (children). */
export function EntryCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg.panel">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted" mt="2" minH="12">
        {intro}
      </Text>
      <HStack gap="3" mt="4" wrap="wrap">
        {children}
      </HStack>
    </Box>
  );
}
