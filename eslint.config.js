import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Node's file, path and URL modules, which the content compiler never imports (docs/decisions/063). */
const nodeFileModules = ['fs', 'fs/promises', 'path', 'url'].flatMap((name) =>
  [name, `node:${name}`].map((module) => ({
    name: module,
    message:
      'The content compiler reads files only through the ContentFolder it is given (scripts/content/contentFolder.ts): the build gives it the disk, the editing screen the files it fetched.',
  })),
);

/** The content compiler's Node side: the files on disk, the generated modules' writer, the loaders' entry. */
const compilerNodeSideFiles = [
  'scripts/content/contentFolderOnDisk.ts',
  'scripts/content/contentDir.ts',
  'scripts/content/generate.ts',
  'scripts/content/index.ts',
];
const compilerNodeSide = {
  regex:
    '(^|/)(contentFolderOnDisk|contentDir|generate)(\\.ts)?$|(^|/)scripts/content(/index(\\.ts)?)?/?$|^\\.{1,2}(/index(\\.ts)?)?/?$|^\\.\\./content(/index(\\.ts)?)?/?$',
  message:
    "This is the content compiler's Node side, which reads the disk: the shared compiler and the editing screen take a ContentFolder instead (scripts/content/contentFolder.ts).",
};

/** What a browser test does instead of waiting for a length of time (docs/decisions/074). */
const waitForAnEvent =
  'Wait for an event or a state, not for time: an auto-retrying expect (toBeVisible, toHaveText, toBeFocused), expect.poll, waitForResponse or waitForFunction. For what must come after a delay, or must not happen, install page.clock before the page loads and move it on (runClock, tests/e2e/support/pageTime.ts).';

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
    // The editing screen's checker compiles a file as the build does before the owner saves it
    // (docs/decisions/050, 063): it may take the content compiler's code, which reads files only
    // through the content folder it is given; nothing else of scripts/, and not the compiler's Node side.
    files: ['admin/src/check/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: nodeFileModules,
          patterns: [
            {
              regex: '(^|/)scripts(/(?!content(/|$)).*)?$',
              allowTypeImports: true,
              message:
                'The editing screen runs only the content compiler (scripts/content/) of the build-time code: import anything else of scripts/ with `import type`.',
            },
            compilerNodeSide,
          ],
        },
      ],
    },
  },
  {
    // The content compiler, which the editing screen runs too (docs/decisions/063): it reads files only
    // through the ContentFolder it is given (scripts/content/contentFolder.ts), never from Node, so a
    // new kind of file access is a change to that interface, which the type check then asks the
    // editing screen to serve. Its Node side (the files on disk, the generated modules' writer, the
    // loaders' entry for scripts and tests) is the ignored files.
    files: ['scripts/content/**/*.ts'],
    ignores: compilerNodeSideFiles,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: nodeFileModules, patterns: [compilerNodeSide] }] },
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
  {
    // Browser tests wait for an event or a state, never for a length of time (docs/decisions/074): a
    // fixed wait is too short on a busy machine and wasted on an idle one.
    files: ['tests/e2e/**/*.ts', 'tests/cms/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: waitForAnEvent }],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']", message: waitForAnEvent },
      ],
    },
  },
);
