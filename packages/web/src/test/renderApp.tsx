import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createRequireAuth } from '../app/guard';
import { createAppRoutes, sessionGuard } from '../app/routes';
import { system } from '../app/theme';
import { ToasterHost } from '../app/ToasterHost';
import { getSession } from '../accounts/session';
import { clientConfigMock, preferencesMock, unreadMock, viewerMock } from './fixtures';

interface Options {
  mocks?: readonly MockLink.MockedResponse[];
}

/** The whole route table in a memory router, with Chakra and mocked Apollo (clientConfig and,
 * for a stored session, viewer and its preferences are always mocked; a test's own mocks go
 * first). */
export function renderApp(initialPath: string, { mocks = [] }: Options = {}) {
  const { userInfo } = getSession();
  // The login dialog may open in any test; a stored user makes the header refresh `viewer`.
  const allMocks = [
    ...mocks,
    clientConfigMock(),
    ...(userInfo ? [viewerMock(userInfo), unreadMock(), preferencesMock(userInfo.id)] : []),
  ];
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const requireAuth = createRequireAuth(sessionGuard(() => router));
  router = createMemoryRouter(createAppRoutes(requireAuth), { initialEntries: [initialPath] });
  const user = userEvent.setup();
  const utils = render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={allMocks}>
        <>
          <RouterProvider router={router} />
          <ToasterHost />
        </>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { ...utils, router, user };
}

/** One component with Chakra, mocked Apollo and a plain memory router. */
export function renderWithProviders(ui: ReactNode, { mocks = [] }: Options = {}) {
  const user = userEvent.setup();
  const utils = render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>{ui}</MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { ...utils, user };
}
