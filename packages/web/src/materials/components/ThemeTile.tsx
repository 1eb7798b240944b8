import { Box, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import type { BoxProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { thumbUrl } from '../materials.utils';

interface ThemeTileProps extends Omit<BoxProps, 'children'> {
  name: string;
  coverUrl: string;
  to: string;
}

/** A theme cover with its name over it (hot topics, theme intro). */
export function ThemeTile({ name, coverUrl, to, ...boxProps }: ThemeTileProps) {
  return (
    <LinkBox
      position="relative"
      borderRadius="lg"
      overflow="hidden"
      bg="gray.700"
      h={{ base: '24', md: '32' }}
      _hover={{ '& img': { transform: 'scale(1.05)' } }}
      {...boxProps}
    >
      {coverUrl && (
        <Image
          src={thumbUrl(coverUrl)}
          alt=""
          w="full"
          h="full"
          objectFit="cover"
          transition="transform 0.3s"
          loading="lazy"
        />
      )}
      <Box position="absolute" inset="0" bg="blackAlpha.500" />
      <Text
        position="absolute"
        inset="0"
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="white"
        fontWeight="bold"
        fontSize={{ base: 'md', md: 'lg' }}
      >
        <LinkOverlay asChild>
          <RouterLink to={to}>{name}</RouterLink>
        </LinkOverlay>
      </Text>
    </LinkBox>
  );
}
