import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Photo and credit as listed in public/images/CREDITS.md.
export const LOGIN_PHOTO = {
  src: '/images/login-aqua.jpg',
  credit: '摄影：Charles Barbin《Aqua》· GPL-2+',
};

/** The login background photo with its credit line; children sit on top of it. */
export function LoginBackground({ children, minH }: { children: ReactNode; minH?: string }) {
  return (
    <Box
      position="relative"
      minH={minH}
      bgImage={`linear-gradient(rgba(15,23,42,0.25), rgba(15,23,42,0.45)), url(${LOGIN_PHOTO.src})`}
      bgSize="cover"
      bgPos="center"
    >
      {children}
      <Text
        position="absolute"
        bottom="2"
        left="3"
        right="3"
        textAlign="right"
        truncate
        fontSize="xs"
        color="whiteAlpha.800"
        textShadow="0 1px 2px rgba(0,0,0,0.6)"
      >
        {LOGIN_PHOTO.credit}
      </Text>
    </Box>
  );
}
