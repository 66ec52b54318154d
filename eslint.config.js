import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import fs from 'node:fs';

// Import boundaries (ARCHITECTURE.md "Shape"): shared <- api, shared <- web, and features never import each other.
const featuresDir = 'apps/web/src/features';
const webFeatures = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];

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
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: webFeatures
                .filter((f) => f !== feature)
                .flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
              message:
                'Features do not import each other: move what both need to components/, lib/ or shared.',
            },
            { group: ['@dispatchwise/api', '**/apps/api/**'], message: 'The web app never imports the API.' },
          ],
        },
      ],
    },
  })),
  prettier,
);
