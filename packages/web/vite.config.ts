import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The pages the bff sends with their first screen's data (@adstudio/schema/page-data), by address,
// and the module each route loads.
const FIRST_SCREENS: Record<string, string> = {
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
function pageChunks(): Plugin {
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
        const id = resolve(import.meta.dirname, source);
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

// Three HTML entries: the app, the GraphiQL explorer and the online editor (editor.html), so
// neither the explorer's nor the poster editor's code weighs on the app's initial load (BRIEF §7:
// ≤ 250 KB gzip of initial JS on home).
export default defineConfig({
  plugins: [
    react(),
    pageChunks(),
    // Brotli and gzip copies built once at the highest levels, served by the bff's static files
    // (preCompressed): compressing per request would cost CPU on every page load.
    compression({
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://127.0.0.1:4000' },
  },
  preview: {
    port: 4173,
    proxy: { '/graphql': 'http://127.0.0.1:4000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        explorer: resolve(import.meta.dirname, 'explorer.html'),
        editor: resolve(import.meta.dirname, 'editor.html'),
      },
      // React is shared by the entries and changes rarely: its own long-cached chunk.
      output: {
        manualChunks: { react: ['react', 'react-dom', 'react-dom/client'] },
        // Route code split into dozens of 1–2 KB chunks cost a request (and its headers) each:
        // small chunks merge into ones that load with them anyway.
        experimentalMinChunkSize: 20_000,
      },
    },
  },
});
