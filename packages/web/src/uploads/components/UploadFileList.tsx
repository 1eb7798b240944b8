import { Box, Flex, IconButton, Image, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { thumbUrl } from '../../materials/materials.utils';
import { formatFileSize } from '../../shared/utils/format';
import type { UploadItem } from '../hooks/useUploadQueue';
import { LIST_THUMB_WIDTH } from '../uploads.constants';
import { isInfoComplete } from '../uploads.rules';
import { UPLOAD_STRINGS } from '../uploads.strings';

interface UploadFileListProps {
  items: readonly UploadItem[];
  activeKey: string | null;
  selectAll: boolean;
  onSelect: (key: string) => void;
  onRemove: (key: string) => void;
}

function WarningMark({ label }: { label: string }) {
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      title={label}
      color="orange.500"
      fontWeight="bold"
      fontSize="lg"
      lineHeight="1"
    >
      ⚠
    </Box>
  );
}

/** spec platform-core §2: thumbnails, a spinner while uploading, a warning on failed or incomplete. */
export function UploadFileList({
  items,
  activeKey,
  selectAll,
  onSelect,
  onRemove,
}: UploadFileListProps) {
  if (items.length === 0) {
    return (
      <Text color="gray.500" fontSize="sm" py="10" textAlign="center">
        {UPLOAD_STRINGS.emptyList}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="上传文件列表">
      {items.map((item) => {
        const active = selectAll || item.key === activeKey;
        const warn =
          item.status === 'failed' ||
          (item.status === 'done' && (item.flagged || !isInfoComplete(item.info)));
        const src = item.file ? thumbUrl(item.file.url, LIST_THUMB_WIDTH) : item.previewUrl;
        return (
          <Flex
            as="li"
            key={item.key}
            data-testid="upload-item"
            data-status={item.status}
            aria-current={active ? 'true' : undefined}
            gap="3"
            p="2"
            align="center"
            borderWidth="1px"
            borderRadius="md"
            borderColor={item.flagged ? 'orange.400' : active ? 'brand.500' : 'gray.200'}
            bg={active ? 'brand.50' : 'white'}
            cursor="pointer"
            onClick={() => {
              onSelect(item.key);
            }}
          >
            <Box
              w="16"
              h="16"
              flexShrink={0}
              bg="gray.100"
              borderRadius="sm"
              overflow="hidden"
              position="relative"
            >
              {src && <Image src={src} alt={item.name} w="full" h="full" objectFit="cover" />}
              {item.status === 'uploading' && (
                <Flex
                  position="absolute"
                  inset="0"
                  align="center"
                  justify="center"
                  bg="blackAlpha.400"
                >
                  <Spinner size="sm" color="white" aria-label="上传中" />
                </Flex>
              )}
            </Box>
            <Stack gap="1" flex="1" minW="0">
              <Text fontSize="sm" truncate title={item.name}>
                {item.name}
              </Text>
              {item.status === 'uploading' ? (
                <Progress.Root
                  size="xs"
                  value={Math.round(item.progress * 100)}
                  // The bar's accessible name (Ark puts this on the progressbar element).
                  translations={{ value: ({ percent }) => `${item.name} 上传进度 ${percent}%` }}
                >
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              ) : item.status === 'failed' ? (
                <Text fontSize="xs" color="red.500">
                  {item.error}
                </Text>
              ) : (
                <Text fontSize="xs" color="gray.500">
                  {item.file
                    ? `${item.file.width} x ${item.file.height} px · ${formatFileSize(item.file.fileSize)}`
                    : formatFileSize(item.size)}
                </Text>
              )}
            </Stack>
            {warn && (
              <WarningMark
                label={
                  item.status === 'failed'
                    ? UPLOAD_STRINGS.failedIcon
                    : UPLOAD_STRINGS.incompleteIcon
                }
              />
            )}
            <IconButton
              aria-label={`${UPLOAD_STRINGS.delete} ${item.name}`}
              size="xs"
              variant="ghost"
              onClick={(event) => {
                event.stopPropagation();
                onRemove(item.key);
              }}
            >
              ✕
            </IconButton>
          </Flex>
        );
      })}
    </Stack>
  );
}
