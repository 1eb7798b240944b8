import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../paths';
import { STRINGS } from '../strings';

export function NotFoundPage() {
  return (
    <VStack gap="4" py="24" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="gray.300">
        404
      </Text>
      <Heading as="h1" size="lg">
        {STRINGS.notFoundTitle}
      </Heading>
      <Text color="gray.500">{STRINGS.notFoundHint}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={PATHS.realHome}>{STRINGS.backHome}</RouterLink>
      </Button>
    </VStack>
  );
}
