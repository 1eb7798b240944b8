import type { MockLink } from '@apollo/client/testing';
import {
  LoginClientConfigDocument,
  UnreadMessageCountDocument,
  ViewerDocument,
  ViewerPreferencesDocument,
} from '@adstudio/schema/client';
import type { UserInfo } from '../accounts/session';

export const STAFF_SUFFIX = '@adstudio.cn';
export const USER_PHRASE = 'phrase-user';
export const ENTERPRISE_PHRASE = 'phrase-enterprise';

/** A stored user as the session keeps it; override what a test cares about. */
export function buildUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: '1',
    name: '张伟',
    sex: 1,
    department_id: '10',
    department_name: '市场部',
    role: 'USER',
    ...overrides,
  };
}

export function clientConfigMock(): MockLink.MockedResponse {
  return {
    request: { query: LoginClientConfigDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        clientConfig: {
          __typename: 'ClientConfig',
          staffMailSuffix: STAFF_SUFFIX,
          userPhrase: USER_PHRASE,
          enterprisePhrase: ENTERPRISE_PHRASE,
        },
      },
    },
  };
}

/** `viewer` answering with the stored user, so the header's refresh keeps it unchanged. */
/** The header's unread-message count for a signed-in viewer. */
export function unreadMock(count = 0): MockLink.MockedResponse {
  return {
    request: { query: UnreadMessageCountDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { unreadMessageCount: count } },
  };
}

/** The viewer's preferences (accounts/hooks/usePreferences): the defaults unless given. */
export function preferencesMock(
  userId: string,
  { canvasWidth = 750, canvasHeight = 1334, altLayout = false } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ViewerPreferencesDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        viewer: {
          __typename: 'User',
          id: userId,
          preferences: { __typename: 'UserPreferences', canvasWidth, canvasHeight, altLayout },
        },
      },
    },
  };
}

export function viewerMock(userInfo: UserInfo): MockLink.MockedResponse {
  return {
    request: { query: ViewerDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        viewer: {
          __typename: 'User',
          id: userInfo.id,
          name: userInfo.name,
          sexId: userInfo.sex,
          role: userInfo.role,
          department:
            userInfo.department_id === null
              ? null
              : {
                  __typename: 'Department',
                  id: userInfo.department_id,
                  name: userInfo.department_name ?? '',
                },
        },
      },
    },
  };
}
