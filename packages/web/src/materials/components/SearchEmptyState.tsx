import { EmptyState, VStack } from '@chakra-ui/react';
import { SearchIcon } from '../../shared/components/icons';
import { MATERIAL_STRINGS } from '../materials.strings';

/** spec platform-core §2: the empty state of the search results. */
export function SearchEmptyState() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{MATERIAL_STRINGS.emptyTitle}</EmptyState.Title>
          <EmptyState.Description>{MATERIAL_STRINGS.emptyHint}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
