// One flat config for the workspace. Module boundaries keep dependencies one-way
// (shared/style.md): a forbidden import fails `npm run lint`.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', '**/.nx/**', '**/storybook-static/**', '**/screenshots/**', '**/*.d.ts', '**/mockServiceWorker.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: [
            { sourceTag: 'scope:domain', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:api-contract', onlyDependOnLibsWithTags: ['scope:domain'] },
            { sourceTag: 'scope:api-client', onlyDependOnLibsWithTags: ['scope:api-contract', 'scope:domain'] },
            { sourceTag: 'scope:db', onlyDependOnLibsWithTags: ['scope:domain'] },
            { sourceTag: 'scope:secrets', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:ui', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:mocks', onlyDependOnLibsWithTags: ['scope:api-contract', 'scope:domain'] },
            {
              sourceTag: 'scope:web',
              onlyDependOnLibsWithTags: ['scope:ui', 'scope:api-client', 'scope:api-contract', 'scope:domain', 'scope:mocks'],
              bannedExternalImports: ['knex', 'koa', '@koa/*', 'pg', '@electric-sql/pglite', 'knex-pglite', 'pino'],
            },
            {
              sourceTag: 'scope:cli',
              onlyDependOnLibsWithTags: ['scope:api-client', 'scope:api-contract', 'scope:domain'],
              bannedExternalImports: ['knex', 'koa', '@koa/*', 'pg', '@electric-sql/pglite', 'knex-pglite', 'react', 'react-dom'],
            },
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['scope:db', 'scope:domain', 'scope:api-contract', 'scope:secrets'],
              bannedExternalImports: ['react', 'react-dom', 'react-aria-components'],
            },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:db', 'scope:domain', 'scope:api-contract', 'scope:secrets'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Node scripts (.mjs): the globals Node gives them.
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', localStorage: 'readonly',
        document: 'readonly',
      },
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/test/**', '**/e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
