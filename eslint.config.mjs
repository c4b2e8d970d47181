// One flat config for the workspace. Module boundaries keep dependencies one-way
// (shared/style.md): a forbidden import fails `npm run lint`.
import path from 'node:path';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// apps/web/src is layered (CONTRIBUTING.md, "Web layers"): a file may import only from a lower
// layer, or from its own folder within the same layer. Higher rank = higher layer.
const WEB_SRC = path.resolve(import.meta.dirname, 'apps/web/src');
const WEB_LAYERS = { app: 5, pages: 4, screens: 3, features: 2, shared: 1, components: 0, lib: 0 };
// main.tsx and routes.tsx wire the app together: they belong to its top layer.
const WEB_ROOT_FILES = { 'main.tsx': 'app', 'routes.tsx': 'app' };

/** Layer and unit (the folder one level inside the layer, e.g. 'invoices' in features/invoices) of a web file. */
function webPlace(file) {
  const rel = path.relative(WEB_SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, unit] = rel.split(path.sep);
  const layer = WEB_ROOT_FILES[top] ?? top;
  if (!(layer in WEB_LAYERS)) return null;
  return { layer, unit: unit && !unit.includes('.') ? unit : '' };
}

// A small local rule rather than a plugin: two path lookups per relative import keep it cheap,
// and "a feature may not import another feature" needs the folder, which plain patterns cannot
// express at every depth.
const webLayersRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      upward:
        "'{{source}}' is in {{to}}, above {{from}}: a {{from}} file may import only from lower layers.",
      sibling:
        "'{{source}}' is in {{to}}/{{toUnit}}: {{from}}/{{fromUnit}} may not import another {{to}} folder; " +
        'move what both need down to shared/.',
    },
  },
  create(context) {
    const from = webPlace(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = webPlace(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      const data = { source, from: from.layer, to: to.layer, fromUnit: from.unit, toUnit: to.unit };
      if (WEB_LAYERS[to.layer] > WEB_LAYERS[from.layer]) {
        context.report({ node: node.source, messageId: 'upward', data });
      }
      // Within one layer only features and screens are split into units that must not know each other.
      else if (
        to.layer === from.layer &&
        ['features', 'screens'].includes(to.layer) &&
        to.unit !== from.unit
      ) {
        context.report({ node: node.source, messageId: 'sibling', data });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/.nx/**',
      '**/storybook-static/**',
      '**/screenshots/**',
      '**/*.d.ts',
      '**/mockServiceWorker.js',
    ],
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
            {
              sourceTag: 'scope:api-client',
              onlyDependOnLibsWithTags: ['scope:api-contract', 'scope:domain'],
            },
            { sourceTag: 'scope:db', onlyDependOnLibsWithTags: ['scope:domain'] },
            { sourceTag: 'scope:secrets', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:ui', onlyDependOnLibsWithTags: [] },
            {
              sourceTag: 'scope:mocks',
              onlyDependOnLibsWithTags: ['scope:api-contract', 'scope:domain'],
            },
            {
              // @crm/mocks (scope:mocks) is for stories and tests only: see the no-restricted-imports block below.
              sourceTag: 'scope:web',
              onlyDependOnLibsWithTags: [
                'scope:ui',
                'scope:api-client',
                'scope:api-contract',
                'scope:domain',
                'scope:mocks',
              ],
              bannedExternalImports: [
                'knex',
                'koa',
                '@koa/*',
                'pg',
                '@electric-sql/pglite',
                'knex-pglite',
                'pino',
              ],
            },
            {
              sourceTag: 'scope:cli',
              onlyDependOnLibsWithTags: ['scope:api-client', 'scope:api-contract', 'scope:domain'],
              bannedExternalImports: [
                'knex',
                'koa',
                '@koa/*',
                'pg',
                '@electric-sql/pglite',
                'knex-pglite',
                'react',
                'react-dom',
              ],
            },
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: [
                'scope:db',
                'scope:domain',
                'scope:api-contract',
                'scope:secrets',
              ],
              bannedExternalImports: ['react', 'react-dom', 'react-aria-components'],
            },
            {
              sourceTag: 'scope:tools',
              onlyDependOnLibsWithTags: [
                'scope:db',
                'scope:domain',
                'scope:api-contract',
                'scope:secrets',
              ],
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Node scripts (.mjs): the globals Node gives them.
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        localStorage: 'readonly',
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
  {
    // Web layers, one way. Tests and stories are entry points nothing ships or imports, so they
    // may reach any layer (a feature's screen story renders it inside the app layout).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      'apps/web/src/test/**',
      'apps/web/src/stories/**',
    ],
    plugins: { web: { rules: { layers: webLayersRule } } },
    rules: { 'web/layers': 'error' },
  },
  {
    // Production web code never bundles the mock API; stories, tests and e2e may.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      'apps/web/src/test/**',
      'apps/web/src/stories/**',
      'apps/web/e2e/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@crm/mocks', '@crm/mocks/*'],
              message:
                '@crm/mocks is for stories and tests only (src/test, src/stories, *.test.tsx, *.stories.tsx).',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles among the files of the web app or of the domain package. Workspace
    // packages count as external: the Nx rule above already keeps projects one-way.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (by default only .js), and with what parser.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
