import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { NO_RECORDS } from '../../shared/components/EmptyRecords';
import { COLLECT_STRINGS as S } from '../collections.strings';
import { CollectedMaterials } from './CollectedMaterials';
import { CollectedTemplates } from './CollectedTemplates';
import { WritingCollections } from './WritingCollections';

/**
 * spec platform-core §2 favourites: tabs 素材库 / 秒创 / 秒撰; only un-collecting is offered, after
 * the 确定取消收藏吗？ confirmation, and the item then leaves the list.
 */
export function CollectedHistory() {
  const [tab, setTab] = useState('materials');
  return (
    <Stack p="6" gap="4">
      <Text as="h1" fontSize="xl" fontWeight="semibold">
        {S.myCollections}
      </Text>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          setTab(details.value);
        }}
        variant="line"
        lazyMount
      >
        {/* On a phone the tab names stay whole and the row scrolls, rather than breaking mid-word. */}
        <Tabs.List overflowX="auto" css={{ scrollbarWidth: 'none' }}>
          <Tabs.Trigger value="materials" flexShrink={0} whiteSpace="nowrap">
            {S.tabLibrary}
          </Tabs.Trigger>
          <Tabs.Trigger value="templates" flexShrink={0} whiteSpace="nowrap">
            {S.tabCreate}
          </Tabs.Trigger>
          <Tabs.Trigger value="copy" flexShrink={0} whiteSpace="nowrap">
            {S.tabWrite}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="materials">
          <CollectedMaterials />
        </Tabs.Content>
        <Tabs.Content value="templates">
          <CollectedTemplates confirmTitle={S.uncollectConfirm} emptyText={NO_RECORDS} />
        </Tabs.Content>
        <Tabs.Content value="copy">
          <WritingCollections />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
