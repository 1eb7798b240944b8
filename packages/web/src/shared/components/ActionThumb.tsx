import { Box, HStack, IconButton, Image } from '@chakra-ui/react';
import { thumbUrl } from '@adstudio/schema/page-data';
import { STRINGS } from '../strings';
import { DownloadIcon, ZoomIcon } from './icons';

interface Props {
  url: string;
  /** The picture's name: its alt text and what the two buttons say they act on. */
  name: string;
  downloading: boolean;
  onDownload: () => void;
  onZoom: () => void;
  // The box's height (a Chakra size) and the thumbnail's width in pixels.
  h?: string;
  thumbWidth?: number;
}

/** A grid card's picture with 下载 and 查看大图 in its corner (我的下载, 我的上传 as a grid). */
export function ActionThumb({
  url,
  name,
  downloading,
  onDownload,
  onZoom,
  h = '36',
  thumbWidth = 300,
}: Props) {
  return (
    <Box position="relative" bg="gray.100" borderRadius="md" overflow="hidden" h={h}>
      <Image src={thumbUrl(url, thumbWidth)} alt={name} w="full" h="full" objectFit="cover" />
      <HStack position="absolute" top="1" right="1" gap="1">
        <IconButton
          size="xs"
          aria-label={`${STRINGS.download} ${name}`}
          loading={downloading}
          onClick={onDownload}
        >
          <DownloadIcon />
        </IconButton>
        <IconButton size="xs" aria-label={`${STRINGS.zoom} ${name}`} onClick={onZoom}>
          <ZoomIcon />
        </IconButton>
      </HStack>
    </Box>
  );
}
