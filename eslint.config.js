// Lint rules, including the dependency arrows of the architecture: core depends on nothing of
// ours and on no React, DOM or Node; client and server never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, relative, resolve } from 'node:path';

const restrict = (patterns) => ['error', { patterns }];

// Zones inside the web app (as bulletproof-react has them): app/ composes the features; a feature
// never imports another feature or app/; form-kit/ and lib/ are shared by all and import neither.
// Checked on the resolved path, so '../entry/x' and '../../features/entry/x' are caught alike.
const clientRoot = resolve(import.meta.dirname, 'src/client');
const zoneOf = (file) => {
  const [top, area] = relative(clientRoot, file).split(/[\\/]/);
  return top === 'features' ? { top, area } : { top };
};
const zoneProblem = (from, to) => {
  if (to.top === 'features' && from.top === 'features' && to.area !== from.area) return `features/${from.area} may not import features/${to.area}: share it through lib/ or compose in app/`;
  if (to.top === 'app' && from.top === 'features') return 'a feature may not import app/: app/ composes the features (pass what you need as props)';
  if ((from.top === 'form-kit' || from.top === 'lib') && (to.top === 'features' || to.top === 'app')) return `${from.top}/ may not import ${to.top}/: it is shared by every feature`;
  return undefined;
};
const importZones = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    if (relative(clientRoot, file).startsWith('..')) return {};
    const from = zoneOf(file);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(file), source.value);
      if (relative(clientRoot, target).startsWith('..')) return;
      const message = zoneProblem(from, zoneOf(target));
      if (message) context.report({ node: source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/generated/**', 'src/.generated-next/**', 'test-results/**', 'playwright-report/**', '.data/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // User text is rendered by React as text; raw HTML needs a reviewed sanitiser first.
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML: render text.' }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-*', '@mui/*', '@emotion/*', '@rjsf/*', 'i18next', 'swr'], message: 'src/core is framework-free.' },
        { group: ['node:*', 'fs', 'path', 'fastify', 'pg', '@electric-sql/*'], message: 'src/core runs in the browser too: no Node or database.' },
        { group: ['**/client/**', '**/server/**', '../client/*', '../server/*'], message: 'core depends on nothing of ours.' },
      ]),
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'import-zones': importZones } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/import-zones': 'error',
      'no-restricted-imports': restrict([
        { group: ['**/server/**', 'node:*', 'fastify'], message: 'The web app never imports the server or Node.' },
      ]),
    },
  },
  {
    // The server's first render of the web app (vite build --ssr) uses emotion's server extraction,
    // a library, not our server.
    files: ['src/client/app/entry-server.tsx'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '!@emotion/server/create-instance', 'node:*', 'fastify'], message: 'The web app never imports the server or Node.' },
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['**/client/**', 'react', 'react-*', '@mui/*'], message: 'The server never imports the web app.' }]),
    },
  },
);
