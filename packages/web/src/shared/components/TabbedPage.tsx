import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export interface PageTab {
  value: string;
  label: string;
  content: ReactNode;
}

interface TabbedPageProps {
  title: string;
  tabs: readonly PageTab[];
  /** Mount a tab's content (and ask for its data) only once it is first chosen. */
  lazyMount?: boolean;
  /** Drawn after the tabs (a viewer the tabs share). */
  children?: ReactNode;
}

/** An account page of tabs under its title (我的下载, 我的收藏); the first tab is chosen. */
export function TabbedPage({ title, tabs, lazyMount = false, children }: TabbedPageProps) {
  const [tab, setTab] = useState(tabs[0]?.value ?? '');
  return (
    <Stack p="6" gap="4">
      <Text as="h1" fontSize="xl" fontWeight="semibold">
        {title}
      </Text>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          setTab(details.value);
        }}
        variant="line"
        lazyMount={lazyMount}
      >
        {/* On a phone the tab names stay whole and the row scrolls, rather than breaking mid-word. */}
        <Tabs.List overflowX="auto" css={{ scrollbarWidth: 'none' }}>
          {tabs.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap">
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ value, content }) => (
          <Tabs.Content key={value} value={value}>
            {content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {children}
    </Stack>
  );
}
