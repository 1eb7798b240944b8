import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../shared/components/icons';
import { searchHref } from '../../shared/paths';
import { STRINGS } from '../../shared/strings';

/** spec platform-core §2: Enter or the icon with a non-empty keyword → emptyPage?text=&img_type=&cur_page=1. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('text') ?? '');

  function submit() {
    // spec platform-core §2: the keyword is trimmed and split on whitespace.
    const keyword = text.trim().split(/\s+/).filter(Boolean).join(' ');
    if (!keyword) return;
    void navigate(searchHref({ text: keyword, imgType: params.get('img_type') ?? '1' }));
  }

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <InputGroup
        w={{ base: '48', lg: '72' }}
        endElement={
          <IconButton type="submit" aria-label={STRINGS.search} variant="ghost" size="xs" me="-2">
            <SearchIcon />
          </IconButton>
        }
      >
        <Input
          aria-label="搜索素材"
          placeholder={STRINGS.searchPlaceholder}
          size="sm"
          borderRadius="full"
          bg="gray.50"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      </InputGroup>
    </form>
  );
}
