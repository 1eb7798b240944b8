import { SegmentGroup, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { COLLECT_STRINGS as S } from '../collections.strings';
import { CollectedCopyCards } from './CollectedCopyCards';
import { CollectedTitles } from './CollectedTitles';

/** The 秒撰 tab of the collection page: 标题助手 (collected titles) or 文案素材 (copy cards). */
export function WritingCollections() {
  const [view, setView] = useState<string>(S.titleAssistant);
  return (
    <Stack gap="4" pt="2">
      <SegmentGroup.Root
        size="sm"
        value={view}
        onValueChange={(details) => {
          if (details.value) setView(details.value);
        }}
        alignSelf="flex-start"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[S.titleAssistant, S.copyMaterial]} />
      </SegmentGroup.Root>
      {view === S.titleAssistant ? <CollectedTitles /> : <CollectedCopyCards />}
    </Stack>
  );
}
