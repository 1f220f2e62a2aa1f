import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'build', 'reports', 'test-results', 'playwright-report', 'node_modules', 'src/content/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The boundary between build time and run time (docs/decisions/048): what the browser and the
    // server run may take types from scripts/ (erased when compiled), never code.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'admin/src/**/*.{ts,tsx}'],
    // Except the editing screen's checker, which bundles the content compiler on purpose, to check a
    // file as the build does before the owner saves it (docs/decisions/050); only the owner loads it.
    ignores: ['admin/src/check/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/scripts/**', '**/scripts'],
              allowTypeImports: true,
              message:
                'Build-time code (scripts/) never runs in the browser or the server: import its types with `import type`, or read compiled content from src/content/generated/.',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS modules that a CommonJS tool loads (the sweep's pa11y runner).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // React code only: Playwright fixtures also call a function named `use`.
    files: ['src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}', 'tests/unit/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The strict accessibility rules for everything a visitor, or the owner editing, meets.
    files: ['src/**/*.tsx', 'admin/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
);
