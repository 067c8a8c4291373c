// Code lint, and the dependency direction of docs/architecture.md:
//   shared <- client/{lib,components} <- client/features <- client/app;  shared <- server;  shared <- sw;
//   in the server: db <- lib <- seed <- modules <- app.ts/main.ts/cli (the demo seed imports no module).
// Features never import each other, and nothing imports itself through a cycle.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// `target` may not import from `from` (type-only imports count: they tie the layers too).
const zone = (target, from, message, except) => ({ target, from, message, ...(except && { except }) });
const LAYER_ZONES = [
  zone('./src/shared', ['./src/client', './src/server', './sw'], 'shared runs on both sides: it imports nothing local.'),
  zone('./src/server', ['./src/client', './sw'], 'the server never imports the client.'),
  zone('./src/client', ['./src/server', './sw'], 'the client never imports the server.'),
  zone('./sw', ['./src/client', './src/server'], 'the service worker shares only src/shared.'),
  zone('./src/client/lib', ['./src/client/features', './src/client/app'], 'lib sits below features and app.'),
  zone('./src/client/components', ['./src/client/features', './src/client/app'], 'components sit below features and app.'),
  zone('./src/client/features', ['./src/client/app'], 'features sit below app: compose them there.'),
  ...FEATURES.map((feature) =>
    zone(`./src/client/features/${feature}`, './src/client/features', 'features do not import each other; compose them in app/.', [`./${feature}`]),
  ),
  zone('./src/server/db', ['./src/server/lib', './src/server/seed', './src/server/modules', './src/server/app.ts', './src/server/main.ts', './src/server/cli'], 'db sits below lib, the seed and the modules.'),
  zone('./src/server/lib', ['./src/server/seed', './src/server/modules', './src/server/app.ts', './src/server/main.ts', './src/server/cli'], 'lib sits below the seed and the modules.'),
  zone('./src/server/seed', ['./src/server/modules', './src/server/app.ts', './src/server/main.ts', './src/server/cli'], 'the demo seed writes rows with db and lib, never through a module.'),
  zone('./src/server/modules', ['./src/server/app.ts', './src/server/main.ts', './src/server/cli'], 'modules sit below app.ts and main.ts.'),
];

// A screen path: one of the spec's role prefixes or public screens, with or without its leading slash.
const SCREEN_PATH = String.raw`/^\/?(admin|super-admin|business|distributor|store-manager|event-manager|user)\/|^\/(coupons?|login|register|forgot-password|reset-password|undo-email-change|terms|privacy|invite|b|dashboard|profile-setting|account|notifications|wallet|how-earning-works|return-points)(\/|\?|#|$)/`;
const SCREEN_PATH_MESSAGE = 'Screen paths live in src/shared/screen-paths.ts (PATHS): read the path from there.';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'src/server/tsconfig.json', 'sw/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Import from src/ through the @/ alias instead of climbing folders.' }] },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Screen paths live in one table (src/shared/screen-paths.ts): a literal one elsewhere is refused.
    files: ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.ts', 'sw/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/shared/screen-paths.ts', 'src/shared/api-paths.ts', 'src/shared/shell-api-paths.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${SCREEN_PATH}]`, message: SCREEN_PATH_MESSAGE },
        { selector: `TemplateElement:first-child[value.raw=${SCREEN_PATH}]`, message: SCREEN_PATH_MESSAGE },
      ],
    },
  },
);
