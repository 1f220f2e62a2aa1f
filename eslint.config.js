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
      'The content compiler reads files only through the ContentFolder it is given (content-model/compiler/contentFolder.ts): the build gives it the disk, the editing screen the files it fetched.',
  })),
);

/** The content model's Node side (content-model/disk/: the files on disk, the loaders for scripts and tests) and the generated modules' writer. */
const modelDiskSide = {
  regex: '(^|/)content-model/disk(/|$)|^\\.{1,2}/disk(/|$)|^\\.\\./\\.\\./disk(/|$)|(^|/)generate-content(\\.ts)?$',
  message:
    "This is the content model's Node side, which reads the disk: the compiler and the editing screen take a ContentFolder instead (content-model/compiler/contentFolder.ts).",
};

/**
 * What a regular expression over a page's HTML looks like: it names a tag (`<p`, `</p>`, `<!--`, or
 * `<\/p>` in a literal) or an attribute (`value="`). The server fills its pages' named slots by exact
 * marker instead (server/pageTemplates.ts, docs/decisions/075): a pattern over markup breaks when a
 * component changes its attributes' order or its classes, with no type error and no failing test.
 */
const pageMarkup = '/<[a-zA-Z!/\\\\]|[a-zA-Z-]="/';
const pageMarkupMessage =
  'No regular expression over a page: the server fills the named slots of its templates by exact marker (server/pageTemplates.ts; the slots are in src/lib/search/searchPageHooks.ts and src/lib/errorPageHooks.ts).';
const noRegExpOverPages = [
  `Literal[regex.pattern=${pageMarkup}]`,
  `:matches(NewExpression, CallExpression)[callee.name="RegExp"] :matches(Literal[value=${pageMarkup}], TemplateElement[value.raw=${pageMarkup}])`,
].map((selector) => ({ selector, message: pageMarkupMessage }));
/** The server's modules that make pages: no regular expression at all, over markup or anything else. */
const serverPageModules = ['server/search.ts', 'server/errorPage.ts', 'server/pageTemplates.ts'];
/** An address of the editing screen's API, and where it is named (server/admin/wire.ts, docs/decisions/078). */
const apiAddress = String.raw`/^\/admin\/(api|auth|editor\.json)/`;
const apiAddressMessage =
  'Name this address by the wire (adminPaths in server/admin/wire.ts), which the editing screen and the server share.';
const apiAddressRules = [
  { selector: `Literal[value=${apiAddress}]`, message: apiAddressMessage },
  { selector: `TemplateElement[value.raw=${apiAddress}]`, message: apiAddressMessage },
];
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
    // (docs/decisions/050, 063): it runs the content model's compiler, which reads files only through
    // the content folder it is given; never the model's Node side.
    files: ['admin/src/check/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: nodeFileModules,
          patterns: [
            {
              group: ['**/scripts/**', '**/scripts'],
              allowTypeImports: true,
              message: 'Build-time code (scripts/) never runs in the browser: the editing screen takes the content model (content-model/).',
            },
            modelDiskSide,
          ],
        },
      ],
    },
  },
  {
    // The content model, which the editing screen runs too (docs/decisions/063, 073): it reads files only
    // through the ContentFolder it is given (content-model/compiler/contentFolder.ts), never from Node, so a
    // new kind of file access is a change to that interface, which the type check then asks the
    // editing screen to serve. Its Node side is content-model/disk/. Which folders may import which
    // is dependency-cruiser's to keep (.dependency-cruiser.cjs).
    files: ['content-model/**/*.ts'],
    ignores: ['content-model/disk/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: nodeFileModules, patterns: [modelDiskSide] }] },
  },
  {
    // The editing screen's API addresses are named once, in the wire both sides import
    // (server/admin/wire.ts, docs/decisions/078): a literal elsewhere is a second copy that can drift.
    files: ['admin/src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiAddressRules] },
  },
  {
    // The server never reads a page's markup with a pattern (docs/decisions/075), and names the
    // editing API's addresses by the wire (078), which alone may spell them.
    files: ['server/**/*.ts'],
    ignores: ['server/admin/wire.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noRegExpOverPages, ...apiAddressRules] },
  },
  {
    files: ['server/admin/wire.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noRegExpOverPages] },
  },
  {
    files: serverPageModules,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noRegExpOverPages,
        ...apiAddressRules,
        ...['Literal[regex]', ':matches(NewExpression, CallExpression)[callee.name="RegExp"]'].map((selector) => ({
          selector,
          message: `${pageMarkupMessage} The modules that make pages use none at all.`,
        })),
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
