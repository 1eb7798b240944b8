import { Button, HStack, Input } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { notify } from '../../shared/toaster';
import { SearchIcon } from '../../shared/components/icons';
import { TITLE_STRINGS as S } from '../titles.strings';

interface Props {
  initial?: string;
  placeholder?: string;
  buttonLabel?: string;
  /** Called with the trimmed keyword; never with an empty one (spec §5: 请输入关键字). */
  onSearch: (keyword: string) => void;
}

/** The keyword box of the 秒撰 pages: trimmed; empty warns 请输入关键字. */
export function KeywordSearch({
  initial = '',
  placeholder = S.keywordPlaceholder,
  buttonLabel = S.search,
  onSearch,
}: Props) {
  const [value, setValue] = useState(initial);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = value.trim().replace(/\s+/gu, ' ');
    if (!keyword) {
      notify({ type: 'warning', title: S.enterKeyword });
      return;
    }
    onSearch(keyword);
  };
  return (
    <form onSubmit={submit} role="search">
      <HStack maxW="2xl">
        <Input
          aria-label={S.keyword}
          placeholder={placeholder}
          value={value}
          maxLength={200}
          onChange={(e) => {
            setValue(e.target.value);
          }}
        />
        <Button type="submit" colorPalette="brand">
          <SearchIcon />
          {buttonLabel}
        </Button>
      </HStack>
    </form>
  );
}
