import {
  Box,
  CloseButton,
  Drawer,
  Flex,
  IconButton,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../../accounts/hooks/useViewer';
import { MenuIcon } from '../../shared/components/icons';
import { COLLECTED_HISTORY } from '../../accounts/accounts.routes';
import { UPLOAD } from '../../uploads/uploads.routes';
import { LEXICON_ADMIN } from '../../wordcheck/wordcheck.routes';
import { PATHS } from '../../shared/paths';
import { STRINGS } from '../../shared/strings';
import { Logo } from './Logo';
import { SessionButton } from './SessionButton';
import {
  MOBILE_CREATE_HOME,
  MOBILE_LIBRARY_HOME,
  MOBILE_WRITING_ENTRIES,
  quickCreateHref,
} from './navigation';
import type { NavEntry } from './navigation';

function MenuSection({
  title,
  entries,
  onNavigate,
}: {
  title: string;
  entries: NavEntry[];
  onNavigate: () => void;
}) {
  return (
    <Stack gap="1">
      <Text fontSize="xs" color="gray.500" px="2">
        {title}
      </Text>
      {entries.map((entry) => (
        <Link key={entry.to} asChild px="2" py="2" borderRadius="md" _hover={{ bg: 'gray.100' }}>
          <RouterLink to={entry.to} onClick={onNavigate}>
            {entry.label}
          </RouterLink>
        </Link>
      ))}
    </Stack>
  );
}

/** spec platform-core §2: the user-agent-selected mobile header with a side (drawer) menu. */
export function MobileHeader() {
  const [open, setOpen] = useState(false);
  const { userInfo, isLoggedIn, isDesigner, isReviewer, isAdmin } = useViewer();
  const close = () => {
    setOpen(false);
  };
  const creation: NavEntry[] = [
    { label: '秒创', to: quickCreateHref(isDesigner) },
    MOBILE_CREATE_HOME,
  ];
  const library: NavEntry[] = [
    MOBILE_LIBRARY_HOME,
    { label: UPLOAD.title, to: PATHS.uploadPage },
    { label: COLLECTED_HISTORY.title, to: PATHS.collectedHistory },
    ...(isReviewer ? [{ label: STRINGS.review, to: PATHS.review }] : []),
    ...(isAdmin ? [{ label: LEXICON_ADMIN.title, to: PATHS.lexiconAdmin }] : []),
  ];
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex h="14" px="3" align="center" justify="space-between">
        <Logo to={PATHS.realHome} />
        <Drawer.Root
          open={open}
          placement="start"
          onOpenChange={(details) => {
            setOpen(details.open);
          }}
        >
          <Drawer.Trigger asChild>
            <IconButton aria-label={STRINGS.menu} variant="ghost">
              <MenuIcon />
            </IconButton>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW="72">
                <Drawer.Header>
                  <Drawer.Title>
                    {isLoggedIn ? (userInfo?.name ?? STRINGS.menu) : STRINGS.menu}
                  </Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <Stack gap="5">
                    <MenuSection title="创作" entries={creation} onNavigate={close} />
                    <MenuSection
                      title="标题助手 · 文案"
                      entries={MOBILE_WRITING_ENTRIES}
                      onNavigate={close}
                    />
                    <MenuSection title="素材" entries={library} onNavigate={close} />
                  </Stack>
                </Drawer.Body>
                <Drawer.Footer>
                  <SessionButton w="full" beforeLogin={close} />
                </Drawer.Footer>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="关闭菜单" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </Flex>
    </Box>
  );
}
