import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../../accounts/hooks/useViewer';
import { StarIcon, UploadIcon } from '../../shared/components/icons';
import { COLLECTED_HISTORY } from '../../accounts/accounts.routes';
import { UPLOAD } from '../../uploads/uploads.routes';
import { LEXICON_ADMIN } from '../../wordcheck/wordcheck.routes';
import { PATHS } from '../../shared/paths';
import { STRINGS } from '../../shared/strings';
import { SessionButton } from './SessionButton';
import { UnreadMessages } from './UnreadMessages';

const DesignerEntry = lazy(() =>
  import('./DesignerEntry').then((mod) => ({ default: mod.DesignerEntry })),
);

interface UserActionsProps {
  // Where the user name leads: the account page (material library) or the workbench.
  userHref: string;
}

/** Upload, collect, the designer entry, and login / user name + logout. */
export function UserActions({ userHref }: UserActionsProps) {
  const { userInfo, isLoggedIn, isDesigner, isReviewer, isAdmin } = useViewer();
  return (
    <HStack gap="2" flexShrink={0}>
      <Button asChild size="sm" colorPalette="brand" variant="subtle">
        <RouterLink to={PATHS.uploadPage}>
          <UploadIcon />
          {UPLOAD.title}
        </RouterLink>
      </Button>
      <Button asChild size="sm" variant="ghost">
        <RouterLink to={PATHS.collectedHistory}>
          <StarIcon />
          {COLLECTED_HISTORY.title}
        </RouterLink>
      </Button>
      {isReviewer && (
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={PATHS.review}>{STRINGS.review}</RouterLink>
        </Button>
      )}
      {isAdmin && (
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={PATHS.lexiconAdmin}>{LEXICON_ADMIN.title}</RouterLink>
        </Button>
      )}
      {isDesigner && (
        <Suspense fallback={null}>
          <DesignerEntry />
        </Suspense>
      )}
      {isLoggedIn && <UnreadMessages />}
      {isLoggedIn && (
        <Link asChild fontSize="sm" fontWeight="medium" maxW="32">
          <RouterLink to={userHref}>
            <Text truncate>{userInfo?.name ?? '我的账号'}</Text>
          </RouterLink>
        </Link>
      )}
      <SessionButton size="sm" />
    </HStack>
  );
}
