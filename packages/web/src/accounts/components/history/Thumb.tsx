import { Box, Image } from '@chakra-ui/react';
import { thumbUrl } from '../../../materials/materials.utils';

/** A 120-wide thumbnail (spec platform-core §9) that opens the large view when clicked. */
export function Thumb({ url, alt, onZoom }: { url: string; alt: string; onZoom?: () => void }) {
  return (
    <Box
      as="button"
      w="16"
      h="16"
      bg="gray.100"
      borderRadius="sm"
      overflow="hidden"
      cursor={onZoom ? 'zoom-in' : 'default'}
      onClick={onZoom}
      aria-label={`查看大图 ${alt}`}
    >
      <Image
        src={thumbUrl(url, 120)}
        alt={alt}
        w="full"
        h="full"
        objectFit="cover"
        loading="lazy"
      />
    </Box>
  );
}
