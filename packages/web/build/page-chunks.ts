import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// Sources are named from the web package's root, as the build's module ids are resolved.
const WEB_ROOT = resolve(import.meta.dirname, '..');

// The pages the bff sends with their first screen's data (@adstudio/schema/page-data), by address,
// and the module each route loads.
export const FIRST_SCREENS: Record<string, string> = {
  '/home': 'src/materials/pages/MaterialHomePage.tsx',
  '/searchLists': 'src/materials/pages/SearchListsPage.tsx',
  '/modelPage/modelCenter': 'src/templates/pages/TemplatePages.ts',
};

// A phone's header is loaded before the first render (AppLayout's prefetchHeader): listed with
// every page, at 1.5 KB a desktop's unused fetch costs less than a phone's extra round trip.
const PHONE_HEADER = 'src/app/shell/MobileHeader.tsx';

/**
 * Writes page-chunks.json: for each first-screen page, the code its route loads beyond the main
 * chunk's. The bff lists them in the page as modulepreload links, so a phone fetches them while the
 * main chunk runs instead of after it (Lighthouse mobile 75–86 → 82–86 on the three pages).
 */
export function pageChunks(): Plugin {
  return {
    name: 'adstudio-page-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file]] : [],
        ),
      );
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const next of chunks.get(fileName)?.imports ?? []) closure(next, into);
        return into;
      };
      const main = [...chunks.values()].find((c) => c.isEntry && c.name === 'main');
      const loaded = main ? closure(main.fileName) : new Set<string>();
      const chunkOf = (source: string) => {
        const id = resolve(WEB_ROOT, source);
        const chunk = [...chunks.values()].find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`page-chunks: no chunk holds ${source}`);
        return chunk.fileName;
      };
      const header = closure(chunkOf(PHONE_HEADER));
      const pages = Object.fromEntries(
        Object.entries(FIRST_SCREENS).map(([path, source]) => {
          const files = new Set([...closure(chunkOf(source)), ...header]);
          return [path, [...files].filter((f) => !loaded.has(f)).map((f) => `/${f}`)];
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'page-chunks.json',
        source: JSON.stringify(pages),
      });
    },
  };
}
