import { skipToken, useQuery } from '@apollo/client/react';
import { Box, IconButton, Image, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { SupportQrDocument } from '@adstudio/schema/client';
import { HeadsetIcon } from '../../shared/components/icons';
import { STRINGS } from '../../shared/strings';

// spec platform-core §2: the QR is the material carrying both tags; replacing it is an upload.
const SUPPORT_QR_TAGS = '客户端专用图 客户端二维码';

/** Floating customer-service entry: the group QR + 使用产品有问题? 扫码联系我们. */
export function SupportWidget() {
  const [open, setOpen] = useState(false);
  // Asked for on the first opening, so pages that never open the panel never pay for it.
  const [wanted, setWanted] = useState(false);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const { data } = useQuery(
    SupportQrDocument,
    wanted ? { variables: { text: SUPPORT_QR_TAGS } } : skipToken,
  );
  const qrSrc = data?.searchMaterials.items[0]?.url ?? null;
  const showImage = qrSrc !== null && qrSrc !== brokenSrc;

  // Close on a click elsewhere or Escape, like a popover.
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Box
      ref={root}
      position="fixed"
      right={{ base: '3', md: '6' }}
      bottom={{ base: '4', md: '8' }}
      zIndex="docked"
    >
      {open && (
        <Box
          id="support-panel"
          role="dialog"
          aria-label={STRINGS.supportToggle}
          position="absolute"
          right="0"
          bottom="100%"
          mb="3"
          w="56"
          p="4"
          bg="white"
          borderRadius="lg"
          shadow="lg"
          textAlign="center"
        >
          {showImage && (
            <Image
              src={qrSrc}
              alt={STRINGS.supportQrAlt}
              boxSize="40"
              mx="auto"
              mb="3"
              objectFit="contain"
              onError={() => {
                setBrokenSrc(qrSrc);
              }}
            />
          )}
          <Text fontSize="sm">{STRINGS.supportText}</Text>
        </Box>
      )}
      <IconButton
        aria-label={STRINGS.supportToggle}
        aria-expanded={open}
        aria-controls="support-panel"
        colorPalette="brand"
        rounded="full"
        size="lg"
        shadow="lg"
        onClick={() => {
          setWanted(true);
          setOpen((value) => !value);
        }}
      >
        <HeadsetIcon />
      </IconButton>
    </Box>
  );
}
