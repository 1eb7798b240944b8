import { Box, HStack, IconButton, Image } from '@chakra-ui/react';
import { DownloadIcon, ZoomIcon } from '../../../shared/components/icons';
import { thumbUrl } from '../../../materials/materials.utils';
import { HISTORY_STRINGS } from './history.strings';

interface Props {
  url: string;
  /** The picture's name: its alt text and what the two buttons say they act on. */
  name: string;
  downloading: boolean;
  onDownload: () => void;
  onZoom: () => void;
}

/** A grid card's picture with 下载 and 查看大图 in its corner (我的下载, 我的上传 as a grid). */
export function ActionThumb({ url, name, downloading, onDownload, onZoom }: Props) {
  return (
    <Box position="relative" bg="gray.100" borderRadius="md" overflow="hidden" h="36">
      <Image src={thumbUrl(url, 300)} alt={name} w="full" h="full" objectFit="cover" />
      <HStack position="absolute" top="1" right="1" gap="1">
        <IconButton
          size="xs"
          aria-label={`${HISTORY_STRINGS.download} ${name}`}
          loading={downloading}
          onClick={onDownload}
        >
          <DownloadIcon />
        </IconButton>
        <IconButton size="xs" aria-label={`${HISTORY_STRINGS.zoom} ${name}`} onClick={onZoom}>
          <ZoomIcon />
        </IconButton>
      </HStack>
    </Box>
  );
}
