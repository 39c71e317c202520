import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./src/client', import.meta.url));

// The web app lives in src/client; flows and copy are imported from the repo root as data.
export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: [
      // @rjsf/core always imports markdown-to-jsx (~31 KB gzip); no flow uses markdown.
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/client/form-kit/markdown-stub.tsx', import.meta.url)) },
      // @rjsf/utils resolves "$ref"s with fast-uri; generated flows hold no "$ref".
      { find: /^fast-uri$/, replacement: fileURLToPath(new URL('./src/client/form-kit/uri-stub.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The bundle budget (scripts/lib/bundle-budget.ts) reads which chunks the first render needs from here.
    manifest: true,
    rolldownOptions: {
      output: {
        // What the entry imports statically is one chunk: left to itself, the bundler splits it into
        // dozens of small shared chunks, each compressed on its own (several KB more gzip).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/index\.html$|[\\/]app[\\/]main\.tsx$/.test(id) }] },
      },
    },
  },
  server: {
    fs: { allow: [fileURLToPath(new URL('.', import.meta.url))] },
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
