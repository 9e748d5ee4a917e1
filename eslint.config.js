import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,bench}/**/': 'KEBAB_CASE' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through apps/server/src/config.ts.' },
      ],
    },
  },
  {
    // User text is hostile: a pattern whose matching time can grow faster than its input (nested or
    // overlapping quantifiers, or a scan retried from every position) could hold the server's only
    // thread. These two rules prove every literal pattern linear; apps/server/test/linear-patterns.test.ts
    // runs each on 100 KB of adversarial text.
    files: ['apps/**/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': ['error', { ignoreSticky: false, ignorePartial: false }],
    },
  },
  {
    // The one reader of the environment on the server, plus tools and tests that set it up.
    files: [
      'apps/server/src/config.ts',
      'apps/server/test/**',
      'apps/server/scripts/**',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '*.config.{ts,js}',
      '.ci/**',
      'tools/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'apps/server/test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // Build scripts and tools are plain JavaScript: no type information to check against.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS files (tool configurations that must be) load modules with require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
