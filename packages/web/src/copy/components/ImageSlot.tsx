import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../shared/toaster';
import { COPY_STRINGS as S, IMAGE_MAX_BYTES } from '../copy.strings';
import { checkImage } from '../copy.utils';
import { ImagePreviewBox } from './ImagePreviewBox';

const MESSAGES = { wrongType: S.wrongType, tooLarge: S.tooLarge, emptyFile: S.emptyFile } as const;

/** One image slot of the card generator: JPG/PNG/SVG under 5 MB (spec §5), previewed locally. */
export function ImageSlot({ label }: { label: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const verdict = await checkImage(file, IMAGE_MAX_BYTES);
    if (verdict !== 'ok') {
      notify({ type: 'warning', title: MESSAGES[verdict] });
      return;
    }
    setUrl(URL.createObjectURL(file));
  };

  return (
    <Stack gap="2" align="center">
      <ImagePreviewBox label={label} url={url} size="24" />
      <input
        ref={input}
        type="file"
        accept=".jpg,.jpeg,.png,.svg"
        aria-label={`${S.upload} ${label}`}
        hidden
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button size="2xs" variant="outline" onClick={() => input.current?.click()}>
        {S.upload}
      </Button>
      <Button
        size="2xs"
        variant="ghost"
        onClick={() => {
          // The cutout service comes with 秒创; until then the spec's "feature off" message.
          notify({ type: 'warning', title: url ? S.cutoutOff : S.uploadFirst });
        }}
      >
        {S.cutout}
      </Button>
    </Stack>
  );
}
