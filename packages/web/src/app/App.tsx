import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { getToken } from '../accounts/session';
import { createAppClient } from './appClient';
import { restorePageData } from './pageData';
import type { AppRouter } from './routes';
import { system } from './theme';
import { ToasterHost } from './ToasterHost';

// A built page carries the theme's global CSS (build/global-styles.ts). The provider is then given
// none to insert, and the system never builds it: tokens to CSS is most of createSystem's work.
const providedSystem: typeof system = document.querySelector('style[data-emotion^="css-global "]')
  ? (Object.create(system, { _global: { value: [] } }) as typeof system)
  : system;

function createClient() {
  const client = createAppClient();
  restorePageData(client, getToken() !== null);
  return client;
}

/** The app around a router that main.tsx made (it waits for the first route's code). */
export function App({ router }: { router: AppRouter }) {
  const [client] = useState(createClient);
  return (
    <ChakraProvider value={providedSystem}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
        <ToasterHost />
      </ApolloProvider>
    </ChakraProvider>
  );
}
