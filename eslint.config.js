import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { webLayers } from './eslint/web-layers.js';

// Import boundaries (ARCHITECTURE.md "Shape"): shared <- api, shared <- web; inside the web app
// lib/components <- entities <- features <- app, and features never import each other (eslint/web-layers.js).

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dispatchwise/api', '@dispatchwise/web', '**/apps/**'],
              message: 'shared depends on nothing in apps/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dispatchwise/web', '**/apps/web/**', '**/packages/shared/**'],
              message: 'The API imports shared as @dispatchwise/shared and never the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    // API modules meet only at their doors (docs/decisions/123): another module is imported as
    // '../<module>/index' (what its index.ts exports), never one of its files. This block replaces the
    // one above for module files, so it repeats its pattern.
    files: ['apps/api/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dispatchwise/web', '**/apps/web/**', '**/packages/shared/**'],
              message: 'The API imports shared as @dispatchwise/shared and never the web app.',
            },
            {
              regex: '^\\.\\./[^./][^/]*/(?!index$).+',
              message:
                "Import another API module through its door, '../<module>/index' (decision 123): add what you need to its index.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dispatchwise/api', '**/apps/api/**', '**/packages/shared/**'],
              message: 'The web app imports shared as @dispatchwise/shared and never the API.',
            },
          ],
          paths: [
            {
              name: '@mui/material',
              importNames: ['Tooltip'],
              message: "Use components/tooltip's Tooltip, which loads MUI's on use (decision 211).",
            },
            {
              name: '@mui/material/Tooltip',
              allowTypeImports: true,
              message: "Use components/tooltip's Tooltip, which loads MUI's on use (decision 211).",
            },
            {
              name: '@hookform/resolvers/zod',
              message:
                "Use lib/form-schema's schemaResolver, which loads zod's resolver on use (decision 212).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**'],
    plugins: { local: webLayers },
    rules: { 'local/web-layers': 'error' },
  },
  {
    // Web test files share one module graph (decision 190); a file that mocks modules runs in a graph of its
    // own, which its name asks for.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.mocked.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'A test file that mocks modules is named *.mocked.test.tsx (it runs isolated; decision 190).',
        },
      ],
    },
  },
  prettier,
);
