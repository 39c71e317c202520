// Lint rules, including the dependency arrows of the architecture: core depends on nothing of
// ours and on no React, DOM or Node; client and server never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/generated/**', 'test-results/**', 'playwright-report/**', '.data/**', '.bench/**'] },
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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        { group: ['**/server/**', 'node:*', 'fastify'], message: 'The web app never imports the server or Node.' },
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
