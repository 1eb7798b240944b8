import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as Render from './global-styles.render';

const RENDER = resolve(import.meta.dirname, 'global-styles.render.ts');

/**
 * Puts the theme's global styles into index.html as emotion renders them on a server. A phone
 * then parses them with the page, before any script, and the app's first commit skips them
 * (Lighthouse: one 300 ms task less on a phone's CPU). They are built from the same theme as the
 * app's code, in the same build, so the names emotion looks for match.
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
