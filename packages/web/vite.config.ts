import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { globalStyles } from './build/global-styles';
import { pageChunks } from './build/page-chunks';

// Three HTML entries: the app, the GraphiQL explorer and the online editor (editor.html), so
// neither the explorer's nor the poster editor's code weighs on the app's initial load (BRIEF §7:
// ≤ 250 KB gzip of initial JS on home).
export default defineConfig({
  plugins: [
    react(),
    pageChunks(),
    globalStyles(),
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
