import { Tabs } from '@chakra-ui/react';
import { ToolPage } from '../../shared/components/ToolPage';
import { TextCheckPanel } from '../components/TextCheckPanel';
import { UrlCheckPanel } from '../components/UrlCheckPanel';
import { WORDCHECK_STRINGS as S } from '../wordcheck.strings';

/** /copyPage/copyTitlePage/word-check (spec create-and-write §2 banned-word check). */
export function WordCheckPage() {
  return (
    <ToolPage title={S.title} intro={S.intro}>
      <Tabs.Root defaultValue="text" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="text">{S.textTab}</Tabs.Trigger>
          <Tabs.Trigger value="url">{S.urlTab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="text">
          <TextCheckPanel />
        </Tabs.Content>
        <Tabs.Content value="url">
          <UrlCheckPanel />
        </Tabs.Content>
      </Tabs.Root>
    </ToolPage>
  );
}
