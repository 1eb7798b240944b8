import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as Render from './global-styles.render';

const RENDER = resolve(import.meta.dirname, 'global-styles.render.ts');

/**
 * Puts the theme's global styles into index.html as emotion renders them on a server. A phone
 * parses them with the page, before any script; the app finds them there and neither builds nor
 * inserts its own (App.tsx), which took about 300 ms of a phone's CPU in the first commit. The
 * layers' order is still rendered by ChakraProvider and, built from the same theme in the same
 * build, has the name emotion looks for, so it is taken over rather than inserted twice.
 */
export function globalStyles(): Plugin {
  return {
    name: 'adstudio-global-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { filename }) {
        if (!filename.endsWith('index.html')) return html;
        const { module } = await runnerImport<typeof Render>(RENDER, {
          configFile: false,
          logLevel: 'silent',
        });
        return html.replace('</head>', `${module.renderGlobalStyles()}</head>`);
      },
    },
  };
}
