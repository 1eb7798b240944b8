import { Button, HStack, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { ImagePreviewBox } from './ImagePreviewBox';
import { OWN_IMAGE_STRINGS as S } from './ownImage.strings';
import type { useOwnImage } from './useOwnImage';

interface Props {
  label: string;
  image: ReturnType<typeof useOwnImage>;
  /** Offer 一键抠图 (not for a QR code, whose background is part of it). */
  cutout?: boolean;
}

/** A main image (person, product, logo, QR code) with its 一键抠图 button (spec §2, §4 cutout). */
export function OwnImageSlot({ label, image, cutout = true }: Props) {
  const input = useRef<HTMLInputElement>(null);

  return (
    <Stack gap="2" align="center">
      <ImagePreviewBox label={label} url={image.url} size="28" />
      <input
        ref={input}
        type="file"
        accept=".jpg,.jpeg,.png,.svg"
        aria-label={`${S.upload}${label}`}
        hidden
        onChange={(e) => void image.choose(e.target.files?.[0])}
      />
      <HStack gap="1">
        <Button
          size="2xs"
          variant="outline"
          loading={image.uploading}
          onClick={() => input.current?.click()}
        >
          {S.upload}
        </Button>
        {cutout && (
          <Button size="2xs" variant="ghost" onClick={() => void image.cutout()}>
            {S.cutout}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
