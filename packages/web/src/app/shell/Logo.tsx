import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LogoMark } from '../../shared/components/icons';
import { PRODUCT_NAME } from '../../shared/strings';

export function Logo({ to }: { to: string }) {
  return (
    <Link asChild _hover={{ textDecoration: 'none' }} flexShrink={0}>
      <RouterLink to={to} aria-label={`${PRODUCT_NAME}首页`}>
        <HStack gap="2">
          <LogoMark boxSize="8" color="brand.solid" />
          <Text fontWeight="bold" fontSize="lg" color="gray.900" whiteSpace="nowrap">
            {PRODUCT_NAME}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
