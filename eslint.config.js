import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webNotHooks = {
  group: ['**/pb_hooks/**'],
  message: 'The web app does not import the hooks: move shared code to shared/.',
};

export default tseslint.config(
  {
    ignores: ['node_modules/', 'pb_public/', 'pb_data/', 'pb_hooks/*.pb.js', 'pb_hooks/lib/', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The build leaves out what these props need (web/plugins/reactRouterProduction.ts).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(prefetch|viewTransition)$/]',
          message: 'Not in this build of react-router (web/plugins/reactRouterProduction.ts).',
        },
      ],
    },
  },
  // Imports flow one way (issue 13): shared/ ← web/ and shared/ ← pb_hooks/. The web app
  // never reaches into the hooks nor the hooks into the web app; shared code imports only itself.
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [webNotHooks, { group: ['**/shared/*'], message: "Import shared code as '@shared/…'." }] },
      ],
    },
  },
  {
    // The build's own code runs in Node, where the app's `@shared` alias does not apply.
    files: ['web/vite.config.ts', 'web/plugins/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webNotHooks] }] },
  },
  {
    files: ['pb_hooks/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'The hooks do not import the web app: move shared code to shared/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../**', '@shared/*', 'react', 'react-*', 'pocketbase'],
              message: 'shared/ imports only itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Migrations run inside PocketBase's JSVM, with its globals.
    files: ['pb_migrations/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        migrate: 'readonly',
        Collection: 'readonly',
        Field: 'readonly',
        BoolField: 'readonly',
        $app: 'readonly',
      },
    },
    rules: { '@typescript-eslint/triple-slash-reference': 'off' },
  },
  {
    files: ['pb_hooks/src/**/*.ts'],
    rules: {
      // require() inside handlers is how PocketBase's JSVM loads shared code.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
