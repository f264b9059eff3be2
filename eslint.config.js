import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// SECURITY 42: these Kysely helpers put their argument into SQL unescaped.
const rawSql = {
  selector: "CallExpression[callee.object.name='sql'][callee.property.name=/^(raw|lit|ref|table|id|join)$/]",
  message: 'sql.raw/lit/ref/table/id/join must never receive user input; use sql`...${value}` or the query builder.',
};

// sort() without a comparator compares as strings: [10, 9, 8].sort() is [10, 8, 9] (issue 34.24).
const bareSort = {
  selector: 'CallExpression[callee.property.name=/^(sort|toSorted)$/][arguments.length=0]',
  message: 'Pass a comparator (ascending or byJson from @ctf/shared/sort): a bare sort() compares numbers as text.',
};

// The package roots pull every Chakra component or shared module into the page; import each from its own path.
const smallPageImports = [
  { name: '@chakra-ui/react', message: "Import from '@chakra-ui/react/<component>' to keep pages small." },
  { name: '@ctf/shared', message: "Import from '@ctf/shared/<module>' to keep pages small." },
];

// Chakra components whose recipe is not in the theme (client/src/components/ui/recipes/with-slot-recipe.tsx):
// imported from there, they bring it; imported from Chakra, they would render unstyled.
const themelessParts = [
  'combobox',
  'data-list',
  'dialog',
  'drawer',
  'empty-state',
  'progress',
  'switch',
  'table',
  'tabs',
].map((part) => ({
  name: `@chakra-ui/react/${part}`,
  message: `Import from '@/components/ui/recipes/${part}': it brings the recipe the theme leaves out.`,
}));
const clientImports = [...smallPageImports, ...themelessParts];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      'node_modules/**',
      'test-results/**',
      'e2e/screenshots/**',
      'server/src/db/types.ts',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', rawSql, bareSort],
    },
  },
  {
    // A test database is dropped WITH (FORCE) after its file, which can end a connection that a
    // bare pg.Pool is still closing (pool.end() resolves first); with no listener that error is
    // uncaught and fails the run. createPool (server/src/db/database.ts) listens.
    files: ['server/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        rawSql,
        bareSort,
        { selector: "NewExpression[callee.object.name='pg'][callee.property.name='Pool']", message: 'Use createPool.' },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/env.ts', 'server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in env.ts only.' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: clientImports }],
    },
  },
  {
    // The lists keep their search, filters, sort and page in the address and change several at once
    // (a later no-restricted-imports replaces the one above for these files, hence the spread).
    files: ['client/src/features/admin/**/*.{ts,tsx}', 'client/src/features/organizer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...clientImports,
            {
              name: 'react-router-dom',
              importNames: ['useSearchParams'],
              message: 'Use client/src/lib/use-search-params: its updates start from the address as it is now.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['client/src/components/ui/recipes/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: smallPageImports }] },
  },
);
