import { Button, Group, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { MATERIAL_STRINGS } from '../materials.strings';
import { normaliseKeyword } from '../materials.utils';
import { SearchIcon } from '../../shared/components/icons';
import { STRINGS } from '../../shared/strings';

interface LibrarySearchBoxProps {
  initial?: string;
  // Called with the trimmed keyword; a blank keyword is not submitted.
  onSearch: (keyword: string) => void;
  size?: 'md' | 'lg';
  // An empty submit is allowed (the theme page clears its filter with it).
  allowEmpty?: boolean;
}

/** The big search box of the library home and the theme page. */
export function LibrarySearchBox({
  initial = '',
  onSearch,
  size = 'lg',
  allowEmpty = false,
}: LibrarySearchBoxProps) {
  const [text, setText] = useState(initial);
  return (
    // Not role="search": that landmark is the header's (shown only on searchLists and listDetail).
    <form
      aria-label={MATERIAL_STRINGS.searchLabel}
      onSubmit={(event) => {
        event.preventDefault();
        const keyword = normaliseKeyword(text);
        if (keyword || allowEmpty) onSearch(keyword);
      }}
    >
      <Group attached w="full" maxW="2xl" mx="auto">
        <Input
          aria-label={MATERIAL_STRINGS.searchLabel}
          placeholder={STRINGS.searchPlaceholder}
          size={size}
          bg="white"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <Button type="submit" size={size} colorPalette="brand">
          <SearchIcon />
          {MATERIAL_STRINGS.search}
        </Button>
      </Group>
    </form>
  );
}
