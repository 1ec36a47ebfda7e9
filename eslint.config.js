import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webNotHooks = {
  group: ['**/pb_hooks/**'],
  message: 'The web app does not import the hooks: move shared code to shared/.',
};

const webImports = [webNotHooks, { group: ['**/shared/*'], message: "Import shared code as '@shared/…'." }];

/** `group` patterns of the web/src folders a zone may not import, with why. */
function forbid(folders, why) {
  return { group: folders.flatMap((f) => [`**/${f}/*`, `**/${f}/**`]), message: why };
}

const AREAS = ['public', 'auth', 'admin'];
const ZONES = {
  lib: forbid(['stores', 'components', ...AREAS, 'app', 'server'], 'lib/ is below stores, components and the areas.'),
  stores: forbid(['components', ...AREAS, 'app', 'server'], 'stores/ are below components and the areas.'),
  components: forbid(['stores', ...AREAS, 'app', 'server'], 'components/ stay presentational: props in, markup out.'),
  public: forbid(['stores', 'auth', 'admin', 'app'], 'Public documents read their site data, not the SPA.'),
  auth: forbid(['public', 'admin', 'app'], 'An area imports no other area, nor the app.'),
  admin: forbid(['public', 'auth', 'app'], 'An area imports no other area, nor the app.'),
};

/**
 * Inside admin/ (issue 39): the screens (one folder each) import the kit, the stores and the data
 * layer; the shell (frame and menu) imports those three, no screen; the kit and the stores import
 * no screen and not the shell. A screen's parts another one needs go to kit/ or stores/.
 */
const ADMIN_SCREENS = [
  'categories',
  'dashboard',
  'history',
  'inbox',
  'projects',
  'services',
  'settings',
  'team',
  'testimonials',
  'users',
];
const ADMIN_ZONES = {
  kit: forbid(['shell', ...ADMIN_SCREENS], 'admin/kit/ is below the shell and the screens: move the shared part here.'),
  stores: forbid(['kit', 'shell', ...ADMIN_SCREENS], 'admin/stores/ hold state: no components, no screens.'),
  data: forbid(['kit', 'shell', ...ADMIN_SCREENS], 'admin/data/ is the path to the server, below the rest of admin/.'),
  shell: forbid(ADMIN_SCREENS, 'The shell reads admin/stores/ and admin/kit/, not the screens.'),
};

function webZones() {
  return [
    {
      files: ['web/**/*.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { patterns: webImports }] },
    },
    ...Object.entries(ZONES).map(([zone, pattern]) => ({
      files: [`web/src/${zone}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [...webImports, pattern] }] },
    })),
    ...Object.entries(ADMIN_ZONES).map(([zone, pattern]) => ({
      files: [`web/src/admin/${zone}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [...webImports, ZONES.admin, pattern] }] },
    })),
  ];
}

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
  // Inside web/src, zones (issue 25, as bulletproof-react's): shared → lib → stores → areas
  // (public, auth, admin) → app; the areas never import each other; components/ stay
  // presentational (no store, no area). Tests and testing/ helpers may reach anywhere.
  ...webZones(),
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
  // What the server renders runs in goja, PocketBase's JSVM (issue 25): no `Intl`, and
  // `toLocaleString` with a locale throws there; shared/format.ts formats instead.
  {
    files: [
      'shared/**/*.ts',
      'pb_hooks/src/**/*.ts',
      'web/src/{public,server,components}/**/*.{ts,tsx}',
      'web/src/lib/{files,altText,types,paths,serviceAnchor,apiErrors,apiUrl}.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: 'goja has no Intl: use shared/format.ts.' }],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Throws in goja with a locale, differs by runtime without: use shared/format.ts.',
        })),
        {
          property: 'runInTransaction',
          message: 'Open it with writeTransaction (pb_hooks/src/lib/transactions.ts): it takes the write lock first.',
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
