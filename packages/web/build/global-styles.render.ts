import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { system } from '../src/app/theme';

/**
 * The `<style>` elements ChakraProvider's global styles render as on a server (cascade layers,
 * reset, global CSS and every token's variable): emotion's Global finds its own by name and takes
 * it over instead of compiling and inserting ~30 KB of CSS in the app's first commit.
 */
export const renderGlobalStyles = () =>
  renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }));
