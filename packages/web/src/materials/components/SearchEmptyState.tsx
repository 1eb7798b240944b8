import { EmptyState, VStack } from '@chakra-ui/react';
import { SearchIcon } from '../../shared/components/icons';
import { MATERIAL_STRINGS } from '../materials.strings';

/**
 * spec platform-core §2: the empty state of the search results. Without a keyword (a theme with no
 * images yet) it says so, rather than blaming a keyword nobody typed.
 */
export function SearchEmptyState({ keyword = true }: { keyword?: boolean }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>
            {keyword ? MATERIAL_STRINGS.emptyTitle : MATERIAL_STRINGS.themeEmpty}
          </EmptyState.Title>
          {keyword && <EmptyState.Description>{MATERIAL_STRINGS.emptyHint}</EmptyState.Description>}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
