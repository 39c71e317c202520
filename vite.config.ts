import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/lib/precompress';
import { readFileSync } from 'node:fs';
import { sourceHash } from './scripts/lib/source-hash';

// The build's version id (issue 29 item 7; error reports carry it): package.json's version and a
// hash of the build's sources, no git needed (BUILD_ID, when the pipeline gives one, instead). Only
// the web build's value is ever sent (the server's render reports nothing).
const version = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;
const buildId = (process.env.BUILD_ID ?? sourceHash(fileURLToPath(new URL('.', import.meta.url)))).replace(/[^A-Za-z0-9]/g, '').slice(0, 8);
const release = `${version}+${buildId}`;

const root = fileURLToPath(new URL('./src/client', import.meta.url));

// @rjsf/core's default registry imports every field; ours leaves out arrays, anyOf/oneOf and the
// layout grid, which no flow uses (src/client/form-kit/rjsf-fields.ts).
function slimRjsfFields(): Plugin {
  const slim = fileURLToPath(new URL('./src/client/form-kit/rjsf-fields.ts', import.meta.url));
  return {
    name: 'slim-rjsf-fields',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './components/fields/index.js' && importer && /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/.test(importer) ? slim : null;
    },
  };
}

// The web app lives in src/client; flows and copy are imported from the repo root as data.
// `vite build --ssr app/entry-server.tsx` (npm run build) writes the server's first render into
// dist/server: no manifest, no precompressed copies, its own output folder.
export default defineConfig(({ isSsrBuild, command }) => ({
  root,
  plugins: [react(), slimRjsfFields(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: [
      // @rjsf/core always imports markdown-to-jsx (~31 KB gzip); no flow uses markdown.
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/client/form-kit/markdown-stub.tsx', import.meta.url)) },
      // @rjsf/utils resolves "$ref"s with fast-uri; generated flows hold no "$ref". Built only: in
      // `npm run dev` the unbundled validator package builds an Ajv at load, which needs the real one.
      ...(command === 'build' ? [{ find: /^fast-uri$/, replacement: fileURLToPath(new URL('./src/client/form-kit/uri-stub.ts', import.meta.url)) }] : []),
      // react-router's package names only its development build (its checks and warnings; about
      // 0.5 KB gzip more after minification); the production build sits beside it.
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
    ],
  },
  // The server's render bundles every library, in its production build whatever the server's
  // NODE_ENV: the same components as the browser's (rjsf's fields, markdown-to-jsx, fast-uri are
  // replaced there), and the same class names (emotion labels them in a development build, and the
  // browser then drew and inserted every style of the page again while hydrating).
  ssr: { noExternal: true },
  define: { __APP_RELEASE__: JSON.stringify(release), ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}) },
  build: isSsrBuild ? {
    outDir: fileURLToPath(new URL('./dist/server', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  } : {
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
        // Seven characters of content hash instead of eight (42 bits; rolldown needs 7 for this many
        // chunks): the entry chunk names every lazy chunk (its import() calls and the preload map),
        // and random characters do not compress.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
  server: {
    // npm run dev (scripts/dev.ts) adds the proxy to the API server and the pages' brand data.
    fs: { allow: [fileURLToPath(new URL('.', import.meta.url))] },
  },
}));
