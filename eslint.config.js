// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries of ARCHITECTURE.md: engine ← contracts ← server, web, cli. */
const ourPackages = ['@cocho/*', '**/apps/*', '**/packages/*'];

/**
 * Server layout (ARCHITECTURE.md, apps/server/README.md): `src/<feature>/{routes.ts, repository.ts,
 * use-cases/}`. A feature's repository is used (beyond its types) by that feature only, except that auth
 * reads users; use cases and repositories know nothing of HTTP. Relative imports: `./repository` and
 * `../repository` are the feature's own, `../<other>/repository` another's.
 */
const serverRepositoryOf = (allowed) => ({
  regex: `^(\\.\\.?/)+${allowed ? `(?!(${allowed})/)` : ''}[^./][^/]*/repository$`,
  allowTypeImports: true,
  message: "Another feature's repository: call that feature's use case (types may be imported).",
});
const serverTransportFree = [
  { regex: '(^|/)http/', message: 'Use cases and repositories are transport-free: no http/.' },
  { regex: '^(fastify|@fastify/.*)$', message: 'Use cases and repositories are transport-free: no Fastify.' },
];
/** Dialect differences live only in apps/server/src/db/dialects/ (docs/decisions/database-types.md). */
const serverDialectFree = [
  { regex: '^(better-sqlite3|pg)$', message: 'Dialect code lives in db/dialects/.' },
  {
    regex: '^kysely$',
    importNames: ['SqliteAdapter', 'PostgresAdapter', 'SqliteDialect', 'PostgresDialect'],
    message: 'Dialect code lives in db/dialects/ (isSqlite, isPostgres, lockUserRow).',
  },
];
/**
 * Web layering (ARCHITECTURE.md): app/ → features/ → shared modules. The shared modules (infrastructure and
 * the pieces every screen uses) never import a feature; a feature never imports another one, except where
 * WEB_FEATURE_ALLOWANCES says so. Anything two features need goes to a shared module instead.
 */
const WEB_SHARED = [
  'ui',
  'format',
  'i18n',
  'api',
  'engine-worker',
  'export',
  'storage',
  'catalogue',
  'diet-view',
  'session',
  'layout',
  'theme',
  'testing',
  'consultancy-picker',
  'diet-lifecycle',
  'help',
  'notifications',
  'offline',
];
const WEB_FEATURES = [
  'ads',
  'animal',
  'auth',
  'comparison',
  'company',
  'consultancy',
  'dashboard',
  'diet',
  'feeds',
  'finance',
  'home',
  'mixture',
  'placeholder',
  'prediction',
  'premium',
  'records',
  'requirements',
  'sharing',
  'static-pages',
  'supplement',
  'user',
];
/**
 * The features a feature may import, each for a screen that composes them: the diet wizard's steps are the
 * animal form, the requirements table, the feed comparison, the financial report and the mixer's batch
 * sheet, and it saves through the record-session kit; the prediction screen has the animal form, the record
 * kit and saves a diet as the wizard does (SaveDietDialog, saved feeds); the requirements screen has the
 * animal form; the mixture screen saves a mix through the record kit and SaveDietDialog; the short table
 * opens the composition comparison; the save menus and saved lists compose the share dialog and the shared
 * lists (sharing). Tests may assemble fixtures across
 * features (they are not checked).
 */
const WEB_FEATURE_ALLOWANCES = {
  diet: ['animal', 'requirements', 'comparison', 'finance', 'mixture', 'records', 'sharing'],
  prediction: ['animal', 'records', 'diet', 'sharing'],
  requirements: ['animal', 'records', 'diet', 'sharing'],
  mixture: ['records', 'diet', 'sharing'],
  // Saved supplements and comparisons are shared like the other records; the public page shows them
  // (docs/decisions/saved-supplements-comparisons.md).
  supplement: ['diet', 'sharing', 'comparison', 'records'],
  comparison: ['sharing', 'records'],
  // My records and Save, one pair of dialogs for the prediction, requirements and mixture screens.
  records: ['diet', 'sharing'],
  sharing: ['supplement', 'comparison'],
  feeds: ['comparison'],
  // The company feed form is the send-feed form plus the company's fields (feeds/feed-form.ts).
  company: ['feeds'],
};
const WEB_OWN_PATTERNS = [
  {
    group: ['@cocho/server', '**/apps/server/**', '@cocho/cli'],
    message: 'The web app talks to the server through @cocho/contracts only.',
  },
];
/**
 * Numbers people type go through the one reader (docs/decisions/web-number-locale.md): `readLocaleNumber` through
 * ui/NumberField.tsx and ui/read-number.ts. The engine's older, language-blind parsers stay for stored and
 * CLI data only.
 */
const WEB_OLD_NUMBER_PARSERS = {
  name: '@cocho/engine',
  importNames: [
    'parseDecimal',
    'parseFeedCost',
    'parseLocaleNumber',
    'parseMoney',
    'parsePercent',
    'parseFormNumber',
  ],
  message:
    'Typed numbers go through the one reader: NumberField (ui/NumberField.tsx), readTypedNumber (ui/read-number.ts) or readLocaleNumber.',
};
const webImportRules = (patterns, { allowOldParsers = false } = {}) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: allowOldParsers ? [] : [WEB_OLD_NUMBER_PARSERS],
      patterns: [...WEB_OWN_PATTERNS, ...patterns],
    },
  ],
});
const ONE_NUMBER_READER =
  'Typed numbers go through the one reader: NumberField (ui/NumberField.tsx), readTypedNumber (ui/read-number.ts) or readLocaleNumber.';
const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'];
const webFeatureBoundary = (feature) => {
  const allowed = [feature, ...(WEB_FEATURE_ALLOWANCES[feature] ?? [])].join('|');
  return {
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: WEB_TESTS,
    rules: webImportRules([
      {
        // '../<other>/…' from the feature's folder, '../../<other>/…' from a folder inside it.
        regex: `^(\\.\\./|\\.\\./\\.\\./)(?!(${allowed})/)(${WEB_FEATURES.join('|')})/`,
        message: `A feature imports no other feature (eslint.config.js WEB_FEATURE_ALLOWANCES): move the shared piece to ui/ or a shared module.`,
      },
      {
        regex: `(^|/)features/(?!(${allowed})/)`,
        message: `A feature imports no other feature (eslint.config.js WEB_FEATURE_ALLOWANCES): move the shared piece to ui/ or a shared module.`,
      },
    ]),
  };
};

const serverRules = (patterns, { dialects = false } = {}) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: dialects ? patterns : [...patterns, ...serverDialectFree] },
  ],
});
/** Files that speak one dialect on purpose: the dialects, the SQLite-only backup tool, the test databases. */
const SERVER_DIALECT_FILES = [
  'apps/server/src/db/dialects/**/*.ts',
  'apps/server/src/db/backup*.ts',
  'apps/server/src/testing/**/*.ts',
];
const SERVER_TESTS = ['apps/server/src/**/*.test.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tsbuild/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.builds/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', '.ci/**', 'vitest.config.ts', 'e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The engine is pure: no other package of ours, no Node or DOM, no clock or randomness.
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ourPackages, message: 'The engine imports nothing of ours.' },
            {
              group: ['node:*', 'fs', 'path', 'os', 'child_process'],
              message: 'The engine has no Node APIs.',
            },
            {
              group: ['react', 'react-dom', '@mui/*', 'kysely', 'fastify'],
              message: 'The engine has no framework.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'process',
        'localStorage',
        'fetch',
        'navigator',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'The engine has no clock: pass time in.' },
        { object: 'Math', property: 'random', message: 'The engine has no randomness: pass a seed in.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The engine has no clock.' },
      ],
    },
  },
  {
    // The LP solver is used through one wrapper file only.
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/formulation/lp-solver.ts', 'packages/engine/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ourPackages, message: 'The engine imports nothing of ours.' },
            {
              group: ['node:*', 'fs', 'path', 'os', 'child_process'],
              message: 'The engine has no Node APIs.',
            },
            {
              group: ['react', 'react-dom', '@mui/*', 'kysely', 'fastify'],
              message: 'The engine has no framework.',
            },
            { group: ['highs', 'glpk.js'], message: 'Use the solver through formulation/lp-solver.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cocho/server', '@cocho/web', '@cocho/cli', '**/apps/*'],
              message: 'contracts import only the engine.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app never imports the server, not even types.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every user-facing text goes through i18n: no literal words in JSX text or in text props.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-zÀ-ÿ]{2,}/]',
          message: 'User-facing text goes through i18n (t()).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(label|title|placeholder|aria-label|helperText|alt)$/] > Literal[value=/[A-Za-zÀ-ÿ]{2,}/]',
          message: 'User-facing text goes through i18n (t()).',
        },
        // Every typed number goes through the one reader (docs/decisions/web-number-locale.md): no parseFloat/parseInt, no
        // Number() on what a text field holds, no browser number input (it reads "1.800" its own way).
        { selector: 'CallExpression[callee.name=/^(parseFloat|parseInt)$/]', message: ONE_NUMBER_READER },
        {
          selector:
            "CallExpression[callee.object.name='Number'][callee.property.name=/^(parseFloat|parseInt)$/]",
          message: ONE_NUMBER_READER,
        },
        {
          selector:
            "JSXOpeningElement[name.name=/^(TextField|input|InputBase|OutlinedInput|FilledInput|Input)$/]:not(:has(JSXAttribute[name.name='select'])) CallExpression[callee.name='Number']",
          message: ONE_NUMBER_READER,
        },
        {
          selector:
            "JSXOpeningElement[name.name=/^(TextField|input|InputBase|OutlinedInput|FilledInput|Input)$/] > JSXAttribute[name.name='type'][value.value='number']",
          message: ONE_NUMBER_READER,
        },
      ],
      ...webImportRules([]),
    },
  },
  {
    files: WEB_SHARED.map((folder) => `apps/web/src/${folder}/**/*.{ts,tsx}`),
    rules: webImportRules([
      { regex: '(^|/)features/', message: 'Shared web modules import no feature: the feature imports them.' },
    ]),
  },
  ...WEB_FEATURES.map(webFeatureBoundary),
  {
    // Tests may compare the app's reading with the engine's older parsers (format round trips).
    files: WEB_TESTS,
    rules: webImportRules([], { allowOldParsers: true }),
  },
  {
    files: ['apps/server/src/**/*.ts', 'packages/cli/src/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@cocho/web', '**/apps/web/**'], message: 'Only the web app imports web code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [...SERVER_TESTS, 'apps/server/src/auth/**'],
    rules: serverRules([serverRepositoryOf()]),
  },
  {
    files: SERVER_DIALECT_FILES,
    ignores: SERVER_TESTS,
    rules: serverRules([serverRepositoryOf()], { dialects: true }),
  },
  {
    files: ['apps/server/src/auth/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: serverRules([serverRepositoryOf('users')]),
  },
  {
    files: ['apps/server/src/*/use-cases/**/*.ts', 'apps/server/src/*/repository.ts'],
    ignores: [...SERVER_TESTS, 'apps/server/src/auth/**'],
    rules: serverRules([serverRepositoryOf(), ...serverTransportFree]),
  },
  {
    files: ['apps/server/src/auth/use-cases/**/*.ts', 'apps/server/src/auth/repository.ts'],
    ignores: SERVER_TESTS,
    rules: serverRules([serverRepositoryOf('users'), ...serverTransportFree]),
  },
);
