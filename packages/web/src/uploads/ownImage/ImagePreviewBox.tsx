import { Box, Image, Text } from '@chakra-ui/react';

interface Props {
  label: string;
  /** The chosen picture, or null for the dashed placeholder with its label. */
  url: string | null;
  size: string;
}

/** The dashed square an image upload shows its picture in (copy-card logos, 秒创's images). */
export function ImagePreviewBox({ label, url, size }: Props) {
  return (
    <Box
      w={size}
      h={size}
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="md"
      display="flex"
      alignItems="center"
      justifyContent="center"
      overflow="hidden"
      bg="bg.muted"
    >
      {url ? (
        <Image src={url} alt={label} maxW="full" maxH="full" objectFit="contain" />
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
      )}
    </Box>
  );
}
