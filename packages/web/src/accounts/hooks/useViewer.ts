import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ViewerDocument } from '@adstudio/schema/client';
import { clearSession, toUserInfo, updateUserInfo, useSession } from '../session';
import type { UserInfo } from '../session';

export interface Viewer {
  userInfo: UserInfo | null;
  isLoggedIn: boolean;
  isDesigner: boolean;
  // Reviewers and administrators get the review console (issue 4).
  isReviewer: boolean;
  // Administrators also manage the banned-word lexicon.
  isAdmin: boolean;
}

/** The logged-in user as stored locally (synchronous, so the header never flickers). */
export function useViewer(): Viewer {
  const { token, userInfo } = useSession();
  return {
    userInfo,
    isLoggedIn: token !== null,
    isDesigner: token !== null && userInfo?.role === 'DESIGNER',
    isReviewer: token !== null && (userInfo?.role === 'REVIEWER' || userInfo?.role === 'ADMIN'),
    isAdmin: token !== null && userInfo?.role === 'ADMIN',
  };
}

/** Refreshes the stored user info from `viewer` once per load. A token the server no longer knows
 * gets UNAUTHENTICATED, which the error link turns into the spec's 401 handling (platform-core §8:
 * clear the session, open the login dialog once). */
export function useViewerSync(): void {
  const { token, userInfo } = useSession();
  const { data } = useQuery(ViewerDocument, {
    skip: token === null,
  });
  useEffect(() => {
    if (!data || token === null) return;
    if (data.viewer === null) {
      clearSession();
      return;
    }
    const fresh = toUserInfo(data.viewer);
    if (JSON.stringify(fresh) !== JSON.stringify(userInfo)) updateUserInfo(fresh);
  }, [data, token, userInfo]);
}
