import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { COPY_STRINGS as S } from '../copy.strings';
import { CopyLibraryDrawer } from './CopyLibraryDrawer';
import type { CopyCard } from './CopyCardView';

/** The 文案库 button with the drawer it opens; `onCard` gets the card chosen with 确认选择. */
export function CopyLibraryButton({ onCard }: { onCard: (card: CopyCard) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
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
        onConfirm={(_selection, card) => {
          onCard(card);
        }}
      />
    </>
  );
}
