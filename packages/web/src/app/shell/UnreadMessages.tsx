import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UnreadMessageCountDocument } from '@adstudio/schema/client';
import { BellIcon } from '../../shared/components/icons';
import { PATHS } from '../../shared/paths';
import { STRINGS } from '../../shared/strings';

// A review result arrives while the user works elsewhere: look again now and then.
const POLL_MS = 60_000;

/** The bell in the header with the number of unread messages, leading to 消息管理. */
export function UnreadMessages() {
  const { data } = useQuery(UnreadMessageCountDocument, { pollInterval: POLL_MS });
  const unread = data?.unreadMessageCount ?? 0;
  return (
    <Button asChild size="sm" variant="ghost" px="2" aria-label={STRINGS.messages(unread)}>
      <RouterLink to={PATHS.accountMessages}>
        <Box as="span" position="relative" display="inline-flex">
          <BellIcon />
          {unread > 0 && (
            <Badge
              data-testid="header-unread"
              colorPalette="red"
              variant="solid"
              size="xs"
              position="absolute"
              top="-2"
              right="-3"
              borderRadius="full"
            >
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </Box>
      </RouterLink>
    </Button>
  );
}
