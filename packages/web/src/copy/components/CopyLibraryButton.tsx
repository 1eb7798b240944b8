import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ComponentProps } from 'react';
import { COPY_STRINGS as S } from '../copy.strings';
import { CopyLibraryDrawer } from './CopyLibraryDrawer';

type Props = Omit<ComponentProps<typeof CopyLibraryDrawer>, 'open' | 'onClose'> & {
  size?: ButtonProps['size'];
};

/** The 文案库 button with the drawer it opens; `onConfirm` gets the card chosen with 确认选择. */
export function CopyLibraryButton({ size = 'sm', ...drawer }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        {S.library}
      </Button>
      <CopyLibraryDrawer
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        {...drawer}
      />
    </>
  );
}
