import { Box, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useViewer } from '../../accounts/hooks/useViewer';
import { LexiconEntriesPanel } from '../components/LexiconEntriesPanel';
import { WhitelistPanel } from '../components/WhitelistPanel';
import { LEXICON_ADMIN_STRINGS as S } from '../lexiconAdmin.strings';

/** 词库管理 (admin): the banned-word lexicon and the whitelist; every change applies at once. */
export function LexiconAdminPage() {
  const { isAdmin } = useViewer();
  if (!isAdmin) {
    return (
      <Box maxW="7xl" mx="auto" px="8" py="16">
        <Text color="gray.600">{S.noPermission}</Text>
      </Box>
    );
  }
  return (
    <Stack gap="5" py="6" px={{ base: '4', md: '8' }} maxW="7xl" mx="auto" w="full">
      <Heading as="h1" size="xl">
        {S.title}
      </Heading>
      <Text color="fg.muted">{S.intro}</Text>
      <Tabs.Root defaultValue="lexicon" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="lexicon">{S.lexiconTab}</Tabs.Trigger>
          <Tabs.Trigger value="whitelist">{S.whitelistTab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="lexicon">
          <LexiconEntriesPanel />
        </Tabs.Content>
        <Tabs.Content value="whitelist">
          <WhitelistPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
