import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { system } from '../src/app/theme';

/**
 * The `<style>` elements ChakraProvider's global styles render as on a server: the cascade layers'
 * order, and the reset, global CSS and every token's variable (~30 KB).
 */
export const renderGlobalStyles = () =>
  renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }));
