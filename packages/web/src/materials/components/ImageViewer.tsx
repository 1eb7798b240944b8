import { CloseButton, Dialog, Image, Portal } from '@chakra-ui/react';
import { MATERIAL_STRINGS } from '../materials.strings';
import { stripQuery } from '../materials.utils';
import { STRINGS } from '../../shared/strings';

interface ImageViewerProps {
  // The image to show; null keeps the viewer closed.
  src: string | null;
  alt?: string;
  onClose: () => void;
}

/** spec platform-core §2: the preview viewer; any query string is stripped before showing. */
export function ImageViewer({ src, alt = '', onClose }: ImageViewerProps) {
  return (
    <Dialog.Root
      open={src !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="cover"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" />
        <Dialog.Positioner>
          <Dialog.Content bg="transparent" shadow="none" aria-label={STRINGS.zoom}>
            <Dialog.Body display="flex" alignItems="center" justifyContent="center" p="4">
              {src !== null && (
                <Image
                  src={stripQuery(src)}
                  alt={alt}
                  maxW="full"
                  maxH="calc(100vh - 6rem)"
                  objectFit="contain"
                  data-testid="image-viewer-img"
                />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton
                size="md"
                color="white"
                _hover={{ bg: 'whiteAlpha.300' }}
                aria-label={MATERIAL_STRINGS.closePreview}
              />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
